import type { analytics as en } from '../en/analytics.js';
import type { Translation } from '../types.js';

export const analytics: Translation<typeof en> = {
  'analytics.validation.days': 'El periodo debe ser de 7, 30 o 90 días',
};
