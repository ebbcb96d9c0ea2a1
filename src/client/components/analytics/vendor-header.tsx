/**
 * The header of the vendor area (SPEC §2 "Vendor dashboard" nav): dashboard, analytics, events,
 * preorders, the map view and logout. Used by the analytics and event pages.
 */
import { BarChart3, CalendarDays, ClipboardList, LayoutDashboard, Map as MapIcon } from 'lucide-react';
import { NavLink } from '@/lib/router';
import { BrandLink } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { LogoutButton } from '@/components/logout-button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const links = [
  { to: '/vendor-dashboard', label: 'vendorNav.dashboard', icon: LayoutDashboard },
  { to: '/vendor-analytics', label: 'vendorNav.analytics', icon: BarChart3 },
  { to: '/event-management', label: 'vendorNav.events', icon: CalendarDays },
  { to: '/vendor-preorders', label: 'vendorNav.preorders', icon: ClipboardList },
  { to: '/', label: 'vendorNav.map', icon: MapIcon },
] as const;

/** `signedIn` shows logout; `vendor` also shows the vendor area's links. */
export function VendorHeader({ signedIn, vendor }: { signedIn: boolean; vendor: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:flex-nowrap lg:px-8 lg:py-3">
        <BrandLink />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2 lg:order-last">
          <LanguageSwitch compact />
          {signedIn && (
            <LogoutButton className="px-2.5 sm:px-3">
              <span className="sr-only sm:not-sr-only">{t('vendorNav.logout')}</span>
            </LogoutButton>
          )}
        </div>
        {/* Between lg and xl the links share the row with the brand and logout and go without
            their icons; the controls never shrink, so logout is never cut (issue 44 item 8). */}
        {signedIn && vendor && (
          <nav aria-label={t('vendorNav.label')} className="w-full lg:w-auto lg:min-w-0 lg:flex-1">
            <ul className="-mx-3 grid grid-cols-5 sm:mx-0 sm:flex sm:items-center sm:gap-1 lg:justify-end">
              {links.map(({ to, label, icon: Icon }) => (
                <li key={to} className="min-w-0">
                  <NavLink
                    to={to}
                    end
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 font-semibold text-[11px] leading-tight tracking-tight sm:tracking-normal transition-colors sm:h-9 sm:min-h-0 sm:flex-row sm:gap-2 sm:whitespace-nowrap sm:px-3 sm:text-sm',
                        isActive
                          ? 'bg-primary-soft text-primary-soft-foreground'
                          : 'text-muted-foreground hover:bg-secondary hover:text-foreground',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0 lg:hidden xl:block" />
                    <span className="max-w-full truncate">{t(label)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
