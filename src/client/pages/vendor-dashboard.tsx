/**
 * Vendor dashboard (SPEC §2 "Vendor dashboard", §7, §8; DESIGN §5): stat cards (profile views over
 * the last 30 days, issue 24), Mark as Open /
 * Mark as Closed, Edit Profile, the menu, business hours, the loyalty switch and, while it is on,
 * the rewards. Everything is the signed-in user's own vendor from GET /api/my-vendor, reloaded
 * after each successful change; a user without one is offered to create it.
 */
import { srcSetOf } from '@shared/image-variants.js';
import { activeOverride } from '@shared/hours.js';
import { LOYALTY_POINTS_PER_DOLLAR } from '@shared/constants.js';
import { formatPhone } from '@shared/phone.js';
import type { SetupStepKey } from '@shared/setup-checklist.js';
import {
  type MyVendor,
  type OwnVendor,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentMethodLabelKey,
  type StatusOverrideResult,
} from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BarChart3,
  CalendarClock,
  CalendarDays,
  ClipboardList,
  Clock,
  DoorClosed,
  DoorOpen,
  Eye,
  Gauge,
  Gift,
  type LucideIcon,
  Map as MapIcon,
  MapPin,
  MessageSquare,
  Pencil,
  Phone,
  Plus,
  Printer,
  QrCode,
  Star,
  Store,
  UtensilsCrossed,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from '@/lib/router';
