/**
 * The map home's top bar (SPEC §2 "Map home"): Track Order, Loyalty, Become a Vendor, then a
 * welcome line and logout for a signed-in user, or Sign in for a visitor (who browses without an
 * account, issue 23). The title is the same 5-click entry to /secret-login as on the landing page.
 */
import type { User } from '@shared/schemas/auth.js';
import { Gift, LogIn, PackageSearch, Store } from 'lucide-react';
import { loginUrl } from '@/lib/api';
import { Link } from '@/lib/router';
import { t } from '@/lib/i18n';
import { displayName } from '@/lib/use-auth';
import { useSecretClicks } from '@/lib/use-secret-clicks';
import { BrandButton } from './brand';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';
import { Button } from './ui/button';

const shortcuts = [
  { to: '/order-tracking', label: 'topBar.trackOrder', icon: PackageSearch },
  { to: '/loyalty-program', label: 'topBar.loyalty', icon: Gift },
  { to: '/vendor-registration', label: 'topBar.becomeVendor', icon: Store },
] as const;

/** `user`: who is signed in; null for a visitor; undefined while that is not known yet. */
export function TopBar({ user }: { user: User | null | undefined }) {
  const onSecretClick = useSecretClicks();
  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur">
      <div className="mx-auto grid w-full max-w-7xl grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:grid-cols-[auto_auto_minmax(0,1fr)] lg:py-3 lg:px-8">
        <BrandButton onClick={onSecretClick} data-testid="site-title" className="col-start-1 row-start-1" compactText />
        <nav
          aria-label={t('topBar.label')}
          className="col-span-2 row-start-2 -mx-2 overflow-x-auto lg:col-span-1 lg:col-start-2 lg:row-start-1 lg:mx-0"
        >
          <ul className="flex items-center justify-between gap-1 sm:justify-start">
            {shortcuts.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Button
                  asChild
                  variant="ghost"
                  size="sm"
                  className="px-2 text-muted-foreground hover:text-foreground sm:px-3"
                >
                  <Link to={to}>
                    <Icon aria-hidden="true" className="hidden sm:block" />
                    {t(label)}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="col-start-2 row-start-1 flex min-w-0 items-center justify-end gap-2 sm:gap-3 lg:col-start-3">
          <LanguageSwitch compact />
          {user && (
            <>
              <p className="truncate font-medium text-sm" data-testid="welcome">
                {t('topBar.welcome', { name: displayName(user) })}
              </p>
              <LogoutButton className="px-2.5 sm:px-3">
                <span className="sr-only sm:not-sr-only">{t('topBar.logout')}</span>
              </LogoutButton>
            </>
          )}
          {user === null && (
            <Button asChild size="sm" variant="outline">
              <a href={loginUrl(`${window.location.pathname}${window.location.search}`)}>
                <LogIn aria-hidden="true" />
                {t('topBar.signIn')}
              </a>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
