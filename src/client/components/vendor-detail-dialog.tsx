/**
 * The vendor detail dialog (SPEC §2 "Vendor detail dialog"): open/closed badge, business name,
 * cuisine, rating and review count, address, phone (a tel: link), the week's hours Sunday to
 * Saturday, About, the menu with sold-out items marked, the latest reviews, and Preorder when the
 * vendor takes preorders. Radix Dialog traps focus and closes on Escape; focus goes back to the
 * element that opened it.
 */
import { srcSetOf } from '@shared/image-variants.js';
import { NEARBY_MILES, VALLEY_TIME_ZONE } from '@shared/constants.js';
import { zonedParts } from '@shared/hours.js';
import { directionsUrl } from '@shared/locations.js';
import { formatMoney } from '@shared/money.js';
import { formatPhone } from '@shared/phone.js';
import { distanceMiles, distancePrecision, NEAR_MILES } from '@shared/geo.js';
import type { VendorDetail, VendorListEntry } from '@shared/schemas/vendors.js';
import { weekHours } from '@shared/vendor-filter.js';
import { AlertTriangle, ArrowRight, Clock, Landmark, MapPin, Navigation, Newspaper, Phone, RefreshCw, Star, UtensilsCrossed, X } from 'lucide-react';
import type { RefObject, } from 'react';
import { Link } from '@/lib/router';
import { DeskAwayBanner } from '@/components/ordering/desk-away-banner';
import { formatClock } from '@/components/ordering/pickup-format';
import { cuisineLabel } from '@/lib/labels';
import { FollowButton } from './follow-button';
import { ReviewsSection } from './reviews/reviews-section';
import { VendorPosts } from './posts/vendor-posts';
import { ShareButton } from './share-button';
import { ChatButton } from './chat/chat-button';
import { Thumbnail } from './ui/thumbnail';
import { numberFormat, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { DietaryBadges, GroupedMenu, isTodaysSpecial, TodaysSpecialBadge } from './grouped-menu';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';
import { Skeleton } from './ui/skeleton';
import { cuisineTheme, OpenBadge, priceHint, RatingLine } from './vendor-card';
import { ATTRACTIONS_QUERY_KEY, vendorDetailKey } from '@/lib/query-keys';
import { isPausedAt } from '@shared/pickup-choice.js';
import { useProfileView } from '@/lib/use-profile-view';
import { ClosedBanner } from './ordering/closed-banner';
import { HereNowBadge, NotHereButton } from './here-now';
import { PausedBanner } from './ordering/paused-banner';
import { useApiQuery } from '@/lib/use-api-query';

const DAY_KEYS = [
  'discovery.day.0',
  'discovery.day.1',
  'discovery.day.2',
  'discovery.day.3',
  'discovery.day.4',
  'discovery.day.5',
  'discovery.day.6',
] as const;



export interface VendorDetailDialogProps {
  /** The vendor to show; null keeps the dialog closed. */
  vendorId: number | null;
  /** The list entry, shown at once while the detail loads. */
  entry?: VendorListEntry | null;
  onClose: () => void;
  /** Where focus goes back to on close (the pin or card that opened it). */
  returnFocus?: RefObject<HTMLElement | null>;
}

export function VendorDetailDialog({ vendorId, entry, onClose, returnFocus }: VendorDetailDialogProps) {
  const open = vendorId !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          hideClose
          className="block max-w-2xl gap-0 p-0"
          data-testid="vendor-detail"
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <DetailBody vendorId={vendorId} entry={entry ?? null} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DetailBody({ vendorId, entry }: { vendorId: number; entry: VendorListEntry | null }) {
  const query = useApiQuery({ queryKey: vendorDetailKey(vendorId) });
  const detail = query.data;
  useProfileView(vendorId);
  const vendor = detail?.vendor ?? entry?.vendor ?? null;
  const isOpen = detail?.isOpen ?? entry?.isOpen ?? false;
  const rating = detail?.rating ?? entry?.rating ?? 0;
  const reviewCount = detail?.reviewCount ?? entry?.reviewCount ?? 0;
  const theme = cuisineTheme(vendor?.cuisine ?? '');
  const Icon = theme.icon;

  return (
    <>
      <header className={cn('relative shrink-0 overflow-hidden bg-gradient-to-br px-6 pt-5 pb-5 text-white', theme.banner)}>
        <Icon aria-hidden="true" className="pointer-events-none absolute -right-4 -bottom-8 size-36 rotate-[-12deg] text-white/10" />
        <div className="flex items-start justify-between gap-3">
          <OpenBadge isOpen={isOpen} className="relative" />
          {vendor && (
            <FollowButton vendorId={vendor.id} vendorName={vendor.businessName} tone="banner" className="-mt-1 ml-auto" />
          )}
          <DialogClose className="relative -mt-1 -mr-2 inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-white transition-colors hover:bg-white/15 focus-visible:outline-white">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('common.close')}</span>
          </DialogClose>
        </div>
        <div className="relative mt-3 flex items-center gap-4">
          {vendor?.profileImageUrl && (
            <img
              src={vendor.profileImageUrl}
              srcSet={srcSetOf(vendor.profileImageUrl)}
              sizes="72px"
              alt={t('guestPreorder.vendorPhotoAlt', { name: vendor.businessName })}
              width={72}
              height={72}
              decoding="async"
              className="size-18 shrink-0 rounded-xl bg-white/20 object-cover ring-2 ring-white/70"
            />
          )}
          <DialogTitle className="min-w-0 font-extrabold text-2xl text-white leading-tight tracking-tight sm:text-3xl">
            {vendor?.businessName ?? t('discovery.detail.loading')}
          </DialogTitle>
        </div>
        <DialogDescription className="relative mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-white">
          {vendor && (
            <>
              <span className="font-semibold">{cuisineLabel(vendor.cuisine)}</span>
              <span aria-hidden="true">·</span>
              <span>
                <span className="sr-only">{t('discovery.card.priceLabel')}: </span>
                {priceHint(vendor.cuisine)}
              </span>
              <span aria-hidden="true">·</span>
              <RatingLine
                rating={rating}
                reviewCount={reviewCount}
                className="text-white [&_.text-muted-foreground]:text-white/90 [&_.text-stone-400]:text-white/70"
              />
            </>
          )}
        </DialogDescription>
      </header>

      {detail?.hereNow && (
        <div className="mx-6 mt-4 flex flex-wrap items-center justify-between gap-2">
          <HereNowBadge hereNow={detail.hereNow} className="text-sm" />
          <NotHereButton vendorId={vendorId} businessName={detail.vendor.businessName} />
        </div>
      )}
      {detail && <PausedBanner pausedUntil={detail.vendor.pausedUntil} className="mx-6 mt-5" />}
      {detail && !isPausedAt(detail.vendor.pausedUntil, new Date()) && (
        <ClosedBanner isOpen={detail.isOpen} opensAt={detail.opensAt} className="mx-6 mt-5" />
      )}
      {detail?.deskAway && !isPausedAt(detail.vendor.pausedUntil, new Date()) && (
        <DeskAwayBanner vendor={detail.vendor.businessName} className="mx-6 mt-5" />
      )}

      <div>
        {query.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
            <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
            <p className="font-semibold">{t('discovery.detail.error')}</p>
            <Button variant="outline" onClick={() => query.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('discovery.detail.retry')}
            </Button>
          </div>
        ) : !detail ? (
          <div className="flex flex-col gap-4 p-6">
            <p role="status" className="sr-only">
              {t('discovery.detail.loading')}
            </p>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <div className="grid gap-6 sm:grid-cols-[17rem_minmax(0,1fr)]">
              <Skeleton className="h-44" />
              <Skeleton className="h-44" />
            </div>
          </div>
        ) : (
          <DetailContent detail={detail} />
        )}
      </div>

      {detail?.vendor.acceptsPreorders && (
        <footer className="sticky bottom-0 z-10 flex flex-col gap-2 border-border border-t bg-sand-50 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground text-sm">{t('discovery.detail.preorderHint')}</p>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={`/guest-preorder?vendor=${detail.vendor.id}`}>
              {t('discovery.detail.preorder')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </footer>
      )}
    </>
  );
}

function SectionTitle({ children, icon: Icon }: { children: string; icon?: typeof Clock }) {
  return (
    <h3 className="mb-3 flex items-center gap-2 font-bold text-foreground text-sm uppercase tracking-wider">
      {Icon && <Icon className="size-4 text-primary" aria-hidden="true" />}
      {children}
    </h3>
  );
}

function DetailContent({ detail }: { detail: VendorDetail }) {
  const { vendor } = detail;
  return (
    <div className="flex flex-col gap-6 p-6">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="flex items-start gap-2.5">
          <dt className="shrink-0">
            <MapPin className="mt-0.5 size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">{t('discovery.detail.address')}</span>
          </dt>
          <dd className="flex flex-col gap-1">
            {detail.currentLocation ? (
              <>
                <span className="font-semibold">
                  {t(detail.isOpen ? 'locations.detail.now' : 'locations.detail.nextToday', {
                    place: detail.currentLocation.locationName,
                  })}
                </span>
                <span>{detail.currentLocation.address}</span>
              </>
            ) : (
              <span>{vendor.address}</span>
            )}
            <DirectionsLink detail={detail} />
          </dd>
        </div>
        {vendor.phone && (
          <div className="flex items-start gap-2.5">
            <dt className="shrink-0">
              <Phone className="mt-0.5 size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">{t('discovery.detail.phone')}</span>
            </dt>
            <dd>
              <a
                href={`tel:${vendor.phone.replace(/[^\d+]/g, '')}`}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {formatPhone(vendor.phone)}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <ShareButton
        url={`/v/${vendor.id}`}
        title={t('vendorShare.title', { name: vendor.businessName })}
        shareLabel={t('vendorShare.share')}
        copyLabel={t('vendorShare.copy')}
      />
      <ChatButton vendorId={vendor.id} vendorName={vendor.businessName} />

      {vendor.description && (
        <section>
          <SectionTitle>{t('discovery.detail.about')}</SectionTitle>
          <p className="whitespace-pre-line text-foreground/90 text-sm leading-relaxed">{vendor.description}</p>
        </section>
      )}

      <div className="grid gap-6 sm:grid-cols-[17rem_minmax(0,1fr)]">
        <HoursSection detail={detail} />
        <MenuSection detail={detail} />
      </div>

      <ReviewsSection detail={detail} title={(text) => <SectionTitle icon={Star}>{text}</SectionTitle>} />
      <VendorPosts vendorId={vendor.id} title={(text) => <SectionTitle icon={Newspaper}>{text}</SectionTitle>} />
      <NearbySection detail={detail} />
    </div>
  );
}

/** Where the truck is now or next today, else its own pin (null without one). */
function vendorPoint(detail: VendorDetail): { latitude: number; longitude: number } | null {
  const here = detail.currentLocation;
  if (here && here.latitude !== null && here.longitude !== null) return { latitude: here.latitude, longitude: here.longitude };
  const { latitude, longitude } = detail.vendor;
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

/** DESIGN §10.3: the attractions within a mile of where the truck is, nearest first (last, so it moves nothing when it arrives). */
function NearbySection({ detail }: { detail: VendorDetail }) {
  const point = vendorPoint(detail);
  const query = useApiQuery({ queryKey: ATTRACTIONS_QUERY_KEY, enabled: point !== null, staleTime: 5 * 60_000 });
  if (!point || !query.data) return null;
  const from = { lat: point.latitude, lng: point.longitude };
  const nearby = query.data
    .map((a) => ({ a, miles: distanceMiles(from, { lat: a.latitude, lng: a.longitude }) }))
    .filter((n) => n.miles <= NEARBY_MILES)
    .sort((x, y) => x.miles - y.miles);
  if (nearby.length === 0) return null;
  return (
    <section data-testid="vendor-nearby">
      <SectionTitle icon={Landmark}>{t('attractions.nearby')}</SectionTitle>
      <ul className="flex flex-col gap-2 text-sm">
        {nearby.map(({ a, miles }) => (
          <li key={a.id} className="flex items-baseline justify-between gap-3">
            <span className="min-w-0">
              <span className="font-semibold">{a.name}</span>
              <span className="text-muted-foreground">{` · ${t(`attractions.type.${a.type}`)}`}</span>
              {a.isPartner && (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-900 text-xs">
                  <Star className="size-3 fill-current" aria-hidden="true" />
                  {t('attractions.partner')}
                </span>
              )}
            </span>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {distancePrecision(miles) === 'near'
                ? t('attractions.distanceNear', { miles: numberFormat({ minimumFractionDigits: 1 }).format(NEAR_MILES) })
                : t('attractions.distance', { miles: numberFormat({ maximumFractionDigits: 1 }).format(miles) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Directions" to where the truck is now or next today, else to its own pin (none without one). */
function DirectionsLink({ detail }: { detail: VendorDetail }) {
  const point = vendorPoint(detail);
  if (!point) return null;
  const place = detail.currentLocation?.locationName ?? detail.vendor.businessName;
  return (
    <a
      href={directionsUrl(point.latitude, point.longitude)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('locations.detail.directionsTo', { place })}
      className="inline-flex min-h-11 w-fit items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
    >
      <Navigation className="size-4" aria-hidden="true" />
      {t('locations.detail.directions')}
    </a>
  );
}

function HoursSection({ detail }: { detail: VendorDetail }) {
  const week = weekHours(detail.businessHours);
  const placeName = (id: number | null) =>
    id === null ? null : (detail.locations.find((l) => l.id === id)?.locationName ?? null);
  const today = zonedParts(new Date(), VALLEY_TIME_ZONE).weekday;
  return (
    <section data-testid="vendor-hours">
      <SectionTitle icon={Clock}>{t('discovery.detail.hours')}</SectionTitle>
      {week === null ? (
        <p className="text-muted-foreground text-sm">{t('discovery.detail.hoursNotAvailable')}</p>
      ) : (
        <dl className="flex flex-col text-sm">
          {week.map((day) => {
            const isToday = day.dayOfWeek === today;
            return (
              <div
                key={day.dayOfWeek}
                data-testid="hours-row"
                className={cn(
                  'flex items-baseline justify-between gap-3 rounded-md px-2 py-1.5',
                  isToday && 'bg-primary-soft font-semibold text-primary-soft-foreground',
                )}
              >
                <dt>
                  {t(DAY_KEYS[day.dayOfWeek])}
                  {isToday && <span className="sr-only"> ({t('discovery.detail.today')})</span>}
                </dt>
                <dd className={cn('text-right', day.closed && !isToday && 'text-muted-foreground')}>
                  {day.closed
                    ? t('discovery.detail.dayClosed')
                    : // Split shifts (issue 24) in order; each stays on one line, a day may wrap between them.
                      day.shifts.map((shift, i) => {
                        const place = placeName(shift.locationId);
                        return (
                          <span key={shift.open} className="whitespace-nowrap">
                            {t('discovery.detail.hoursRange', { open: formatClock(shift.open), close: formatClock(shift.close) })}
                            {/* The week by place (DESIGN §10.3): "11:00 AM - 2:00 PM · Indio Blvd". */}
                            {place && <span className="block whitespace-normal font-normal text-muted-foreground text-xs">{place}</span>}
                            {!place && i < day.shifts.length - 1 ? ', ' : ''}
                          </span>
                        );
                      })}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

function MenuSection({ detail }: { detail: VendorDetail }) {
  const items = detail.menuItems;
  const photos = detail.vendor.menuImageUrls;
  return (
    <section data-testid="vendor-menu">
      <SectionTitle icon={UtensilsCrossed}>{t('discovery.detail.menu')}</SectionTitle>
      {photos.length > 0 && (
        <ul className="-mx-1 mb-4 flex gap-2 overflow-x-auto px-1 pb-1" aria-label={t('discovery.detail.menuPhotos')} data-testid="menu-photos">
          {photos.map((url, i) => (
            <li key={url} className="shrink-0">
              <img
                src={url}
                srcSet={srcSetOf(url)}
                sizes="160px"
                alt={t('discovery.detail.menuPhotoAlt', { number: i + 1, name: detail.vendor.businessName })}
                width={160}
                height={120}
                loading="lazy"
                decoding="async"
                className="h-30 w-40 rounded-lg border border-border object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('discovery.detail.menuNotAvailable')}</p>
      ) : (
        <GroupedMenu
          items={items}
          categories={detail.menuCategories}
          headingLevel={4}
          className="gap-4"
          headingClassName="text-xs"
          listClassName="flex flex-col divide-y divide-border"
          renderItem={(item) => <MenuRow key={item.id} item={item} />}
        />
      )}
    </section>
  );
}

function MenuRow({ item }: { item: VendorDetail['menuItems'][number] }) {
  const soldOut = item.isSoldOut || item.inventoryCount === 0;
  const unavailable = !item.isAvailable;
  return (
    <li
      data-testid="menu-item"
      className={cn('flex items-start justify-between gap-4 py-2.5 first:pt-0', (soldOut || unavailable) && 'opacity-75')}
    >
      {item.imageUrl && (
        <Thumbnail src={item.imageUrl} size={56} className="border border-border" testId="menu-item-photo" />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-sm">
          <span className={cn((soldOut || unavailable) && 'line-through decoration-1')}>{item.name}</span>
          {soldOut && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900 text-xs">
              {t('discovery.detail.soldOut')}
            </span>
          )}
          {!soldOut && unavailable && (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 font-semibold text-stone-800 text-xs">
              {t('discovery.detail.unavailable')}
            </span>
          )}
          {isTodaysSpecial(item) && <TodaysSpecialBadge />}
        </p>
        {item.description && <p className="mt-0.5 text-muted-foreground text-sm">{item.description}</p>}
        <DietaryBadges tags={item.dietaryTags} className="mt-1" />
      </div>
      <span className="shrink-0 font-bold text-foreground text-sm tabular-nums">{formatMoney(item.price)}</span>
    </li>
  );
}
