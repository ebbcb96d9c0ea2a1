/**
 * A vendor on the map home's list (SPEC §2 "Map home", §9): a banner with the business name (two
 * lines at most), the vendor's photo when it has one, and the open/closed badge, then cuisine (in
 * the visitor's language), price hint,
 * rating with review count, address and, once the visitor's place is known, how far away it is.
 * The name is a button that opens the detail dialog; its hit area covers the whole card.
 */
import { distancePrecision, NEAR_MILES } from '@shared/geo.js';
import type { VendorListEntry } from '@shared/schemas/vendors.js';
import { priceTier } from '@shared/vendor-filter.js';
import {
  type LucideIcon,
  Beef,
  CakeSlice,
  Clock,
  Flame,
  Gift,
  Hamburger,
  IceCreamCone,
  MapPin,
  Moon,
  Soup,
  Star,
  Timer,
  Utensils,
} from 'lucide-react';
import type { MouseEvent } from 'react';
import { hourOf, useFirstPaintValue } from '@/lib/first-paint-value';
import { cuisineLabel } from '@/lib/labels';
import { getLocale, numberFormat, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { FollowButton } from './follow-button';
import { HereNowBadge } from './here-now';
import { opensText } from './opens-text';
import { Skeleton } from './ui/skeleton';
import { Thumbnail } from './ui/thumbnail';

export interface CuisineTheme {
  icon: LucideIcon;
  /** Background classes of the banner; white text on it meets 4.5:1. */
  banner: string;
}

/** The banner colours and icon for a cuisine (by keyword, like the price hint). */
export function cuisineTheme(cuisine: string): CuisineTheme {
  const c = cuisine.toLowerCase();
  if (/bbq|barbecue|barbeque|smoke/.test(c)) return { icon: Flame, banner: 'from-red-900 to-orange-800' };
  if (/dessert|ice cream|sweet|shake|pastr|bakery|churro/.test(c))
    return { icon: IceCreamCone, banner: 'from-pink-800 to-rose-700' };
  if (/burger/.test(c)) return { icon: Hamburger, banner: 'from-amber-800 to-amber-700' };
  if (/taco|mexican|burrito/.test(c)) return { icon: Flame, banner: 'from-terracotta-700 to-orange-700' };
  if (/cake|cookie/.test(c)) return { icon: CakeSlice, banner: 'from-pink-800 to-rose-700' };
  if (/steak|beef|grill/.test(c)) return { icon: Beef, banner: 'from-red-900 to-orange-800' };
  if (/soup|ramen|pho|noodle|asian/.test(c)) return { icon: Soup, banner: 'from-teal-800 to-teal-700' };
  return { icon: Utensils, banner: 'from-teal-800 to-accent' };
}

/** The open/closed badge: a dot and text when open, a moon and text when closed. */
export function OpenBadge({ isOpen, className }: { isOpen: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 font-bold text-xs shadow-sm',
        isOpen ? 'bg-white text-green-800' : 'bg-stone-900/70 text-white',
        className,
      )}
    >
      {isOpen ? (
        <span className="size-2 rounded-full bg-green-600" aria-hidden="true" />
      ) : (
        <Moon className="size-3" aria-hidden="true" />
      )}
      {isOpen ? t('discovery.card.open') : t('discovery.card.closed')}
    </span>
  );
}

/** "★ 4.5 (12 reviews)" or "No reviews yet". */
export function RatingLine({ rating, reviewCount, className }: { rating: number; reviewCount: number; className?: string }) {
  if (reviewCount === 0) {
    return (
      <span className={cn('inline-flex items-center gap-1 text-muted-foreground text-sm', className)}>
        <Star className="size-4 text-stone-400" aria-hidden="true" />
        {t('discovery.card.noReviews')}
      </span>
    );
  }
  const value = rating.toFixed(1);
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star className="size-4 fill-amber-400 text-amber-600" aria-hidden="true" />
      <span className="sr-only">{t('discovery.card.ratingLabel', { rating: value })}</span>
      <span aria-hidden="true" className="font-semibold">
        {value}
      </span>
      <span className="text-muted-foreground">
        <span className="sr-only">, </span>
        {reviewCount === 1 ? t('discovery.card.reviewsOne') : t('discovery.card.reviews', { count: reviewCount })}
      </span>
    </span>
  );
}

export function priceHint(cuisine: string): string {
  return t(`discovery.price.${priceTier(cuisine)}`);
}

/** "1.2 mi away" (one decimal under 10 miles, whole miles beyond), "less than 0.1 mi away" at the truck. */
export function distanceLabel(miles: number): string {
  const digits = distancePrecision(miles);
  if (digits === 'near') return t('discovery.card.distanceNear', { miles: numberFormat({ minimumFractionDigits: 1 }).format(NEAR_MILES) });
  return t('discovery.card.distance', {
    miles: numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(miles),
  });
}

