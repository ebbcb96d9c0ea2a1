/**
 * The fuzz test's route table (test/api/fuzz.test.ts): for each write route the app registers, a
 * request that works, which the test's variants start from. It is a function of the fixtures the
 * test makes: targets read them when a run asks, after the test's beforeAll has filled them.
 * The parts keep the routes in the order they have always run in: the runs of one route leave
 * records in the fixtures (the shop's orders and points, the editor's vendor) that later ones meet.
 */
import type { FuzzFixtures } from './fuzz-fixtures.js';
import { adminRoutes } from './fuzz-routes-admin.js';
import { orderRoutes } from './fuzz-routes-orders.js';
import { accountRoutes, vendorRoutes } from './fuzz-routes-vendors.js';
import type { FuzzRoute } from './fuzz-variants.js';

export function fuzzRoutes(fx: FuzzFixtures): FuzzRoute[] {
  return [...accountRoutes(fx), ...vendorRoutes(fx), ...orderRoutes(fx), ...adminRoutes(fx)];
}
