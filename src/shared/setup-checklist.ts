/**
 * The setup checklist (issue 24 item 3, decision 0028): what a new vendor must have before it
 * goes live and customers can find it. One rule for both sides: the server answers it on
 * GET /api/my-vendor and checks it on POST /api/vendors/:id/go-live; the dashboard draws it.
 * Preorder pickup slots and the loyalty program stay optional.
 */

/** Menu items a vendor needs on its public menu before going live. */
export const MIN_LIVE_MENU_ITEMS = 3;

/** The steps, in the order the dashboard shows them. */
export const SETUP_STEP_KEYS = ['photo', 'hours', 'menu', 'payment'] as const;
export type SetupStepKey = (typeof SETUP_STEP_KEYS)[number];

export interface SetupStep {
  key: SetupStepKey;
  done: boolean;
}

/** What the rule reads: the vendor's profile, hours, menu and categories as the owner sees them. */
export interface SetupInputs {
  profileImageUrl: string | null;
  paymentMethods: readonly string[];
  hours: readonly { isClosed: boolean; openTime: string | null; closeTime: string | null }[];
  menuItems: readonly { isAvailable: boolean; categoryId?: number | null }[];
  /** The vendor's categories; an item filed under a hidden one is off the public menu. */
  categories?: readonly { id: number; isActive: boolean }[];
}

/** An hours row that opens the day: not closed and with both times. */
const opensTheDay = (h: SetupInputs['hours'][number]) => !h.isClosed && Boolean(h.openTime) && Boolean(h.closeTime);

/** Items customers would see: not hidden, and not in a hidden category. */
export function publicMenuCount(input: Pick<SetupInputs, 'menuItems' | 'categories'>): number {
  const hidden = new Set((input.categories ?? []).filter((c) => !c.isActive).map((c) => c.id));
  return input.menuItems.filter((i) => i.isAvailable && (i.categoryId == null || !hidden.has(i.categoryId))).length;
}

/** Each step with whether it is done, in SETUP_STEP_KEYS order. */
export function setupSteps(input: SetupInputs): SetupStep[] {
  const done: Record<SetupStepKey, boolean> = {
    photo: Boolean(input.profileImageUrl?.trim()),
    hours: input.hours.some(opensTheDay),
    menu: publicMenuCount(input) >= MIN_LIVE_MENU_ITEMS,
    payment: input.paymentMethods.length > 0,
  };
  return SETUP_STEP_KEYS.map((key) => ({ key, done: done[key] }));
}

/** The keys of the steps still to do (empty: ready to go live). */
export function missingSteps(input: SetupInputs): SetupStepKey[] {
  return setupSteps(input)
    .filter((s) => !s.done)
    .map((s) => s.key);
}

/**
 * The menu step's hint for `count` public items: "2 of 3 on your menu so far" up to the goal, then
 * "4 items on your menu" (never "4 of 3", issue 44).
 */
export function menuHintKey(count: number): 'goLive.hint.menu' | 'goLive.hint.menuMore' {
  return count > MIN_LIVE_MENU_ITEMS ? 'goLive.hint.menuMore' : 'goLive.hint.menu';
}