/**
 * "Opens 4:00 PM" under a closed vendor's name (issue 44), as the server's first paint wrote it
 * while the list hydrates (the valley's clock is a phone's first use of its time-zone data).
 */
function OpensLine({ vendorId, opensAt }: { vendorId: number; opensAt: string }) {
  const text = useFirstPaintValue(`opens ${vendorId} ${opensAt} ${getLocale()} ${hourOf()}`, () => opensText(opensAt));
  return (
    <p className="flex items-center gap-1.5 font-semibold text-foreground text-sm" data-testid="vendor-opens">
      <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {text}
    </p>
  );
}

export interface VendorCardProps {
  entry: VendorListEntry;
  onOpen: (id: number, from: HTMLElement) => void;
  onHighlight?: (id: number | null) => void;
  /** Miles from the visitor, when both places are known. */
  milesAway?: number | null;
}

export function VendorCard({ entry, onOpen, onHighlight, milesAway }: VendorCardProps) {
  const { vendor, isOpen, rating, reviewCount } = entry;
  const theme = cuisineTheme(vendor.cuisine);
  const Icon = theme.icon;
  const highlight = () => onHighlight?.(vendor.id);
  const unhighlight = () => onHighlight?.(null);
  return (
    <article
      data-testid="vendor-card"
      data-vendor-id={vendor.id}
      className="group relative overflow-hidden rounded-xl border border-border bg-card shadow-warm transition-shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2 hover:shadow-lg"
      onMouseEnter={highlight}
      onMouseLeave={unhighlight}
    >
      {/* The banner is not positioned, so the name button's hit area (after:) covers the card. */}
      <div className={cn('flex h-[4.75rem] items-start justify-between gap-3 bg-gradient-to-br px-4 pt-3', theme.banner)}>
        <span aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-[4.75rem] overflow-hidden">
          <Icon className="absolute -right-2 -bottom-4 size-20 rotate-[-12deg] text-white/15 transition-transform duration-300 group-hover:rotate-0 motion-reduce:transition-none" />
        </span>
        {vendor.profileImageUrl && (
          <Thumbnail
            src={vendor.profileImageUrl}
            size={48}
            className="relative bg-white/20 ring-2 ring-white/70"
            testId="vendor-card-photo"
          />
        )}
        <h3 className="min-w-0 flex-1 font-extrabold text-lg text-white leading-tight tracking-tight sm:text-xl">
          <button
            type="button"
            title={vendor.businessName}
            onClick={(e: MouseEvent<HTMLButtonElement>) => onOpen(vendor.id, e.currentTarget)}
            onFocus={highlight}
            onBlur={unhighlight}
            className="cursor-pointer text-left outline-none after:absolute after:inset-0 after:z-10 after:content-['']"
          >
            <span className="line-clamp-2 break-words">{vendor.businessName}</span>
          </button>
        </h3>
        <OpenBadge isOpen={isOpen} className="relative shrink-0" />
      </div>
      <div className="flex flex-col gap-2 px-4 pt-3 pb-4">
        {entry.hereNow && <HereNowBadge hereNow={entry.hereNow} className="self-start" />}
        {!isOpen && entry.opensAt && <OpensLine vendorId={vendor.id} opensAt={entry.opensAt} />}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold text-foreground">{cuisineLabel(vendor.cuisine)}</span>
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          <span className="rounded-md bg-sand-100 px-1.5 py-0.5 font-semibold text-primary-soft-foreground text-xs">
            <span className="sr-only">{t('discovery.card.priceLabel')}: </span>
            {priceHint(vendor.cuisine)}
          </span>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <RatingLine rating={rating} reviewCount={reviewCount} />
          <span className="flex items-center gap-1.5">
            {vendor.acceptsPreorders && (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-hover text-xs">
                <Timer className="size-3" aria-hidden="true" />
                {t('discovery.card.preorders')}
              </span>
            )}
            {vendor.hasLoyaltyProgram && (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-primary-soft-foreground text-xs">
                <Gift className="size-3" aria-hidden="true" />
                {t('discovery.card.loyalty')}
              </span>
            )}
            <FollowButton vendorId={vendor.id} vendorName={vendor.businessName} className="-my-2 -mr-2" />
          </span>
        </div>
        <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="line-clamp-1 min-w-0 flex-1">
            {entry.currentLocation
              ? `${entry.currentLocation.locationName} · ${entry.currentLocation.address}`
              : vendor.address}
          </span>
          {milesAway != null && (
            <span className="shrink-0 font-semibold text-foreground" data-testid="vendor-distance">
              {distanceLabel(milesAway)}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** The loading placeholder of one card. */
export function VendorCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-warm" data-testid="vendor-card-skeleton">
      <Skeleton className="h-[4.75rem] rounded-none" />
      <div className="flex flex-col gap-2.5 px-4 pt-3 pb-4">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
