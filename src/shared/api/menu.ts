/** Menu items and categories (server: menu-categories/, vendors/ menu). */
import { endpoints } from './contract.js';

export const menuEndpoints = endpoints({});
