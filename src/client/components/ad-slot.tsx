/**
 * Sponsored messages from the administrator's advertisements (DESIGN §5: ads show by placement
 * and count impressions and clicks). GET /api/ads?placement=… counts the impressions; a click is
 * reported with POST /api/ads/:id/click, fire-and-forget. When the endpoint is missing, fails or
 * returns nothing, the slot renders nothing.
 */
import type { PublicAdvertisement, WebAdPlacement } from '@shared/schemas/admin.js';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Megaphone } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { api } from '@/lib/api';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { adsQueryKey } from '@/lib/query-keys';


/** The live ads of a placement; [] while loading or when the endpoint is not there. */
export function useAds(placement: WebAdPlacement): PublicAdvertisement[] {
  const { data } = useQuery({
    queryKey: adsQueryKey(placement),
    queryFn: ({ signal }) => api('GET /api/ads', { query: { placement } }, { signal }),
  });
  return Array.isArray(data) ? data : [];
}

/** Reports a click; the answer does not matter to the person clicking. */
export function recordAdClick(id: number): void {
  api('POST /api/ads/:id/click', { params: { id } }).catch(() => {});
}

/** One sponsored message. Clicking it reports the click and shows the whole message. */
export function AdCard({ ad, className }: { ad: PublicAdvertisement; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const clicked = useRef(false);
  const messageId = useId();
  const featured = ad.adType === 'featured' || ad.adType === 'banner';
  return (
    <aside
      aria-label={t('discovery.ads.sponsored')}
      data-testid="ad"
      className={cn(
        'relative overflow-hidden rounded-xl border shadow-sm',
        featured ? 'border-amber-300 bg-gradient-to-r from-amber-50 to-sand-50' : 'border-border bg-card',
        className,
      )}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={messageId}
        onClick={() => {
          if (!clicked.current) {
            clicked.current = true;
            recordAdClick(ad.id);
          }
          setExpanded((v) => !v);
        }}
        className="flex w-full cursor-pointer items-start gap-3 p-3 text-left transition-colors hover:bg-amber-100/40"
      >
        {ad.imageUrl ? (
          <img src={ad.imageUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
            <Megaphone className="size-5" aria-hidden="true" />
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="font-bold text-[0.6875rem] text-amber-900 uppercase tracking-wider">
            {t('discovery.ads.sponsored')}
          </span>
          <span className="font-semibold text-foreground text-sm leading-snug">{ad.title}</span>
          <span id={messageId} className={cn('text-muted-foreground text-sm', !expanded && 'line-clamp-1')}>
            {ad.message}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-1 size-4 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-180')}
        />
        <span className="sr-only">{expanded ? t('discovery.ads.less') : t('discovery.ads.more')}</span>
      </button>
    </aside>
  );
}

/**
 * The ads of a placement: all of them in a row, or only the `index`-th (the vendor list puts
 * one between cards). Nothing when there is none.
 */
export function AdSlot({ placement, index, className }: { placement: WebAdPlacement; index?: number; className?: string }) {
  const ads = useAds(placement);
  if (index !== undefined) {
    const ad = ads[index];
    return ad ? <AdCard ad={ad} className={className} /> : null;
  }
  if (ads.length === 0) return null;
  return (
    <div
      className={cn(
        'flex snap-x snap-mandatory gap-3 overflow-x-auto pb-1 [scrollbar-width:thin]',
        ads.length === 1 && 'block',
        className,
      )}
      data-testid={`ad-slot-${placement}`}
    >
      {ads.map((ad) => (
        <AdCard key={ad.id} ad={ad} className={cn('snap-start', ads.length > 1 && 'w-[min(22rem,85%)] shrink-0')} />
      ))}
    </div>
  );
}