import { BrandLink } from '@/components/brand';
import { absoluteUrl, ShareButton } from '@/components/share-button';
import { LogoutButton } from '@/components/logout-button';
import { LanguageSwitch } from '@/components/language-switch';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { EditProfileDialog } from '@/components/vendor/edit-profile-dialog';
import { GoLiveCard, WentLiveNotice } from '@/components/vendor/go-live-card';
import { HoursEditor } from '@/components/vendor/hours-editor';
import { MenuItemDialog } from '@/components/vendor/menu-item-dialog';
import { MenuTable } from '@/components/vendor/menu-table';
import { LowStockWarning } from '@/components/vendor/low-stock-warning';
import { LocationsManager } from '@/components/vendor/locations-manager';
import { MenuCategoriesManager } from '@/components/vendor/menu-categories-manager';
import { isNoProfileError, reloadMyVendor, useMyVendor, VALLEY_TIME_ZONE } from '@/components/vendor/my-vendor';
import { LoyaltyFlags } from '@/components/loyalty/loyalty-flags';
import { RewardsManager } from '@/components/vendor/rewards-manager';
import { OrderingControls } from '@/components/vendor/ordering-controls';
import { PickupWindowsEditor } from '@/components/vendor/pickup-windows-editor';
import { apiRequest, handleUnauthorized, isUnauthorizedError, showErrorNotice } from '@/lib/api';
import { localeTag, type MessageKey, t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';

const navLinks: { to: string; label: MessageKey; icon: LucideIcon }[] = [
  { to: '/vendor-preorders', label: 'vendorUi.nav.preorders', icon: ClipboardList },
  { to: '/vendor-analytics', label: 'vendorUi.nav.analytics', icon: BarChart3 },
  { to: '/event-management', label: 'vendorUi.nav.events', icon: CalendarDays },
  { to: '/', label: 'vendorUi.nav.mapView', icon: MapIcon },
];

function DashboardHeader() {
  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur">
      <div className="mx-auto grid w-full max-w-7xl grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:py-3 lg:px-8">
        <BrandLink className="col-start-1 row-start-1" />
        <nav
          aria-label={t('vendorUi.nav.label')}
          className="col-span-2 row-start-2 -mx-2 overflow-x-auto lg:col-span-1 lg:col-start-2 lg:row-start-1 lg:mx-0"
        >
          <ul className="flex items-center gap-1">
            {navLinks.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Button asChild variant="ghost" size="sm" className="px-2 text-muted-foreground hover:text-foreground sm:px-3">
                  <Link to={to}>
                    <Icon aria-hidden="true" className="hidden sm:block" />
                    {t(label)}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="col-start-2 row-start-1 flex items-center justify-end gap-1 sm:gap-2 lg:col-start-3">
          <LanguageSwitch compact />
          <LogoutButton>{t('common.logout')}</LogoutButton>
        </div>
      </div>
    </header>
  );
}

function StatCard({
  label,
  icon: Icon,
  children,
  live,
  hint,
  testId,
  tone = 'default',
}: {
  label: string;
  icon: LucideIcon;
  children: ReactNode;
  live?: boolean;
  /** A line under the figure, e.g. the period it covers. */
  hint?: string;
  testId?: string;
  tone?: 'default' | 'open' | 'closed';
}) {
  return (
    <Card className="flex items-center gap-3 p-4 sm:gap-4 sm:p-5" data-testid={testId}>
      <span
        className={cn(
          'hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex',
          tone === 'open' ? 'bg-green-100 text-green-800' : tone === 'closed' ? 'bg-red-100 text-red-800' : 'bg-primary-soft text-primary',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col">
        <p className="font-medium text-muted-foreground text-sm">{label}</p>
        <p
          className={cn(
            'font-extrabold text-2xl tabular-nums tracking-tight',
            tone === 'open' && 'text-green-800',
            tone === 'closed' && 'text-red-800',
          )}
          aria-live={live ? 'polite' : undefined}
        >
          {children}
        </p>
        {hint && <p className="text-muted-foreground text-xs">{hint}</p>}
      </div>
    </Card>
  );
}

function Section({
  title,
  description,
  action,
  children,
  className,
  icon: Icon,
  id,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  icon: LucideIcon;
  /** An anchor the setup checklist scrolls to (decision 0028). */
  id?: string;
}) {
  const headingId = useId();
  return (
    <Card className={cn('scroll-mt-20', className)} id={id}>
      <section aria-labelledby={headingId}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 p-5 sm:p-6">
          <div className="flex min-w-0 flex-col gap-1">
            <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {title}
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {action}
        </CardHeader>
        <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
      </section>
    </Card>
  );
}

/** When an override ends, on the valley's clock (it always ends at 04:00 there, DESIGN §5). */
function untilText(until: string): string {
  const format = new Intl.DateTimeFormat(localeTag(), {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: VALLEY_TIME_ZONE,
  });
  return format.format(new Date(until));
}

function QuickActions({
  vendor,
  onEditProfile,
  onManageMenu,
}: {
  vendor: OwnVendor;
  onEditProfile: () => void;
  onManageMenu: () => void;
}) {
  const queryClient = useQueryClient();
  const override = activeOverride({ status: vendor.statusOverride, until: vendor.statusOverrideUntil }, new Date());

  const setStatus = useMutation({
    mutationFn: (next: 'open' | 'closed' | null) =>
      apiRequest<StatusOverrideResult>('PUT', `/api/vendors/${vendor.id}/status`, { override: next }),
    onSuccess: (result, next) => {
      const until = result.vendor.statusOverrideUntil;
      toast({
        title:
          next === null
            ? t('vendorUi.status.cleared')
            : t(next === 'open' ? 'vendorUi.status.markedOpen' : 'vendorUi.status.markedClosed'),
        description:
          next !== null && until
            ? t('vendorUi.status.untilNotice', { time: untilText(until) })
            : t('vendorUi.status.clearedNotice'),
        variant: 'success',
      });
    },
    onError: (error) => showErrorNotice(error, t('vendorUi.status.failed')),
    onSettled: () => reloadMyVendor(queryClient, vendor.id),
  });

  const actions: {
    key: string;
    label: MessageKey;
    icon: LucideIcon;
    onClick: () => void;
    pressed?: boolean;
  }[] = [
    {
      key: 'open',
      label: 'vendorUi.actions.markOpen',
      icon: DoorOpen,
      onClick: () => setStatus.mutate('open'),
      pressed: override === 'open',
    },
    {
      key: 'closed',
      label: 'vendorUi.actions.markClosed',
      icon: DoorClosed,
      onClick: () => setStatus.mutate('closed'),
      pressed: override === 'closed',
    },
    { key: 'edit', label: 'vendorUi.actions.editProfile', icon: Pencil, onClick: onEditProfile },
    { key: 'menu', label: 'vendorUi.actions.manageMenu', icon: UtensilsCrossed, onClick: onManageMenu },
  ];

  return (
    <Section title={t('vendorUi.actions.title')} icon={Store}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {actions.map(({ key, label, icon: Icon, onClick, pressed }) => (
          <Button
            key={key}
            variant="outline"
            className={cn(
              'h-auto min-h-14 flex-col gap-1.5 whitespace-normal py-3 text-center sm:flex-row',
              pressed && key === 'open' && 'border-green-700 bg-green-50 text-green-900 hover:bg-green-100',
              pressed && key === 'closed' && 'border-red-700 bg-red-50 text-red-900 hover:bg-red-100',
            )}
            aria-pressed={pressed}
            disabled={(key === 'open' || key === 'closed') && setStatus.isPending}
            onClick={onClick}
          >
            <Icon aria-hidden="true" className="size-5" />
            {t(label)}
          </Button>
        ))}
      </div>
      <div
        role="status"
        className={cn(
          'mt-4 flex flex-col gap-3 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between',
          override ? 'border-yellow-300 bg-yellow-50 text-yellow-950' : 'border-border bg-sand-50 text-muted-foreground',
        )}
      >
        <p className="flex items-start gap-2">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {override && vendor.statusOverrideUntil
            ? t(override === 'open' ? 'vendorUi.status.openUntil' : 'vendorUi.status.closedUntil', {
                time: untilText(vendor.statusOverrideUntil),
              })
            : t('vendorUi.status.followingHours')}
        </p>
        {override && (
          <Button
            size="sm"
            variant="outline"
            className="shrink-0 bg-card"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate(null)}
          >
            {t('vendorUi.status.clear')}
          </Button>
        )}
      </div>
    </Section>
  );
}

function LoyaltySettings({ vendor }: { vendor: OwnVendor }) {
  const queryClient = useQueryClient();
  const switchId = useId();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest<OwnVendor>('PUT', `/api/vendors/${vendor.id}/loyalty-program`, { enabled }),
    onSuccess: () =>
      toast({ title: t('vendorUi.notice.success'), description: t('vendorUi.loyalty.updated'), variant: 'success' }),
    onError: (error) => showErrorNotice(error, t('vendorUi.loyalty.failed')),
    onSettled: () => reloadMyVendor(queryClient, vendor.id),
  });
  const enabled = toggle.isPending ? (toggle.variables ?? vendor.hasLoyaltyProgram) : vendor.hasLoyaltyProgram;
  return (
    <Section title={t('vendorUi.loyalty.title')} icon={Gift}>
      <div className="flex items-start justify-between gap-4 rounded-lg border border-border bg-sand-50 p-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={switchId}>{t('vendorUi.loyalty.switch')}</Label>
          <p className="text-muted-foreground text-sm">
            {t('vendorUi.loyalty.hint', { points: LOYALTY_POINTS_PER_DOLLAR })}
          </p>
        </div>
        <Switch
          id={switchId}
          checked={enabled}
          disabled={toggle.isPending}
          onCheckedChange={(next) => toggle.mutate(next)}
        />
      </div>
      <LoyaltyFlags url={`/api/vendors/${vendor.id}/loyalty/flags`} />
    </Section>
  );
}

