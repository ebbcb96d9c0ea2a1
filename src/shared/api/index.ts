/**
 * Every route the client calls, by its key (contract.ts): one table per area. The client imports
 * the types only; test/api/api-contract.test.ts checks each entry against the server's routes.
 */
import { accountEndpoints } from './account.js';
import { adminEndpoints } from './admin.js';
import { chatEndpoints } from './chat.js';
import { communityEndpoints } from './community.js';
import type { RouteKey } from './contract.js';
import { loyaltyEndpoints } from './loyalty.js';
import { menuEndpoints } from './menu.js';
import { orderEndpoints } from './orders.js';
import { phoneEndpoints } from './phone.js';
import { placeEndpoints } from './places.js';
import { reviewEndpoints } from './reviews.js';
import { vendorEndpoints } from './vendors.js';

/** The tables apart, so a test can see a key listed twice (a spread would keep the last silently). */
export const endpointTables = [
  accountEndpoints,
  adminEndpoints,
  chatEndpoints,
  communityEndpoints,
  loyaltyEndpoints,
  menuEndpoints,
  orderEndpoints,
  phoneEndpoints,
  placeEndpoints,
  reviewEndpoints,
  vendorEndpoints,
] as const;

export const apiEndpoints = {
  ...accountEndpoints,
  ...adminEndpoints,
  ...chatEndpoints,
  ...communityEndpoints,
  ...loyaltyEndpoints,
  ...menuEndpoints,
  ...orderEndpoints,
  ...phoneEndpoints,
  ...placeEndpoints,
  ...reviewEndpoints,
  ...vendorEndpoints,
};

export type ApiRoutes = typeof apiEndpoints;
export type ApiRoute = keyof ApiRoutes & RouteKey;
