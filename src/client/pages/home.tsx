/**
 * The map home (SPEC §2 "Map home"), also open to visitors at /explore: the top bar; a left panel with the search box,
 * the cuisine chips (from the cuisines vendors have), "Open now" and "Nearest first", live
 * promotions and the vendor cards (open vendors first); the stylised valley map on the right; on
 * phones a bottom bar switches between the map and the list. Search and chips filter locally
 * (SPEC §4, §5). A card or a pin opens the vendor detail dialog. The visitor's place, once they
 * share it, is one for the map (the dot) and the list (distances, nearest first).
 */
import { ALL_CHIP, cuisineChips, type FilterChip, filterVendors, onlyFollowed, orderVendors } from '@shared/vendor-filter.js';
import { Clock, Heart, Leaf, Navigation, Search } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AdSlot } from '@/components/ad-slot';
import { type HomePane, MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { PromotionsStrip } from '@/components/promotions-strip';
import { TopBar } from '@/components/layout/top-bar';
import { Input } from '@/components/ui/input';
import { ValleyMap } from '@/components/valley-map';
import { VendorList } from '@/components/vendor-list';
import { type Suggestion, WeatherChip, WeatherSuggestion } from '@/components/weather';
import { cuisineLabel, dietLabel } from '@/lib/labels';
import { t } from '@/lib/i18n';
import { ATTRACTIONS_QUERY_KEY, MY_PROFILE_KEY, VENDORS_QUERY_KEY, WEATHER_QUERY_KEY } from '@/lib/query-keys';
import { getAuthState, useAuth } from '@/lib/use-auth';
import { FollowsProvider, useFollowsContext } from '@/lib/follows';
import { useDocumentTitle } from '@/lib/use-document-title';
import { drawnWithout, island, isWideScreen } from '@/lib/island';
import { queryClient } from '@/lib/query-client';
import { type GeoStatus, useVisitorLocation } from '@/lib/use-visitor-location';
import { cn, onFirstIntent } from '@/lib/utils';
import { useApiQuery } from '@/lib/use-api-query';

// The detail dialog (and Radix Dialog under it) comes with the visitor's first touch or key, not
// with the map's first paint.
const loadDetailDialog = () => import('@/components/vendor-detail-dialog');
const VendorDetailDialog = lazy(async () => ({ default: (await loadDetailDialog()).VendorDetailDialog }));

/** How long the list waits for a slow weather answer before it shows without the suggestion. */
const WEATHER_WAIT_MS = 800;

/** The map home: for a signed-in user at /, for anyone at /explore (no account needed to find food). */
export function Home() {
  useDocumentTitle(t('home.title'));
  const { user, isLoading } = useAuth();
  return (
    // On a phone the whole page hydrates on the first intent (lib/hydrate-on-intent.ts).
    <div className="flex min-h-dvh flex-col" data-hydrates-on-intent="">
      <TopBar user={isLoading ? undefined : user} />
      <MapHomeIsland />
    </div>
  );
}

const chipClass = (active: boolean) =>
  cn(
    'inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-4 font-semibold text-sm transition-colors',
    active
      ? 'border-primary bg-primary text-primary-foreground shadow-sm'
      : 'border-input bg-card text-foreground hover:border-primary/50 hover:bg-primary-soft',
  );

function CuisineChips({
  chips,
  value,
  onChange,
}: {
  chips: readonly FilterChip[];
  value: FilterChip;
  onChange: (chip: FilterChip) => void;
}) {
  return (
    <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      <legend className="sr-only">{t('discovery.chips.label')}</legend>
      {chips.map((chip) => (
        <button key={chip} type="button" aria-pressed={chip === value} onClick={() => onChange(chip)} className={chipClass(chip === value)}>
          {chip === ALL_CHIP ? t('discovery.chip.All') : cuisineLabel(chip)}
        </button>
      ))}
    </fieldset>
  );
}

const geoMessages: Partial<Record<GeoStatus, () => string>> = {
  locating: () => t('discovery.map.locating'),
  outside: () => t('discovery.map.outside'),
  unavailable: () => t('discovery.map.locationDenied'),
};

/** "Open now" and "Nearest first": two toggles; the second asks for the visitor's place. */
function ListToggles({
  openNow,
  onOpenNow,
  nearest,
  onNearest,
  geoStatus,
  children,
}: {
  children?: ReactNode;
  openNow: boolean;
  onOpenNow: (on: boolean) => void;
  nearest: boolean;
  onNearest: (on: boolean) => void;
  geoStatus: GeoStatus;
}) {
  const message = nearest ? geoMessages[geoStatus]?.() : undefined;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" aria-pressed={openNow} onClick={() => onOpenNow(!openNow)} className={chipClass(openNow)}>
        <Clock className="size-4" aria-hidden="true" />
        {t('discovery.filter.openNow')}
      </button>
      <button
        type="button"
        aria-pressed={nearest}
        aria-busy={(nearest && geoStatus === 'locating') || undefined}
        onClick={() => onNearest(!nearest)}
        className={chipClass(nearest)}
      >
        <Navigation className="size-4" aria-hidden="true" />
        {t('discovery.sort.nearest')}
      </button>
      {children}
      <p role="status" className="text-muted-foreground text-xs" data-testid="nearest-status">
        {message}
      </p>
    </div>
  );
}

