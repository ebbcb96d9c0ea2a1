/** Posts, events, follows and notifications, challenges, ads and profile views (server: posts/, events/, follows/, challenges/, admin/ads, analytics/). */
import { endpoints } from './contract.js';

export const communityEndpoints = endpoints({});
