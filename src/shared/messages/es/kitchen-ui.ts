import type { kitchenUi as en } from '../en/kitchen-ui.js';
import type { Translation } from '../types.js';

export const kitchenUi: Translation<typeof en> = {
};
