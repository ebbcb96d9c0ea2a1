/** Registers every message of both languages: the server and the tests use all of them. */
import { en } from './en/index.js';
import { es } from './es/index.js';
import { registerCatalogue } from './index.js';

registerCatalogue('en', en);
registerCatalogue('es', es);