/**
 * "Fits my diet" (decision 0041): shown when the signed-in user's profile names dietary
 * restrictions; keeps vendors with an available item carrying every one of them.
 */
function DietToggle({ restrictions, on, onChange }: { restrictions: readonly string[]; on: boolean; onChange: (on: boolean) => void }) {
  const tags = restrictions.map(dietLabel).join(', ');
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={chipClass(on)}
      title={t('discovery.filter.fitsDietHint', { tags })}
      data-testid="fits-diet"
    >
      <Leaf className="size-4" aria-hidden="true" />
      {t('discovery.filter.fitsDiet')}
      <span className="sr-only">: {tags}</span>
    </button>
  );
}

/**
 * The cards and the map stay the server's HTML until the visitor's first touch, key, wheel or mouse move
 * (lib/island.tsx); the map hydrates at once where a wide screen shows it beside the list.
 */
const ListIsland = island(VendorList);
/** The page below the top bar: search, chips, toggles and promotions, with the two islands above inside. */
const MapHomeIsland = island(
  function FollowedMapHome() {
    return (
      <FollowsProvider>
        <MapHome />
      </FollowsProvider>
    );
  },
  // At once on a wide screen (the map beside the list shows its pins) or when the server drew the
  // list loading (a read it gave up on): only the browser can load it.
  () =>
    isWideScreen() ||
    drawnWithout(queryClient, [VENDORS_QUERY_KEY, WEATHER_QUERY_KEY, ...(getAuthState().user ? [MY_PROFILE_KEY] : [])]),
);
const MapIsland = island(ValleyMap, isWideScreen);

