/** Placing, tracking and running orders, walk-up orders and order reviews (server: preorders/, payments/). */
import { endpoints } from './contract.js';

export const orderEndpoints = endpoints({});
