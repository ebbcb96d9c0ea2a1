/**
 * The order boards (issue 41 item 1, DESIGN §12, decision 0050): `/board/:vendorId` for a tablet
 * facing the crowd and `/events/:id/board` for the market. Two columns, Preparing and Ready, with
 * each order's pickup code and its customer's first name and initial, in type readable from 5 m.
 * Public and live: the board's stream sends it again on every order change of its vendors (the
 * realtime hub); the screen is kept awake with the Screen Wake Lock API where the browser has it.
 * Its own lazily loaded chunk (app.tsx), so no other page carries it.
 */
import { type EventBoard, EventBoardSchema, type VendorBoard, VendorBoardSchema } from '@shared/schemas/board.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChefHat, CircleCheckBig, Radio } from 'lucide-react';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useLocation } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type EventStreamStatus, useEventStream } from '@/lib/use-event-stream';
import { cn } from '@/lib/utils';

type Target = { kind: 'vendor'; id: number } | { kind: 'event'; id: number };

function targetOf(pathname: string): Target | null {
  const vendor = /^\/board\/(\d+)\/?$/.exec(pathname);
  if (vendor) return { kind: 'vendor', id: Number(vendor[1]) };
  const event = /^\/events\/(\d+)\/board\/?$/.exec(pathname);
  if (event) return { kind: 'event', id: Number(event[1]) };
  return null;
}

/** Keeps the screen on while the page is visible (asked again when the tab comes back). */
function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } })
      .wakeLock;
    if (!wakeLock) return;
    let sentinel: { release(): Promise<void> } | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (s) => {
          if (stopped) void s.release().catch(() => {});
          else sentinel = s;
        },
        () => {},
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => {});
    };
  }, []);
}

export function OrderBoard() {
  const { pathname } = useLocation();
  const target = targetOf(pathname);
  useWakeLock();
  if (!target) return <NoBoard />;
  return <LiveBoard key={`${target.kind}:${target.id}`} target={target} />;
}

function LiveBoard({ target }: { target: Target }) {
  const queryClient = useQueryClient();
  const url = target.kind === 'vendor' ? `/api/vendors/${target.id}/board` : `/api/events/${target.id}/board`;
  const query = useQuery<VendorBoard | EventBoard>({ queryKey: [url] });
  const live = useEventStream(query.data ? `${url}/stream` : null, {
    events: {
      order: (data) => {
        const parsed = (target.kind === 'vendor' ? VendorBoardSchema : EventBoardSchema).safeParse(data);
        if (parsed.success) queryClient.setQueryData([url], parsed.data);
      },
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: [url] }),
  });
  const data = query.data;
  const failed = query.error ? (isApiError(query.error, 404) ? t('festival.board.notFound') : t('festival.board.error')) : null;
  const title = failed
    ? failed
    : !data
      ? t('festival.board.loading')
      : 'businessName' in data
      ? t('festival.board.title', { name: data.businessName })
        : t('festival.board.eventTitle', { name: data.name });
  useDocumentTitle(title);

  if (failed) return <BoardMessage text={failed} />;
  if (!data) return <BoardMessage text={t('festival.board.loading')} />;
  const vendors = 'vendors' in data ? data.vendors : [data];
  const grouped = 'vendors' in data;
  return (
    <div className="flex min-h-dvh flex-col bg-stone-950 text-white" data-testid="order-board">
      <header className="flex items-center justify-between gap-6 border-white/10 border-b px-[3vw] py-[1.5vh]">
        <h1 style={{ fontSize: 'clamp(1.75rem, 3.2vw, 3.5rem)' }} className="truncate font-extrabold tracking-tight">
          {'businessName' in data ? data.businessName : data.name}
        </h1>
        <LiveBadge live={live} />
      </header>
      <main id="main" className="grid flex-1 grid-cols-2 gap-[2vw] px-[3vw] py-[2vh]">
        <Column
          kind="preparing"
          vendors={vendors}
          grouped={grouped}
          empty={grouped && vendors.length === 0 ? t('festival.board.noVendors') : t('festival.board.emptyPreparing')}
        />
        <Column
          kind="ready"
          vendors={vendors}
          grouped={grouped}
          empty={grouped && vendors.length === 0 ? t('festival.board.noVendors') : t('festival.board.emptyReady')}
        />
      </main>
      <footer style={{ fontSize: 'clamp(1rem, 1.6vw, 1.75rem)' }} className="px-[3vw] pb-[2vh] text-center text-white/75">{t('festival.board.hint')}</footer>
    </div>
  );
}

