/**
 * Who may use a vendor screen (SPEC §6): a signed-in user with a vendor profile. GET /api/my-vendor
 * (the nested shape, DESIGN §4) answers 404 for a user without one. A visitor, or a user without
 * a profile, gets a card saying so with the way forward (sign in, or create the profile).
 */
import type { MyVendor } from '@shared/schemas/vendors.js';
import { ArrowLeft, Lock, LogIn, Store, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoading } from '@/components/layout/page-loading';
import { isNoProfileError } from '@/components/vendor/my-vendor';
import { handleUnauthorized, isUnauthorizedError, loginUrl } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useAuth } from '@/lib/use-auth';
import { MY_VENDOR_KEY } from '@/lib/query-keys';
import { VendorHeader } from './vendor-header';
import { useApiQuery } from '@/lib/use-api-query';

export type VendorAccess =
  | { state: 'loading' }
  | { state: 'visitor' }
  | { state: 'noProfile' }
  | { state: 'error'; retry: () => void }
  | { state: 'vendor'; data: MyVendor };

export function useVendorAccess(): VendorAccess {
  const { user, isLoading } = useAuth();
  const myVendor = useApiQuery({ queryKey: MY_VENDOR_KEY, enabled: user !== null });
  const loggedOut = isUnauthorizedError(myVendor.error);

  // The session ended after the page learnt who was signed in: SPEC §8's logged-out handling.
  useEffect(() => {
    if (loggedOut) return handleUnauthorized();
  }, [loggedOut]);

  if (isLoading) return { state: 'loading' };
  if (!user) return { state: 'visitor' };
  if (myVendor.data) return { state: 'vendor', data: myVendor.data };
  if (isNoProfileError(myVendor.error)) return { state: 'noProfile' };
  if (myVendor.isError && !loggedOut) return { state: 'error', retry: () => void myVendor.refetch() };
  return { state: 'loading' };
}

/** The card for someone who may not use a vendor screen: 'Access Required', 'Login Required'… */
export function VendorAccessCard({
  title,
  body,
  state,
}: {
  title: string;
  body: string;
  state: 'visitor' | 'noProfile';
}) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <Card className="mx-auto mt-8 max-w-xl p-6 text-center sm:p-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <Lock className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 font-extrabold text-2xl tracking-tight">{title}</h2>
      <p className="mt-2 text-muted-foreground">{body}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {state === 'visitor' ? (
          <>
            <Button asChild size="lg">
              <a href={loginUrl(returnTo)}>
                <LogIn aria-hidden="true" />
                {t('vendorAccess.signIn')}
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={loginUrl(returnTo, { signUp: true })}>
                <UserPlus aria-hidden="true" />
                {t('vendorAccess.signUp')}
              </a>
            </Button>
          </>
        ) : (
          <>
            <Button asChild size="lg">
              <Link to="/vendor-registration">
                <Store aria-hidden="true" />
                {t('vendorAccess.createProfile')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                {t('vendorAccess.backToMap')}
              </Link>
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}

/** A failed load with a way to try again; read out when it appears. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('vendorAccess.retry')}
      </Button>
    </div>
  );
}

/** A vendor screen's frame: the vendor area's header, then the page. */
export function VendorPage({ access, children }: { access: VendorAccess; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <VendorHeader
        signedIn={access.state !== 'visitor' && access.state !== 'loading'}
        vendor={access.state === 'vendor'}
      />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        {children}
      </main>
    </div>
  );
}

/**
 * What a vendor screen shows until it knows its vendor: loading, a failure with a retry, or the
 * card for a visitor or a user without a profile (with `children` under it). Nothing for a vendor.
 */
export function VendorAccessStates({
  access,
  loadingLabel,
  title,
  visitorBody,
  noProfileBody,
  children,
}: {
  access: VendorAccess;
  loadingLabel: string;
  title: string;
  visitorBody: string;
  noProfileBody: string;
  children?: ReactNode;
}) {
  if (access.state === 'loading') return <PageLoading label={loadingLabel} />;
  if (access.state === 'error') {
    return (
      <div className="mt-6">
        <LoadFailed message={t('vendorAccess.loadFailed')} onRetry={access.retry} />
      </div>
    );
  }
  if (access.state === 'visitor' || access.state === 'noProfile') {
    return (
      <>
        <VendorAccessCard
          state={access.state}
          title={title}
          body={access.state === 'visitor' ? visitorBody : noProfileBody}
        />
        {children}
      </>
    );
  }
  return null;
}
