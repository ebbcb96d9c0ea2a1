/** Pickup times on the customer's side: slot chips, ready-time countdown, paused vendors (DESIGN §10.2). */
export const pickupUi = {
} as const;