function LiveBadge({ live }: { live: EventStreamStatus }) {
  if (live === 'idle') return null;
  const on = live === 'open';
  return (
    <p style={{ fontSize: 'clamp(1rem, 1.4vw, 1.5rem)' }}
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-full px-4 py-1.5 font-bold',
        on ? 'bg-green-500/15 text-green-300' : 'bg-white/10 text-white/75',
      )}
      data-testid="board-live"
    >
      <Radio className="size-[1.2em]" aria-hidden="true" />
      {on ? t('festival.board.live') : t('festival.board.reconnecting')}
    </p>
  );
}

function Column({
  kind,
  vendors,
  grouped,
  empty,
}: {
  kind: 'preparing' | 'ready';
  vendors: VendorBoard[];
  grouped: boolean;
  empty: string;
}) {
  const ready = kind === 'ready';
  const Icon = ready ? CircleCheckBig : ChefHat;
  const total = vendors.reduce((n, v) => n + v[kind].length, 0);
  const headingId = `board-${kind}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col rounded-3xl border-2 p-[1.5vw]', ready ? 'border-green-400/60 bg-green-950/60' : 'border-amber-400/50 bg-amber-950/40')}
      data-testid={`board-${kind}`}
    >
      <h2 style={{ fontSize: 'clamp(2rem, 4vw, 4.5rem)' }}
        id={headingId}
        className={cn(
          'mb-[1.5vh] flex items-center gap-3 font-extrabold uppercase tracking-wide',
          ready ? 'text-green-300' : 'text-amber-300',
        )}
      >
        <Icon className="size-[0.9em] shrink-0" aria-hidden="true" />
        {ready ? t('festival.board.ready') : t('festival.board.preparing')}
      </h2>
      {total === 0 ? (
        <p style={{ fontSize: 'clamp(1.25rem, 2vw, 2.25rem)' }} className=" text-white/70">{empty}</p>
      ) : (
        <div className="flex flex-col gap-[1.5vh]" aria-live={ready ? 'polite' : undefined}>
          {vendors
            .filter((v) => v[kind].length > 0)
            .map((v) => (
              <div key={v.vendorId}>
                {grouped && <h3 style={{ fontSize: 'clamp(1.1rem, 1.8vw, 2rem)' }} className="mb-1 font-bold text-white/80">{v.businessName}</h3>}
                <ul className="flex flex-col gap-[1vh]">
                  {v[kind].map((entry) => (
                    <li
                      key={`${entry.pickupCode}-${entry.name}`}
                      className={cn('flex items-baseline gap-[2vw] rounded-2xl px-[1.5vw] py-[0.8vh]', ready ? 'bg-green-900/70' : 'bg-white/5')}
                    >
                      <span style={{ fontSize: 'clamp(2.5rem, 5.2vw, 6rem)' }}
                        className={cn(
                          'font-black font-mono tabular-nums leading-none',
                          ready ? 'text-white' : 'text-amber-100',
                        )}
                      >
                        <span className="sr-only">{t('festival.board.codeLabel', { code: entry.pickupCode })}</span>
                        <span aria-hidden="true">{entry.pickupCode}</span>
                      </span>
                      <span style={{ fontSize: 'clamp(1.75rem, 3.4vw, 4rem)' }} className="min-w-0 truncate font-bold leading-tight">{entry.name}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </div>
      )}
    </section>
  );
}

function NoBoard() {
  useDocumentTitle(t('festival.board.notFound'));
  return <BoardMessage text={t('festival.board.notFound')} />;
}

function BoardMessage({ text }: { text: string }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-stone-950 px-6 text-center text-white">
      <p style={{ fontSize: 'clamp(1.5rem, 3vw, 3rem)' }} className="max-w-3xl text-balance font-bold" role="status">
        {text}
      </p>
    </main>
  );
}