function MapHome() {
  const vendorsQuery = useApiQuery({ queryKey: VENDORS_QUERY_KEY });
  // Decision 0041: the signed-in user's profile (preferred cuisines first, "Fits my diet"); read
  // with the map home's first paint for a signed-in user (entry-server.tsx), so both sides agree.
  const { user } = useAuth();
  const profileQuery = useApiQuery({ queryKey: MY_PROFILE_KEY, enabled: Boolean(user), staleTime: 60_000 });
  const restrictions = user ? (profileQuery.data?.dietaryRestrictions ?? []) : [];
  const [fitsDiet, setFitsDiet] = useState(false);
  // The list and the pins render from a deferred copy, which React renders in slices that let
  // the browser breathe (a phone would otherwise freeze for a moment when the list arrives).
  const data = useDeferredValue(vendorsQuery.data);
  const all = useMemo(() => data ?? [], [data]);
  const [text, setText] = useState('');
  const [chip, setChip] = useState<FilterChip>(ALL_CHIP);
  const [openNow, setOpenNow] = useState(false);
  // Issue 18 item 2: "Following", for a signed-in customer (their follows come after hydration).
  const follows = useFollowsContext();
  const [following, setFollowing] = useState(false);
  const [nearest, setNearest] = useState(false);
  const location = useVisitorLocation();
  const [pane, setPane] = useState<HomePane>('list');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [searchRequest, setSearchRequest] = useState(0);
  const returnFocus = useRef<HTMLElement | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();

  const weatherQuery = useApiQuery({ queryKey: WEATHER_QUERY_KEY, staleTime: 5 * 60_000 });
  const [showAttractions, setShowAttractions] = useState(false);
  const attractionsQuery = useApiQuery({ queryKey: ATTRACTIONS_QUERY_KEY, enabled: showAttractions, staleTime: 5 * 60_000 });
  const vendorsHere = vendorsQuery.isSuccess && data !== undefined;
  // The profile is waited for like the weather (it ranks the list), within the same time.
  const weatherSettled = !weatherQuery.isPending && (!user || !profileQuery.isPending);
  // The list waits for the weather (asked at the same time, usually answered from the server's
  // reading at once) at most WEATHER_WAIT_MS after the vendors are here.
  const [weatherLate, setWeatherLate] = useState(false);
  useEffect(() => {
    if (!vendorsHere || weatherSettled) return;
    const timer = setTimeout(() => setWeatherLate(true), WEATHER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [vendorsHere, weatherSettled]);
  const loaded = vendorsHere && (weatherSettled || weatherLate);
  // The suggestion (and the cuisines it lifts) is settled when the list first shows: a weather
  // answer that comes later never reorders a list someone is reading.
  const [suggestion, setSuggestion] = useState<Suggestion | null | undefined>(undefined);
  if (loaded && suggestion === undefined) setSuggestion(weatherQuery.data?.recommendation ?? null);
  const lifted = suggestion?.recommendedCuisines;
  // Likewise the preferred cuisines: settled when the list first shows (a profile that comes
  // later never reorders a list someone is reading).
  const [preferred, setPreferred] = useState<readonly string[] | undefined>(undefined);
  if (loaded && preferred === undefined) setPreferred((user && profileQuery.data?.preferredCuisines) || []);
  const diet = fitsDiet && restrictions.length > 0 ? restrictions : undefined;

  const chips = useMemo(() => cuisineChips(all), [all]);
  const followed = useMemo(() => (following ? onlyFollowed(all, follows.ids) : all), [all, following, follows.ids]);
  const near = nearest ? location.position : null;
  const vendors = useMemo(
    () => orderVendors(filterVendors(followed, { text, chip, openNow, diet }), near, lifted, preferred),
    [followed, text, chip, openNow, diet, near, lifted, preferred],
  );
  const isFiltered = text.trim() !== '' || chip !== ALL_CHIP || openNow || following || diet !== undefined;
  const openCount = useMemo(() => all.filter((e) => e.isOpen).length, [all]);
  const selected = useMemo(() => all.find((e) => e.vendor.id === selectedId) ?? null, [all, selectedId]);

  const openVendor = useCallback((id: number, from?: HTMLElement) => {
    returnFocus.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setSelectedId(id);
  }, []);
  const { refetch } = vendorsQuery;
  const retry = useCallback(() => void refetch(), [refetch]);
  const resetFilters = useCallback(() => {
    setText('');
    setChip(ALL_CHIP);
    setOpenNow(false);
    setFollowing(false);
    setFitsDiet(false);
  }, []);

  // The bottom bar's Search: show the list, then put the cursor in the search box.
  useEffect(() => {
    if (searchRequest === 0) return;
    const input = searchRef.current;
    if (!input) return;
    input.focus();
    input.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [searchRequest]);

  // The detail dialog's code comes with the visitor's first touch, click or key (before the click
  // that opens a vendor ends), not while a phone is still making the list and map ready.
  useEffect(() => onFirstIntent(loadDetailDialog), []);

  return (
    <>
      <main
        id="main"
        className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-x-6 gap-y-4 px-4 pt-5 pb-24 sm:px-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start lg:px-8 lg:pb-10"
      >
        <header className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1">
          <div className="flex flex-col gap-1">
            <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">{t('home.title')}</h1>
            <div className="flex min-h-8 items-center justify-between gap-3">
              <p className="min-w-0 text-muted-foreground text-sm sm:text-base">
                {loaded && all.length > 0
                  ? all.length === 1
                    ? t('discovery.summary.one', { open: openCount })
                    : t('discovery.summary', { count: all.length, open: openCount })
                  : t('discovery.subtitle')}
              </p>
              <WeatherChip weather={weatherQuery.data} />
            </div>
          </div>
          <AdSlot placement="homepage" />
        </header>

        <section
          aria-labelledby="vendors-heading"
          className={cn(
            // At least a screen tall on a desktop: when a search leaves few vendors, the page does
            // not get shorter than the scrolled view, so the search box stays where it is.
            'min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-2 lg:min-h-dvh',
            pane === 'list' ? 'flex' : 'hidden',
            'lg:flex',
          )}
          data-testid="list-pane"
        >
          <div className="relative">
            <label htmlFor={searchId} className="sr-only">
              {t('discovery.search.label')}
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              ref={searchRef}
              id={searchId}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('discovery.search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="h-12 rounded-xl pl-11 text-base shadow-sm sm:text-base"
            />
          </div>

          <CuisineChips chips={chips} value={chip} onChange={setChip} />

          <ListToggles
            openNow={openNow}
            onOpenNow={setOpenNow}
            nearest={nearest}
            onNearest={(on) => {
              setNearest(on);
              if (on && !location.position) location.locate();
            }}
            geoStatus={location.status}
          >
            {follows.user && (
              <button
                type="button"
                aria-pressed={following}
                onClick={() => setFollowing(!following)}
                className={chipClass(following)}
                data-testid="following-filter"
              >
                <Heart className="size-4" aria-hidden="true" />
                {t('follows.filter')}
              </button>
            )}
            {following && follows.ids.size === 0 && <p className="w-full text-muted-foreground text-sm">{t('follows.filterEmpty')}</p>}
            {restrictions.length > 0 && <DietToggle restrictions={restrictions} on={fitsDiet} onChange={setFitsDiet} />}
          </ListToggles>

          <PromotionsStrip />

          <div className="flex items-baseline justify-between gap-3">
            <h2 id="vendors-heading" className="font-bold text-lg">
              {t('discovery.list.label')}
            </h2>
            <p role="status" className="text-muted-foreground text-sm" data-testid="result-count">
              {loaded
                ? vendors.length === 1
                  ? t('discovery.list.result')
                  : t('discovery.list.results', { count: vendors.length })
                : ''}
            </p>
          </div>

          {loaded && suggestion && <WeatherSuggestion suggestion={suggestion} />}

          <ListIsland
            vendors={vendors}
            loading={!loaded && !vendorsQuery.isError}
            error={vendorsQuery.isError}
            onRetry={retry}
            filtered={isFiltered}
            onResetFilters={resetFilters}
            near={location.position}
            onOpen={openVendor}
            onHighlight={setHighlightId}
          />
        </section>

        <div
          className={cn(
            'min-w-0 lg:sticky lg:top-[5.25rem] lg:col-start-2 lg:row-span-2 lg:row-start-1',
            pane === 'map' ? 'block' : 'hidden',
            'lg:block',
          )}
          data-testid="map-pane"
        >
          <MapIsland
            vendors={vendors}
            onSelect={openVendor}
            activeId={highlightId}
            location={location}
            attractions={attractionsQuery.data}
            showAttractions={showAttractions}
            onToggleAttractions={setShowAttractions}
            className="aspect-auto h-[min(calc(100dvh-14rem),150vw)] min-h-80 lg:h-[calc(100dvh-6.5rem)] lg:min-h-[30rem]"
          />
        </div>
      </main>

      <MobileBottomBar
        className="lg:hidden"
        pane={pane}
        onPane={setPane}
        onSearch={() => {
          setPane('list');
          setSearchRequest((n) => n + 1);
        }}
      />

      {selectedId !== null && (
        <Suspense fallback={null}>
          <VendorDetailDialog
            vendorId={selectedId}
            entry={selected}
            onClose={() => setSelectedId(null)}
            returnFocus={returnFocus}
          />
        </Suspense>
      )}
    </>
  );
}
