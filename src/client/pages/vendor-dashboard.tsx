/**
 * Vendor dashboard (SPEC §2 "Vendor dashboard", §7, §8; DESIGN §5): stat cards (profile views over
 * the last 30 days, issue 24), Mark as Open /
 * Mark as Closed, Edit Profile, the menu, business hours, the loyalty switch and, while it is on,
 * the rewards. Everything is the signed-in user's own vendor from GET /api/my-vendor, reloaded
 * after each successful change; a user without one is offered to create it.
 */
import { srcSetOf } from '@shared/image-variants.js';
import { formatPhone } from '@shared/phone.js';
import type { SetupStepKey } from '@shared/setup-checklist.js';
import {
  type MyVendor,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentMethodLabelKey,
} from '@shared/schemas/vendors.js';
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
  Monitor,
  Pencil,
  Phone,
  Plus,
  Printer,
  QrCode,
  Star,
  Store,
  UtensilsCrossed,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from '@/lib/router';
import { AppHeader, type HeaderLink } from '@/components/layout/app-header';
import { BrandLink } from '@/components/brand';
import { absoluteUrl, ShareButton } from '@/components/share-button';
import { LogoutButton } from '@/components/logout-button';
import { LanguageSwitch } from '@/components/language-switch';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EditProfileDialog } from '@/components/vendor/edit-profile-dialog';
import { GoLiveCard, WentLiveNotice } from '@/components/vendor/go-live-card';
import { HoursEditor } from '@/components/vendor/hours-editor';
import { MenuItemDialog } from '@/components/vendor/menu-item-dialog';
import { MenuTable } from '@/components/vendor/menu-table';
import { LowStockWarning } from '@/components/vendor/low-stock-warning';
import { LocationsManager } from '@/components/vendor/locations-manager';
import { MenuCategoriesManager } from '@/components/vendor/menu-categories-manager';
import { isNoProfileError, useMyVendor } from '@/components/vendor/my-vendor';
import { RewardsManager } from '@/components/vendor/rewards-manager';
import { DashboardSection } from '@/components/vendor/dashboard-section';
import { ReviewsManager } from '@/components/vendor/reviews-manager';
import { ChatInbox } from '@/components/vendor/chat-inbox';
import { LoyaltySettings } from '@/components/vendor/loyalty-settings';
import { SquareCard } from '@/components/vendor/square-card';
import { QuickActions } from '@/components/vendor/quick-actions';
import { OrderingControls } from '@/components/vendor/ordering-controls';
import { PickupWindowsEditor } from '@/components/vendor/pickup-windows-editor';
import { handleUnauthorized, isUnauthorizedError } from '@/lib/api';
import { localeTag, t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

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

function ProfileCard({ data, onEdit }: { data: MyVendor; onEdit: () => void }) {
  const { vendor } = data;
  const methods = vendor.paymentMethods.filter((m): m is PaymentMethod =>
    (PAYMENT_METHODS as readonly string[]).includes(m),
  );
  return (
    <DashboardSection
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
    </DashboardSection>
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
      {/* Issue 41: the public order board for a tablet facing the crowd (opens in a new tab). */}
      <Button asChild variant="outline" className="self-start">
        <a href={`/board/${vendorId}`} target="_blank" rel="noopener" data-testid="board-link">
          <Monitor aria-hidden="true" />
          {t('festival.board.open')}
        </a>
      </Button>
      <p className="text-muted-foreground text-xs">{t('festival.board.openHint')}</p>
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
const navLinks: readonly HeaderLink[] = [
  { to: '/vendor-preorders', label: 'vendorUi.nav.preorders', icon: ClipboardList },
  { to: '/vendor-analytics', label: 'vendorUi.nav.analytics', icon: BarChart3 },
  { to: '/event-management', label: 'vendorUi.nav.events', icon: CalendarDays },
  { to: '/', label: 'vendorUi.nav.mapView', icon: MapIcon },
];

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

        <DashboardSection title={t('vendorRush.ordering.title')} description={t('vendorRush.ordering.hint')} icon={Gauge}>
          <OrderingControls vendorId={vendor.id} state={vendor} />
        </DashboardSection>

        <ChatInbox />

        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <DashboardSection
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
            </DashboardSection>
            <MenuCategoriesManager data={data} />
            <LocationsManager data={data} />
            <DashboardSection id="business-hours" title={t('vendorUi.hours.title')} description={t('vendorUi.hours.hint')} icon={Clock}>
              <HoursEditor vendorId={vendor.id} hours={data.businessHours} />
            </DashboardSection>
            <DashboardSection title={t('vendorRush.windows.title')} description={t('vendorRush.windows.hint')} icon={CalendarClock}>
              <PickupWindowsEditor vendorId={vendor.id} />
            </DashboardSection>
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <ProfileCard data={data} onEdit={() => setEditProfile(true)} />
            <DashboardSection title={t('vendorShare.card.title')} description={t('vendorShare.card.hint')} icon={QrCode}>
              <ShareCard vendorId={vendor.id} name={vendor.businessName} />
            </DashboardSection>
            <SquareCard />
            <LoyaltySettings vendor={vendor} />
            <ReviewsManager vendorId={vendor.id} vendorName={vendor.businessName} />
            {vendor.hasLoyaltyProgram && (
              <DashboardSection title={t('vendorUi.rewards.title')} icon={Gift}>
                <RewardsManager vendorId={vendor.id} menuItems={data.menuItems} />
              </DashboardSection>
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
      <AppHeader brand={(className) => <BrandLink className={className} />} navLabel={t('vendorUi.nav.label')} links={navLinks} grow="links">
        <LanguageSwitch compact />
        <LogoutButton>{t('common.logout')}</LogoutButton>
      </AppHeader>
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
