/** A vendor's profile, hours, ordering state, desk and Square connection (server: vendors/, payments/ square, here-now/). */
import { endpoints } from './contract.js';

export const vendorEndpoints = endpoints({});
