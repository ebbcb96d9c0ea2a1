/** Query keys that app.tsx prefetches while a page's code loads, shared with the pages. */
export const VENDORS_QUERY_KEY = ['/api/vendors'] as const;
export const PROMOTIONS_QUERY_KEY = ['/api/promotions/active'] as const;
