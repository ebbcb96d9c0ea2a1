/**
 * The demo accounts anyone may sign in to (issue 44 friction 3): a customer and the owner of the
 * truck she chats with, so a newcomer sees both sides of the core loop (follows, chat, the desk,
 * the menu). Only outside production: a deployment that seeds the demo valley (SEED_DEMO) gets
 * no account with a published password (main.ts passes `demoLogins` from NODE_ENV). README
 * "Demo data" lists them.
 */
import { demoChat, demoCustomers, demoVendors } from './demo-data.js';

/** The password of every demo login; printed in the README, so never in production. */
export const DEMO_PASSWORD = 'valley-demo-2026';

const vendor = demoVendors.find((v) => v.key === demoChat.vendor)!;

export const DEMO_LOGINS = [
  { role: 'customer', email: demoCustomers[demoChat.customer].email, name: demoCustomers[demoChat.customer].firstName },
  { role: 'vendor', email: vendor.owner.email, name: `${vendor.owner.firstName} (${vendor.businessName})` },
] as const;
