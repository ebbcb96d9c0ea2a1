/**
 * The map home's top bar (SPEC §2 "Map home"): Track Order, Loyalty, Become a Vendor, then a
 * welcome line and logout for a signed-in user, or Sign in for a visitor (who browses without an
 * account, issue 23). The title is the same 5-click entry to /secret-login as on the landing page.
 */
import type { User } from '@shared/schemas/auth.js';
import { Gift, LogIn, Newspaper, PackageSearch, Store, UserRound } from 'lucide-react';
import { loginUrl } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Link, useLocation } from '@/lib/router';
import { displayName } from '@/lib/use-auth';
import { useSecretClicks } from '@/lib/use-secret-clicks';
import { AppHeader, type HeaderLink } from './app-header';
import { BrandButton } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { LogoutButton } from '@/components/logout-button';
import { NotificationBell } from '@/components/notification-bell';
import { Button } from '@/components/ui/button';

const shortcuts: readonly HeaderLink[] = [
  { to: '/order-tracking', label: 'topBar.trackOrder', icon: PackageSearch },
  { to: '/loyalty-program', label: 'topBar.loyalty', icon: Gift },
  // Issue 19: the food feed (the mobile bottom bar is full: map, list, search, vendor).
  { to: '/feed', label: 'topBar.feed', icon: Newspaper },
  { to: '/vendor-registration', label: 'topBar.becomeVendor', icon: Store },
];

/** `user`: who is signed in; null for a visitor; undefined while that is not known yet. */
export function TopBar({ user }: { user: User | null | undefined }) {
  const location = useLocation();
  const onSecretClick = useSecretClicks();
  return (
    <AppHeader
      brand={(className) => <BrandButton onClick={onSecretClick} data-testid="site-title" className={className} compactText />}
      navLabel={t('topBar.label')}
      links={shortcuts}
      grow="controls"
    >
      <LanguageSwitch compact />
      {user && (
        <>
          <NotificationBell />
          {/* Decision 0041: the welcome line is the way to the profile. */}
          <Link
            to="/profile"
            className="inline-flex min-h-10 min-w-0 items-center gap-1.5 rounded-md font-medium text-sm underline-offset-4 hover:underline"
            data-testid="profile-link"
          >
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate" data-testid="welcome">
              {t('topBar.welcome', { name: displayName(user) })}
            </span>
            <span className="sr-only">({t('profile.link')})</span>
          </Link>
          <LogoutButton className="px-2.5 sm:px-3">
            <span className="sr-only sm:not-sr-only">{t('topBar.logout')}</span>
          </LogoutButton>
        </>
      )}
      {user === null && (
        <Button asChild size="sm" variant="outline">
          <a href={loginUrl(`${location.pathname}${location.search}`)}>
            <LogIn aria-hidden="true" />
            {t('topBar.signIn')}
          </a>
        </Button>
      )}
    </AppHeader>
  );
}
