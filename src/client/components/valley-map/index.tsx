/**
 * The stylised map of the Coachella Valley (SPEC §2 "Map home"; DESIGN §5 "Map"): an SVG drawing,
 * not map tiles. Cities sit at their real positions, projected from latitude and longitude
 * (equirectangular with a cos(latitude) correction), with the San Jacinto and Santa Rosa
 * mountains, the Little San Bernardino hills, the Salton Sea, I-10 and Highway 111 as simple shapes.
 *
 * Vendors with coordinates are pinned where they are; the others take SPEC §9's 5 fixed positions
 * in rotation. Pins are buttons (name and open/closed status), open pins and closed pins differ in
 * shape and icon as well as colour. The legend reads Open, Closed, Your Location; the visitor's
 * position shows when the browser grants it and it falls inside the valley. A switch shows the
 * valley's attractions (DESIGN §10.3), partners starred.
 *
 * In pick mode (vendor registration and Edit Profile) a click, or the arrow keys and Enter, place
 * a pin and report its latitude and longitude (6 decimals).
 *
 * The drawing fills whatever box it is given: the view always shows the cities and extends the
 * desert on the longer side. Labels and pins are HTML laid over the drawing so they keep a
 * readable size; labels that would collide are left out.
 */
import type { LatLng } from '@shared/geo.js';
import type { Attraction } from '@shared/schemas/attractions.js';
import type { VendorListEntry } from '@shared/schemas/vendors.js';
import { Crosshair, Landmark, LocateFixed, Star } from 'lucide-react';
import {
  startTransition,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { t } from '@/lib/i18n';
import { useVisitorLocation, type VisitorLocation } from '@/lib/use-visitor-location';
import { cn } from '@/lib/utils';
import { CITY_LABELS, LabelView, placeLabels, terrainLabels } from './labels';
import { ClosedMarker, HereMarker, OpenMarker, PickedMarker, YouMarker } from './markers';
import { PIN_SIZE, pinBox, type Rect, spreadPins } from './pin-layout';
import { nearestCity, placeVendors, VALLEY_CITIES } from './places';
import { type MapPoint, projectLatLng, viewBoxFor } from './projection';
import { Terrain } from './terrain';
import { usePickLocation } from './use-pick-location';

export type { LatLng };
export { nearestCity };
export { PIN_SIZE, type PinSpot, pinBox, type Rect, spreadPins } from './pin-layout';

export interface ValleyMapProps {
  vendors?: VendorListEntry[];
  onSelect?: (id: number) => void;
  pickMode?: boolean;
  picked?: LatLng | null;
  onPick?: (p: LatLng) => void;
  /** The vendor to highlight (for example while its card is hovered). */
  activeId?: number | null;
  /** Sizing: by default a square that fills the width; pass a height to fill a pane. */
  className?: string;
  /** The visitor's place when the page shares it with the list (else the map keeps its own). */
  location?: VisitorLocation;
  /**
   * The attractions layer (DESIGN §10.3): with `onToggleAttractions` the map offers a switch
   * under "Show my location"; while it is on, `attractions` are drawn under the pins, partners
   * with a star.
   */
  attractions?: Attraction[];
  showAttractions?: boolean;
  onToggleAttractions?: (on: boolean) => void;
}


export function ValleyMap({
  vendors = [],
  onSelect,
  pickMode = false,
  picked = null,
  onPick,
  activeId = null,
  className,
  location,
  attractions = [],
  showAttractions = false,
  onToggleAttractions,
}: ValleyMapProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  const clipId = `vm${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const helpId = useId();
  const ownLocation = useVisitorLocation({ auto: !location });
  const { position: you, status: geoStatus, locate } = location ?? ownLocation;

  useLayoutEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    // Drawing the map at a new size is a transition: React renders it in slices, so a phone does
    // not freeze while the terrain, labels and pins are laid out.
    const measure = () => startTransition(() => setSize({ w: el.clientWidth, h: el.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const view = useMemo(() => viewBoxFor(size.w, size.h), [size.w, size.h]);
  const scale = size.w > 0 ? size.w / view.width : 0;
  const toPx = useCallback(
    (p: LatLng): MapPoint => {
      const u = projectLatLng(p);
      return { x: (u.x - view.x) * scale, y: (u.y - view.y) * scale };
    },
    [view, scale],
  );

  const reserved = useMemo<Rect[]>(() => {
    if (!size.w) return [];
    // Keep clear of the controls laid over the map: legend, locate button, help text.
    const wide = size.w >= 640;
    const controlsHeight = onToggleAttractions && !pickMode ? 104 : 56;
    const r: Rect[] = [{ x: size.w - (wide ? 200 : 56), y: 0, w: wide ? 200 : 56, h: controlsHeight }];
    if (pickMode) r.push({ x: 0, y: 0, w: Math.min(size.w, 340), h: wide ? 52 : 72 });
    else if (wide) r.push({ x: 0, y: size.h - 112, w: 160, h: 112 });
    else r.push({ x: 0, y: size.h - 48, w: Math.min(size.w, 330), h: 48 });
    return r;
  }, [size.w, size.h, pickMode, onToggleAttractions]);

  const pins = useMemo(() => {
    if (!scale) return [];
    // Open vendors claim their spots first; the others make room. Ties keep vendor id order, so
    // pins do not jump when the list is re-sorted.
    const placed = placeVendors(vendors)
      .map((v) => {
        const p = toPx(v.at);
        return { ...v, ...PIN_SIZE[v.entry.isOpen ? 'open' : 'closed'], homeX: p.x, homeY: p.y, x: p.x, y: p.y };
      })
      .sort((a, b) => Number(b.entry.isOpen) - Number(a.entry.isOpen) || a.entry.vendor.id - b.entry.vendor.id);
    const spots = spreadPins(
      placed.map((p) => ({ x: p.homeX, y: p.homeY, w: p.w, h: p.h })),
      size,
      reserved,
    );
    return placed.map((p, i) => ({ ...p, x: spots[i].x, y: spots[i].y })).sort((a, b) => a.y - b.y);
  }, [vendors, toPx, scale, size, reserved]);

  const labels = useMemo(() => {
    if (!scale) return [];
    // Pins win over labels: a label goes round them, or is left out.
    const pinBoxes: Rect[] = pickMode ? [] : pins.map((p) => pinBox(p));
    return placeLabels([...CITY_LABELS, ...terrainLabels()], toPx, size, reserved, pinBoxes);
  }, [scale, toPx, size, reserved, pins, pickMode]);

  const { cursor, focused, announcement, place, surfaceProps } = usePickLocation({
    pickMode,
    picked,
    onPick,
    view,
    scale,
    helpId,
  });

  const cursorPx = scale ? toPx(cursor) : null;
  const pickedPx = picked && scale ? toPx(picked) : null;
  const youPx = you && scale ? toPx(you) : null;

  const geoMessage =
    geoStatus === 'locating'
      ? t('discovery.map.locating')
      : geoStatus === 'outside'
        ? t('discovery.map.outside')
        : geoStatus === 'unavailable'
          ? t('discovery.map.locationDenied')
          : '';

  return (
    <div
      ref={rootRef}
      data-testid="valley-map"
      className={cn(
        // A container: the controls take their wide form from the map's own width in CSS, so the
        // server's first paint (which cannot measure) already has the layout the browser keeps.
        '@container relative aspect-square w-full select-none overflow-hidden rounded-2xl border border-border bg-[#f5e6cc] shadow-warm',
        pickMode && 'cursor-crosshair focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
        className,
      )}
      {...surfaceProps}
    >
      <svg
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        preserveAspectRatio="xMidYMid meet"
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 size-full"
      >
        <Terrain clipId={clipId} />
      </svg>

      {/* Cities: a dot each, labels where they fit. */}
      {scale > 0 &&
        VALLEY_CITIES.map((c) => {
          const p = toPx(c);
          return (
            <span
              key={c.name}
              aria-hidden="true"
              className="pointer-events-none absolute size-[9px] -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-[#5b3a24] shadow-sm"
              style={{ left: p.x, top: p.y }}
            />
          );
        })}
      <div aria-hidden="true">
        {labels.map((l) => (
          <LabelView key={l.key} label={l} />
        ))}
      </div>

      {/* The visitor's position. */}
      {youPx && (
        <span
          className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2"
          style={{ left: youPx.x, top: youPx.y }}
          role="img"
          aria-label={t('discovery.map.youAreHere')}
          data-testid="your-location"
        >
          <YouMarker />
        </span>
      )}

      {/* Attractions, under the pins. */}
      {!pickMode &&
        showAttractions &&
        scale > 0 &&
        attractions.map((a) => {
          const p = toPx({ lat: a.latitude, lng: a.longitude });
          const type = t(`attractions.type.${a.type}`);
          return (
            <span
              key={a.id}
              role="img"
              aria-label={t(a.isPartner ? 'attractions.markerPartner' : 'attractions.marker', { name: a.name, type })}
              title={a.name}
              data-testid="attraction-marker"
              data-partner={a.isPartner || undefined}
              className={cn(
                'absolute z-[5] flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-md border-2 border-white text-white shadow-sm',
                a.isPartner ? 'bg-violet-700' : 'bg-slate-600',
              )}
              style={{ left: p.x, top: p.y }}
            >
              {a.isPartner ? <Star className="size-3.5 fill-current" aria-hidden="true" /> : <Landmark className="size-3.5" aria-hidden="true" />}
            </span>
          );
        })}

      {/* A pin moved aside to make room keeps a thin line to where the vendor is. */}
      {!pickMode && pins.some((p) => Math.hypot(p.x - p.homeX, p.y - p.homeY) > 6) && (
        <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-0 size-full" data-testid="pin-leaders">
          {pins
            .filter((p) => Math.hypot(p.x - p.homeX, p.y - p.homeY) > 6)
            .map((p) => (
              <g key={p.entry.vendor.id}>
                <line x1={p.homeX} y1={p.homeY} x2={p.x} y2={p.y - 2} stroke="#5b3a24" strokeOpacity={0.55} strokeWidth={1.25} />
                <circle cx={p.homeX} cy={p.homeY} r={2.5} fill="#5b3a24" stroke="#fff" strokeWidth={1} />
              </g>
            ))}
        </svg>
      )}

      {/* Vendor pins. */}
      {!pickMode &&
        pins.map((pin) => {
          const { vendor, isOpen, hereNow } = pin.entry;
          const openStatus = isOpen ? t('discovery.map.legend.open') : t('discovery.map.legend.closed');
          const status = hereNow ? `${openStatus}, ${t('hereNow.legendConfirmed')}` : openStatus;
          const active = activeId === vendor.id;
          return (
            <button
              key={vendor.id}
              type="button"
              data-testid="map-pin"
              data-vendor-id={vendor.id}
              aria-label={t('discovery.map.pin', { name: vendor.businessName, status })}
              onClick={() => onSelect?.(vendor.id)}
              className={cn(
                'group absolute flex -translate-x-1/2 -translate-y-full cursor-pointer flex-col items-center rounded-md outline-offset-1 transition-transform duration-150 hover:z-30 hover:scale-110 focus-visible:z-30 focus-visible:scale-110 motion-reduce:transition-none',
                isOpen ? 'z-20' : 'z-10',
                active && 'z-30 scale-125',
              )}
              style={{ left: pin.x, top: pin.y }}
            >
              <span
                className={cn(
                  'pointer-events-none absolute bottom-full mb-1 max-w-44 truncate rounded-md bg-espresso px-2 py-1 font-semibold text-white text-xs opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100',
                  active && 'opacity-100',
                )}
                aria-hidden="true"
              >
                {vendor.businessName}
              </span>
              {hereNow ? <HereMarker /> : isOpen ? <OpenMarker /> : <ClosedMarker />}
            </button>
          );
        })}

      {/* Pick mode: decorative pins of the other vendors, the crosshair and the placed pin. */}
      {pickMode &&
        pins.map((pin) => (
          <span
            key={pin.entry.vendor.id}
            aria-hidden="true"
            className="pointer-events-none absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border border-white bg-stone-500/70"
            style={{ left: pin.homeX, top: pin.homeY }}
          />
        ))}
      {pickMode && focused && cursorPx && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 text-espresso"
          style={{ left: cursorPx.x, top: cursorPx.y }}
          data-testid="map-crosshair"
        >
          <Crosshair className="size-8 drop-shadow-[0_0_2px_#fff]" strokeWidth={2.25} />
        </span>
      )}
      {pickMode && pickedPx && (
        <span
          className="pointer-events-none absolute z-20 -translate-x-1/2 -translate-y-full"
          style={{ left: pickedPx.x, top: pickedPx.y }}
          role="img"
          aria-label={t('discovery.map.pickedPin')}
          data-testid="picked-pin"
        >
          <PickedMarker />
        </span>
      )}

      {pickMode && (
        <p
          id={helpId}
          className="pointer-events-none absolute top-2 left-2 z-30 max-w-[calc(100%-4.5rem)] rounded-lg bg-card/95 px-3 py-2 font-medium text-foreground text-xs shadow-sm sm:max-w-xs"
        >
          {t('discovery.map.pickHelp')}
        </p>
      )}

      {/* Locate me. */}
      <div className="absolute top-2 right-2 z-30 flex flex-col items-end gap-1.5">
        <button
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            locate(pickMode ? place : undefined);
          }}
          className="inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border bg-card px-2.5 font-semibold text-foreground text-sm shadow-sm transition-colors hover:bg-secondary"
          aria-busy={geoStatus === 'locating' || undefined}
        >
          <LocateFixed className={cn('size-5 text-blue-700', geoStatus === 'locating' && 'motion-safe:animate-pulse')} aria-hidden="true" />
          <span className="sr-only @min-[40rem]:not-sr-only">{t('discovery.map.locate')}</span>
        </button>
        {onToggleAttractions && !pickMode && (
          <button
            type="button"
            aria-pressed={showAttractions}
            onClick={(e) => {
              e.stopPropagation();
              onToggleAttractions(!showAttractions);
            }}
            className={cn(
              'inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-2 rounded-lg border px-2.5 font-semibold text-sm shadow-sm transition-colors',
              showAttractions ? 'border-violet-700 bg-violet-700 text-white' : 'border-border bg-card text-foreground hover:bg-secondary',
            )}
            data-testid="attractions-toggle"
          >
            <Landmark className="size-5" aria-hidden="true" />
            <span className="sr-only @min-[40rem]:not-sr-only">{t('attractions.layer')}</span>
          </button>
        )}
        <p role="status" className={cn('max-w-52 rounded-md text-right text-xs', geoMessage && 'bg-card/95 px-2 py-1 shadow-sm')}>
          {geoMessage}
        </p>
      </div>

      {!pickMode && (
        <ul
          aria-label={t('discovery.map.legend')}
          className={cn(
            'absolute bottom-2 left-2 z-30 flex rounded-xl border border-border bg-card/95 px-3 py-2 text-foreground text-xs shadow-sm',
            // On a phone the row wraps inside the map (four entries while a vendor is confirmed
            // here); a map 640 px wide or more has a column in its corner.
            'right-2 flex-row flex-wrap items-center gap-x-3 gap-y-1',
            '@min-[40rem]:right-auto @min-[40rem]:flex-col @min-[40rem]:flex-nowrap @min-[40rem]:items-stretch @min-[40rem]:gap-1',
          )}
        >
          <li className="flex items-center gap-2">
            <span className="flex w-6 justify-center">
              <OpenMarker small />
            </span>
            <span className="font-semibold">{t('discovery.map.legend.open')}</span>
          </li>
          <li className="flex items-center gap-2">
            <span className="flex w-6 justify-center">
              <ClosedMarker small />
            </span>
            <span className="font-semibold">{t('discovery.map.legend.closed')}</span>
          </li>
          {pins.some((p) => p.entry.hereNow) && (
            <li className="flex items-center gap-2">
              <span className="flex w-6 justify-center">
                <HereMarker small />
              </span>
              <span className="font-semibold">{t('hereNow.badge')}</span>
            </li>
          )}
          <li className="flex items-center gap-2">
            <span className="flex w-6 justify-center">
              <YouMarker small />
            </span>
            <span className="font-semibold">{t('discovery.map.legend.you')}</span>
          </li>
        </ul>
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
