/** A vendor's locations and pickup windows (server: locations/, pickup/). */
import { endpoints } from './contract.js';

export const placeEndpoints = endpoints({});
