/**
 * How far an unanswered order has escalated (guest_preorders.escalation_level, issue 41 item 3):
 * each level is reached once per order, in order.
 */
/** The vendor was alerted: its desk's alert repeats (a live event) and its inbox says so. */
export const ESCALATION_ALERTED = 1;
/** The vendor's own phone was texted. */
export const ESCALATION_TEXTED = 2;
/** Online ordering paused itself and the order's customer was told. */
export const ESCALATION_PAUSED = 3;
