/** Query keys and URLs that are fetched before a page's code loads (app.tsx, main.tsx), shared with the pages. */
export const VENDORS_QUERY_KEY = ['/api/vendors'] as const;
export const PROMOTIONS_QUERY_KEY = ['/api/promotions/active'] as const;
/** The valley's weather and the suggestion that fits it (GET /api/weather), asked with the map home's list. */
export const WEATHER_QUERY_KEY = ['/api/weather'] as const;
/** The valley's attractions (GET /api/attractions): the map layer and the vendor dialog's "Nearby". */
export const ATTRACTIONS_QUERY_KEY = ['/api/attractions'] as const;
/** The public events page (GET /api/events); the admin's event writes refresh it. */
export const PUBLIC_EVENTS_KEY = ['/api/events'] as const;
/** A customer's orders by phone (GET /api/orders/phone/:phone); forgotten when the phone signs out. */
export const PHONE_ORDERS_KEY = ['/api/orders/phone'] as const;
export const phoneOrdersKey = (phone: string) => [PHONE_ORDERS_KEY[0], phone] as const;
/** One vendor with its menu and hours (GET /api/vendors/:id). */
export const vendorDetailKey = (id: number) => [VENDORS_QUERY_KEY[0], id] as const;
/** A vendor's pickup windows (GET /api/vendors/:id/pickup-slots): the checkout and the vendor's editor. */
export const pickupSlotsKey = (vendorId: number) => [VENDORS_QUERY_KEY[0], vendorId, 'pickup-slots'] as const;

/** The vendor a guest preorder link names (`?vendor=<id>`), or null when it names none. */
export function preorderVendorId(params: URLSearchParams): number | null {
  const raw = params.get('vendor')?.trim() ?? '';
  if (!/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
