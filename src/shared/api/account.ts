/** Signing in and up, account recovery and the customer's profile (server: auth/, account-recovery/, profiles/). */
import { endpoints } from './contract.js';

export const accountEndpoints = endpoints({});