function ProfileCard({ data, onEdit }: { data: MyVendor; onEdit: () => void }) {
  const { vendor } = data;
  const methods = vendor.paymentMethods.filter((m): m is PaymentMethod =>
    (PAYMENT_METHODS as readonly string[]).includes(m),
  );
  return (
    <Section
      title={t('vendorUi.profile.title')}
      icon={Store}
      action={
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('vendorUi.profile.edit')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        {vendor.description && <p className="text-foreground">{vendor.description}</p>}
        <ul className="flex flex-col gap-2">
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              <span className="sr-only">{t('vendorUi.field.address')}: </span>
              {vendor.address}
            </span>
          </li>
          {vendor.phone && (
            <li className="flex items-start gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>
                <span className="sr-only">{t('vendorUi.field.phone')}: </span>
                {formatPhone(vendor.phone)}
              </span>
            </li>
          )}
          <li className="flex items-start gap-2">
            <MapIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              {vendor.latitude != null && vendor.longitude != null
                ? t('vendorUi.profile.pinned')
                : t('vendorUi.profile.notPinned')}
            </span>
          </li>
        </ul>
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-sand-50 p-3">
          <p className="font-semibold">
            {vendor.acceptsPreorders ? t('vendorUi.profile.preordersOn') : t('vendorUi.profile.preordersOff')}
          </p>
          {methods.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('vendorUi.field.paymentMethods')}>
              {methods.map((m) => (
                <li key={m}>
                  <Badge variant="accent">{t(paymentMethodLabelKey(m))}</Badge>
                </li>
              ))}
            </ul>
          )}
          {vendor.preorderInstructions && <p className="text-muted-foreground">{vendor.preorderInstructions}</p>}
        </div>
        {vendor.menuImageUrls.length > 0 && (
          <div className="flex flex-col gap-2">
            <p className="font-semibold">{t('vendorUi.field.menuPhotos')}</p>
            <ul className="grid grid-cols-3 gap-2">
              {vendor.menuImageUrls.map((url, index) => (
                <li key={url}>
                  <img
                    src={url}
                    srcSet={srcSetOf(url)}
                    sizes="(min-width: 1024px) 10rem, 33vw"
                    loading="lazy"
                    alt={t('vendorUi.photos.altNumbered', { label: t('vendorUi.field.menuPhotos'), n: index + 1 })}
                    className="aspect-square w-full rounded-md border border-border object-cover"
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  );
}

/** The vendor's short link (copy or share) and the way to its printable QR poster. */
function ShareCard({ vendorId, name }: { vendorId: number; name: string }) {
  const url = absoluteUrl(`/v/${vendorId}`);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        <span className="text-muted-foreground">{t('vendorShare.card.link')}: </span>
        <span className="break-all font-mono font-semibold" data-testid="short-link">
          {url.replace(/^https?:\/\//, '')}
        </span>
      </p>
      <ShareButton url={url} title={t('vendorShare.title', { name })} shareLabel={t('vendorShare.share')} copyLabel={t('vendorShare.copy')} />
      <Button asChild variant="accent" className="self-start">
        <Link to="/vendor-poster">
          <Printer aria-hidden="true" />
          {t('vendorShare.card.poster')}
        </Link>
      </Button>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="mt-6 flex flex-col gap-6" role="status" aria-label={t('common.loading')}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-40 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-96 rounded-xl lg:col-span-2" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </div>
  );
}

function NoProfile() {
  return (
    <Card className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <Store className="size-7" aria-hidden="true" />
      </span>
      <h2 className="font-bold text-2xl tracking-tight">{t('vendorUi.noProfile.title')}</h2>
      <p className="text-muted-foreground">{t('vendorUi.noProfile.body')}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/vendor-registration">{t('vendorUi.noProfile.create')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">{t('vendorUi.noProfile.backToMap')}</Link>
        </Button>
      </div>
    </Card>
  );
}

/** Scrolls to a dashboard section and puts focus on its first control (the checklist's hours step). */
function goToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('button, input, [tabindex]:not([tabindex="-1"])')?.focus({ preventScroll: true });
}

function Dashboard({ data }: { data: MyVendor }) {
  const { vendor } = data;
  const [editProfile, setEditProfile] = useState(false);
  const [addItem, setAddItem] = useState(false);
  // Decision 0028: the success notice shows once, right after Go live on this page.
  const [wentLive, setWentLive] = useState(false);
  const onStep = (key: SetupStepKey) => {
    if (key === 'photo' || key === 'payment') setEditProfile(true);
    else if (key === 'menu') setAddItem(true);
    else goToSection('business-hours');
  };

  return (
    <>
      <div className="mt-6 flex flex-col gap-6">
        {wentLive && <WentLiveNotice name={vendor.businessName} onDismiss={() => setWentLive(false)} />}
        {!data.setup.live && <GoLiveCard data={data} onStep={onStep} onLive={() => setWentLive(true)} />}
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard
            label={t('vendorUi.stats.profileViews')}
            icon={Eye}
            hint={t('vendorFirstDay.stats.profileViewsPeriod')}
            testId="stat-profile-views"
          >
            {data.profileViews.toLocaleString(localeTag())}
          </StatCard>
          <StatCard label={t('vendorUi.stats.rating')} icon={Star}>
            {data.rating.toFixed(1)}
          </StatCard>
          <StatCard
            label={t('vendorUi.stats.status')}
            icon={data.isOpen ? DoorOpen : DoorClosed}
            tone={data.isOpen ? 'open' : 'closed'}
            live
          >
            <span data-testid="vendor-status">{t(data.isOpen ? 'vendorUi.stats.open' : 'vendorUi.stats.closed')}</span>
          </StatCard>
          <StatCard label={t('vendorUi.stats.reviews')} icon={MessageSquare}>
            {data.reviewCount}
          </StatCard>
        </div>

        <LowStockWarning vendorId={vendor.id} />

        <QuickActions vendor={vendor} onEditProfile={() => setEditProfile(true)} onManageMenu={() => setAddItem(true)} />

        <Section title={t('vendorRush.ordering.title')} description={t('vendorRush.ordering.hint')} icon={Gauge}>
          <OrderingControls vendorId={vendor.id} state={vendor} />
        </Section>

        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <Section
              title={t('vendorUi.menu.title')}
              description={t('vendorUi.menu.hint')}
              icon={UtensilsCrossed}
              action={
                <Button size="sm" variant="accent" onClick={() => setAddItem(true)}>
                  <Plus aria-hidden="true" />
                  {t('vendorUi.menu.add')}
                </Button>
              }
            >
              <MenuTable vendorId={vendor.id} items={data.menuItems} />
            </Section>
            <MenuCategoriesManager data={data} />
            <LocationsManager data={data} />
            <Section id="business-hours" title={t('vendorUi.hours.title')} description={t('vendorUi.hours.hint')} icon={Clock}>
              <HoursEditor vendorId={vendor.id} hours={data.businessHours} />
            </Section>
            <Section title={t('vendorRush.windows.title')} description={t('vendorRush.windows.hint')} icon={CalendarClock}>
              <PickupWindowsEditor vendorId={vendor.id} />
            </Section>
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <ProfileCard data={data} onEdit={() => setEditProfile(true)} />
            <Section title={t('vendorShare.card.title')} description={t('vendorShare.card.hint')} icon={QrCode}>
              <ShareCard vendorId={vendor.id} name={vendor.businessName} />
            </Section>
            <LoyaltySettings vendor={vendor} />
            {vendor.hasLoyaltyProgram && (
              <Section title={t('vendorUi.rewards.title')} icon={Gift}>
                <RewardsManager vendorId={vendor.id} menuItems={data.menuItems} />
              </Section>
            )}
          </div>
        </div>
      </div>

      <EditProfileDialog vendor={vendor} open={editProfile} onOpenChange={setEditProfile} />
      <MenuItemDialog vendorId={vendor.id} open={addItem} onOpenChange={setAddItem} />
    </>
  );
}

export function VendorDashboard() {
  useDocumentTitle(t('page.vendorDashboard.title'));
  const myVendor = useMyVendor();
  const signedOut = myVendor.isError && isUnauthorizedError(myVendor.error);
  useEffect(() => {
    if (signedOut) return handleUnauthorized();
  }, [signedOut]);

  const data = myVendor.data;
  const noProfile = !data && myVendor.isError && isNoProfileError(myVendor.error);

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-16 sm:px-6 lg:px-8">
        <div className="flex items-center gap-4">
          {data?.vendor.profileImageUrl && (
            <img
              src={data.vendor.profileImageUrl}
              srcSet={srcSetOf(data.vendor.profileImageUrl)}
              sizes="64px"
              alt={t('vendorUi.dashboard.photoAlt', { name: data.vendor.businessName })}
              className="size-14 shrink-0 rounded-2xl border border-border object-cover shadow-sm sm:size-16"
            />
          )}
          <div className="flex min-w-0 flex-col gap-0.5">
            <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">{t('page.vendorDashboard.title')}</h1>
            {data && (
              <p className="truncate text-muted-foreground">
                <span className="font-semibold text-foreground">{data.vendor.businessName}</span>
                {' · '}
                {data.vendor.cuisine}
              </p>
            )}
          </div>
        </div>

        {data ? (
          <Dashboard data={data} />
        ) : noProfile ? (
          <NoProfile />
        ) : myVendor.isError && !signedOut ? (
          <Card className="mt-8 flex flex-col items-start gap-4 p-6">
            <p role="alert">{t('vendorUi.dashboard.loadFailed')}</p>
            <Button variant="outline" onClick={() => myVendor.refetch()}>
              {t('vendorUi.common.retry')}
            </Button>
          </Card>
        ) : (
          <DashboardSkeleton />
        )}
      </main>
    </div>
  );
}
