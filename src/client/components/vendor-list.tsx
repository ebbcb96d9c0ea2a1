/**
 * The map home's vendor list (SPEC §2 "Map home", §8, §9): 3 skeleton cards while loading, the
 * cards with a sponsored message between them, and SPEC's empty text when nothing matches.
 */
import { SKELETON_CARD_COUNT } from '@shared/constants.js';
import { distanceMiles, entryPlace, type LatLng } from '@shared/geo.js';
import type { VendorListEntry } from '@shared/schemas/vendors.js';
import { AlertTriangle, RefreshCw, SearchX } from 'lucide-react';
import { Fragment, startTransition, useEffect, useState } from 'react';
import { t } from '@/lib/i18n';
import { whenIdle } from '@/lib/utils';
import { AdSlot } from './ad-slot';
import { Button } from './ui/button';
import { VendorCard, VendorCardSkeleton } from './vendor-card';

/**
 * Cards in the list's first render (the server's first paint and its hydration): a phone's first
 * screen (the list starts ~400 px down a 375×812 screen, a card is ~230 px: two show, a third
 * peeks). The others follow a few at a time when the browser is idle, so a phone is not busy with
 * cards below the fold while the page becomes usable: each card is a share of the hydration's
 * work and of its one commit (docs/decisions/0039).
 */
const FIRST_CARDS = 3;
const MORE_CARDS = 6;
/** How long a step waits for an idle moment at most. */
const STEP_WAIT_MS = 500;

/** How many of `total` cards to draw now: FIRST_CARDS, then MORE_CARDS more per idle moment. */
function useCardsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown >= total) return;
    let live = true;
    whenIdle(() => {
      if (live) startTransition(() => setShown((n) => n + MORE_CARDS));
    }, STEP_WAIT_MS);
    return () => {
      live = false;
    };
  }, [shown, total]);
  return shown;
}

/** A sponsored message follows the 2nd card, then every 3rd. */
const AD_EVERY = 3;
const adIndexAfter = (i: number) => (i % AD_EVERY === 1 ? Math.floor(i / AD_EVERY) : null);

export interface VendorListProps {
  vendors: VendorListEntry[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Whether a search, a chip other than All or "Open now" narrows the list. */
  filtered: boolean;
  onResetFilters: () => void;
  onOpen: (id: number, from: HTMLElement) => void;
  onHighlight?: (id: number | null) => void;
  /** The visitor's place: each card says how far away it is. */
  near?: LatLng | null;
}

const milesFrom = (near: LatLng | null | undefined, entry: VendorListEntry) => {
  const place = entryPlace(entry);
  return near && place ? distanceMiles(near, place) : null;
};

export function VendorList({
  vendors,
  loading,
  error,
  onRetry,
  filtered,
  onResetFilters,
  onOpen,
  onHighlight,
  near,
}: VendorListProps) {
  const shown = useCardsShown(vendors.length);
  if (loading) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {t('discovery.list.loading')}
        </p>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <VendorCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-6 text-center">
        <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
        <p className="font-semibold">{t('discovery.list.error')}</p>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {t('discovery.list.retry')}
        </Button>
      </div>
    );
  }
  if (vendors.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-xl border border-border border-dashed bg-card/60 px-6 py-10 text-center"
        data-testid="vendor-list-empty"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-sand-100 text-muted-foreground">
          <SearchX className="size-6" aria-hidden="true" />
        </span>
        <p className="max-w-xs text-muted-foreground">{t('discovery.list.empty')}</p>
        {filtered && (
          <Button variant="outline" size="sm" onClick={onResetFilters}>
            {t('discovery.list.resetFilters')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label={t('discovery.list.label')} data-testid="vendor-list">
      {vendors.slice(0, shown).map((entry, i) => {
        const adIndex = adIndexAfter(i);
        return (
          <Fragment key={entry.vendor.id}>
            {/* A card off screen is not laid out or painted until it nears the screen (its size kept
                meanwhile); the padding, taken back by the margin, leaves room for its focus ring and
                shadow, which the containment would otherwise clip. */}
            <li className="-m-3 p-3 [contain-intrinsic-size:auto_12rem] [content-visibility:auto]">
              <VendorCard entry={entry} onOpen={onOpen} onHighlight={onHighlight} milesAway={milesFrom(near, entry)} />
            </li>
            {adIndex !== null && <AdListItem index={adIndex} />}
          </Fragment>
        );
      })}
    </ul>
  );
}

function AdListItem({ index }: { index: number }) {
  return (
    <li className="empty:hidden">
      <AdSlot placement="vendor_list" index={index} />
    </li>
  );
}
