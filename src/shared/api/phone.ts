/** A verified phone, Web Push subscriptions and uploads (server: phone/, realtime/ push, uploads/). */
import { endpoints } from './contract.js';

export const phoneEndpoints = endpoints({});
