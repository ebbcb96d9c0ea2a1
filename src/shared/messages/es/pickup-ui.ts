import type { pickupUi as en } from '../en/pickup-ui.js';
import type { Translation } from '../types.js';

export const pickupUi: Translation<typeof en> = {
};
