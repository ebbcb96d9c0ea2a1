/** Pickup-window fixtures shared by the unit tests of the slot rules (src/shared/pickup*.ts). */
import { VALLEY_TIME_ZONE } from '../../src/shared/constants.js';
import type { PickupWindow } from '../../src/shared/pickup.js';

export const TZ = VALLEY_TIME_ZONE;

/** A Friday window 17:00–19:00 of 15-minute slots taking 8 orders each, with overrides. */
export const window = (over: Partial<PickupWindow> = {}): PickupWindow => ({
  dayOfWeek: 5,
  startTime: '17:00',
  endTime: '19:00',
  slotDuration: 15,
  maxOrders: 8,
  isActive: true,
  ...over,
});
