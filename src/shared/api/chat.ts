/** Chat between a customer and a vendor (server: chat/). */
import { endpoints } from './contract.js';

export const chatEndpoints = endpoints({});
