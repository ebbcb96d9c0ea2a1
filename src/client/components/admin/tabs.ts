/** The dashboard's sections, in tab order (SPEC §2: overview, vendors, promotions, ads; DESIGN §5: events; §10.3: weather, attractions; §10.4: challenges, reported posts). */
export const ADMIN_TABS = ['overview', 'vendors', 'promotions', 'advertisements', 'events', 'registrations', 'weather', 'attractions', 'challenges', 'posts'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function isAdminTab(value: string | null): value is AdminTab {
  return value !== null && (ADMIN_TABS as readonly string[]).includes(value);
}
