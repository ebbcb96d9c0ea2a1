import type { vendorRushUi as en } from '../en/vendor-rush-ui.js';
import type { Translation } from '../types.js';

export const vendorRushUi: Translation<typeof en> = {
};
