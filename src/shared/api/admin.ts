/** The administrator's area (server: admin/). */
import { endpoints } from './contract.js';

export const adminEndpoints = endpoints({});
