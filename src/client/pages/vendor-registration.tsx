/**
 * Vendor registration (SPEC §2, §4, §5, §8, §9): a signed-in user creates their one vendor
 * profile. A visitor gets 'Unauthorized - You need to be logged in to register as a vendor' and
 * goes to /api/login after 0.5 s (RequireAuth, with this page's text); a user who already has a
 * profile is told 'Already Registered' and goes to the dashboard after 1 s.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { DASHBOARD_REDIRECT_MS } from '@shared/constants.js';
import { VendorCreateSchema } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, MapPinned, ShoppingBag, Store } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BrandLink } from '@/components/brand';
import { FormAlert } from '@/components/layout/auth-layout';
import { PageLoading } from '@/components/layout/page-loading';
import { PageIntro } from '@/components/layout/site-header';
import { Spinner } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isNoProfileError, reloadMyVendor, useMyVendor } from '@/components/vendor/my-vendor';
import {
  emptyVendorForm,
  VendorFormFields,
  type VendorFormInput,
  type VendorFormOutput,
  vendorPayload,
} from '@/components/vendor/vendor-form-fields';
import { api, handleUnauthorized, isApiError, isUnauthorizedError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { MY_VENDOR_KEY } from '@/lib/query-keys';
import { Link, useNavigate } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';

export function VendorRegistration() {
  useDocumentTitle(t('page.vendorRegistration.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const myVendor = useMyVendor();
  const [created, setCreated] = useState(false);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const [uploadsBusy, setUploadsBusy] = useState(false);
  const [uploadsError, setUploadsError] = useState<string | undefined>();
  const noticeShown = useRef(false);

  const form = useForm<VendorFormInput, unknown, VendorFormOutput>({
    resolver: zodResolver(VendorCreateSchema),
    defaultValues: emptyVendorForm,
  });

  // A user who already has a profile: 'Already Registered', then the dashboard after 1 s.
  const hasProfile = myVendor.isSuccess || alreadyRegistered;
  useEffect(() => {
    if (!hasProfile || created) return;
    if (!noticeShown.current) {
      noticeShown.current = true;
      toast({ title: t('vendor.error.alreadyRegistered'), description: t('vendorUi.register.alreadyBody') });
    }
    const timer = setTimeout(() => navigate('/vendor-dashboard', { replace: true }), DASHBOARD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [hasProfile, created, navigate]);

  // The session ran out between pages.
  useEffect(() => {
    if (myVendor.isError && isUnauthorizedError(myVendor.error)) {
      return handleUnauthorized(t('auth.unauthorized.registerVendor'));
    }
  }, [myVendor.isError, myVendor.error]);

  const create = useMutation({
    mutationFn: (values: VendorFormOutput) => api('POST /api/vendors', { body: vendorPayload(values) }),
    onSuccess: async (vendor) => {
      setCreated(true);
      toast({
        title: t('vendorUi.notice.success'),
        description: t('vendorUi.register.created'),
        variant: 'success',
      });
      // The cached answer is the 404 from before: drop it so the dashboard loads the new profile.
      queryClient.removeQueries({ queryKey: MY_VENDOR_KEY });
      void reloadMyVendor(queryClient, vendor.id);
      navigate('/vendor-dashboard');
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized(t('auth.unauthorized.registerVendor'));
      } else if (isApiError(error, 409, 'already_registered')) {
        setAlreadyRegistered(true);
      } else {
        toast({ title: t('notice.error.title'), description: t('vendorUi.register.failed'), variant: 'destructive' });
      }
    },
  });

  const onUploadsBusyChange = useCallback((busy: boolean) => {
    setUploadsBusy(busy);
    if (!busy) setUploadsError(undefined);
  }, []);

  const onSubmit = form.handleSubmit(
    (values) => {
      if (uploadsBusy) {
        setUploadsError(t('vendorUi.photos.finishFirst'));
        return;
      }
      create.mutate(values);
    },
    () => {
      if (uploadsBusy) setUploadsError(t('vendorUi.photos.finishFirst'));
    },
  );

  // Once the server has said "no profile", the form stays: a later refetch of GET /api/my-vendor
  // (TanStack Query refetches an errored query when the connection comes back) must not wipe it.
  const noProfileSeen = useRef(false);
  if (myVendor.isError && isNoProfileError(myVendor.error)) noProfileSeen.current = true;
  const showForm = noProfileSeen.current && !hasProfile;
  const loading = myVendor.isLoading && !showForm;
  const signedOut = myVendor.isError && isUnauthorizedError(myVendor.error);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-border border-b bg-background/95">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <BrandLink />
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              {t('vendorUi.nav.backToMap')}
            </Link>
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
        <PageIntro
          icon={Store}
          eyebrow={t('vendorUi.register.eyebrow')}
          title={t('page.vendorRegistration.title')}
          subtitle={t('vendorUi.register.subtitle')}
          className="max-w-3xl"
        />

        {!showForm && (loading || hasProfile || signedOut) ? (
          <PageLoading label={hasProfile ? t('vendorUi.register.redirecting') : undefined} />
        ) : showForm ? (
          <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-6" aria-label={t('page.vendorRegistration.title')}>
              <VendorFormFields
                form={form}
                headingLevel={2}
                onUploadsBusyChange={onUploadsBusyChange}
                uploadsError={uploadsError}
                sectionClassName="rounded-xl border border-border bg-card p-5 shadow-warm sm:p-6"
              />
              <FormAlert message={uploadsError ?? null} />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
                <Button asChild variant="ghost" size="lg">
                  <Link to="/">{t('common.cancel')}</Link>
                </Button>
                <Button type="submit" size="lg" disabled={create.isPending}>
                  {create.isPending && <Spinner />}
                  {create.isPending ? t('vendorUi.register.submitting') : t('vendorUi.register.submit')}
                </Button>
              </div>
            </form>
            <aside className="hidden lg:block" aria-labelledby="why-join">
              <Card className="flex flex-col gap-4 bg-sand-100/60 p-5 lg:sticky lg:top-6">
                <h2 id="why-join" className="font-bold text-base">
                  {t('vendorUi.register.whyTitle')}
                </h2>
                <ul className="flex flex-col gap-4 text-sm">
                  {(
                    [
                      [MapPinned, 'vendorUi.register.why1Title', 'vendorUi.register.why1Body'],
                      [ShoppingBag, 'vendorUi.register.why2Title', 'vendorUi.register.why2Body'],
                      [CalendarClock, 'vendorUi.register.why3Title', 'vendorUi.register.why3Body'],
                    ] as const
                  ).map(([Icon, title, body]) => (
                    <li key={title} className="flex gap-3">
                      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-card text-accent shadow-sm">
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      <span>
                        <span className="block font-semibold">{t(title)}</span>
                        <span className="text-muted-foreground">{t(body)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
            </aside>
          </div>
        ) : (
          <Card className="mt-8 flex flex-col items-start gap-4 p-6">
            <p role="alert">{t('vendorUi.register.loadFailed')}</p>
            <Button variant="outline" onClick={() => myVendor.refetch()}>
              {t('vendorUi.common.retry')}
            </Button>
          </Card>
        )}
      </main>
    </div>
  );
}
