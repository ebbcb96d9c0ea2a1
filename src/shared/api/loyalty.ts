/** Points, rewards and redemptions (server: loyalty/). */
import { endpoints } from './contract.js';

export const loyaltyEndpoints = endpoints({});
