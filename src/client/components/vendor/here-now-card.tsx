/**
 * "Where you are", on the vendor's order desk (DESIGN §10.5, issue 25 item 1): "We're here"
 * (customers then see "Here · confirmed 12 min ago" until closing time or 6 hours), "We've left",
 * "Cancel today" (asks first: today's open orders are cancelled and texted, the truck closes until
 * 4:00 AM, followers are told), and the notices the app left for the vendor ("a customer says you
 * are not here") with a way to mark them read: folded to their count until opened (issue 44
 * friction 1; the desk's strip opens them too, through `noticesOpen`). A vendor with active locations (DESIGN §10.3) says
 * where it is ("Where are you?", its current location by default) and the check-in names it.
 */
import { closedByVendorUntil } from '@shared/pause-ends.js';
import type { VendorInbox } from '@shared/schemas/here-now.js';
import type { MyVendor } from '@shared/schemas/vendors.js';
import { inboxNoticeText } from '@shared/vendor-inbox.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Bell, CalendarX2, ChevronDown, LogOut, MapPin, MapPinned } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { agoText } from '@/components/here-now';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { api, showErrorNotice } from '@/lib/api';
import { getLocale, t } from '@/lib/i18n';
import { PREORDER_SUMMARY_KEY, PREORDERS_KEY, VENDOR_INBOX_KEY } from '@/lib/query-keys';
import { useNow } from '@/lib/use-now';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { reloadMyVendor } from './my-vendor';


/** A notice in the reader's language (its type names the catalogue entry; its values fill it). */
function noticeText(entry: VendorInbox['entries'][number], part: 'title' | 'body'): string {
  return inboxNoticeText(getLocale(), entry, part);
}

const LISTED_ADDRESS = 'listed';

/** Where "We're here" says the truck is by default: where it is now or next, else the main location. */
function defaultPlace(myVendor: MyVendor): string {
  const active = myVendor.locations.filter((l) => l.isActive);
  const current = active.find((l) => l.id === myVendor.currentLocation?.id);
  const main = active.find((l) => l.isMainLocation);
  const chosen = current ?? main;
  return chosen ? String(chosen.id) : LISTED_ADDRESS;
}

/** The id of the notices' box on the page, for the desk's strip to bring it into view. */
export const VENDOR_INBOX_ID = 'vendor-inbox';

export function HereNowCard({
  myVendor,
  noticesOpen,
  onNoticesOpenChange,
}: {
  myVendor: MyVendor;
  /** Whether the notices are unfolded (the card keeps its own state when this is left out). */
  noticesOpen?: boolean;
  onNoticesOpenChange?: (open: boolean) => void;
}) {
  const vendorId = myVendor.vendor.id;
  const placeId = useId();
  const noticesId = useId();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = noticesOpen ?? ownOpen;
  const setOpen = onNoticesOpenChange ?? setOwnOpen;
  const activeLocations = myVendor.locations.filter((l) => l.isActive);
  const [picked, setPicked] = useState<string | null>(null);
  // A pick that no longer names an active location falls back to the default.
  const place =
    picked !== null && (picked === LISTED_ADDRESS || activeLocations.some((l) => String(l.id) === picked))
      ? picked
      : defaultPlace(myVendor);
  const queryClient = useQueryClient();
  const now = useNow();
  const [askingCancel, setAskingCancel] = useState(false);
  const inbox = useQuery({
    queryKey: VENDOR_INBOX_KEY,
    queryFn: ({ signal }) => api('GET /api/my-vendor/inbox', undefined, { signal }),
    refetchInterval: 60_000,
  });

  const afterChange = async () => {
    await reloadMyVendor(queryClient, vendorId);
    await queryClient.invalidateQueries({ queryKey: VENDOR_INBOX_KEY });
  };
  const here = useMutation({
    mutationFn: () =>
      api('POST /api/vendors/:id/check-in', {
        params: { id: vendorId },
        body: activeLocations.length > 0 && place !== LISTED_ADDRESS ? { locationId: Number(place) } : {},
      }),
    onSuccess: async () => {
      toast({ title: t('hereNow.desk.saved'), variant: 'success' });
      await afterChange();
    },
    onError: (error) => showErrorNotice(error, t('hereNow.error.invalidLocation'), { preferServerMessage: true }),
  });
  const left = useMutation({
    mutationFn: () => api('DELETE /api/vendors/:id/check-in', { params: { id: vendorId } }),
    onSuccess: async () => {
      toast({ title: t('hereNow.desk.leftDone'), variant: 'success' });
      await afterChange();
    },
    onError: (error) => showErrorNotice(error, t('hereNow.desk.leftDone')),
  });
  const cancelToday = useMutation({
    mutationFn: () => api('POST /api/vendors/:id/cancel-today', { params: { id: vendorId } }),
    onSuccess: async (result) => {
      setAskingCancel(false);
      toast({
        title: t('hereNow.cancel.done', { orders: result.cancelledOrders, texts: result.textsQueued }),
        variant: 'success',
      });
      await afterChange();
      await queryClient.invalidateQueries({ queryKey: PREORDERS_KEY });
      await queryClient.invalidateQueries({ queryKey: PREORDER_SUMMARY_KEY });
    },
    onError: (error) => {
      setAskingCancel(false);
      showErrorNotice(error, t('hereNow.cancel.title'), { preferServerMessage: true });
    },
  });
  const markRead = useMutation({
    mutationFn: (upTo: number) => api('POST /api/my-vendor/inbox/read', { body: { upTo } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VENDOR_INBOX_KEY }),
  });

  const hereNow = myVendor.hereNow;
  // Closed for the day (Cancel today, Mark as Closed: issue 44): "We're here" waits for the morning.
  const closedToday =
    closedByVendorUntil({ status: myVendor.vendor.statusOverride, until: myVendor.vendor.statusOverrideUntil }, now) !== null;
  const unread = (inbox.data?.entries ?? []).filter((e) => !e.isRead);
  const busy = here.isPending || left.isPending || cancelToday.isPending;

  return (
    <section
      aria-labelledby="here-now-title"
      data-testid="here-now-card"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-warm sm:p-5"
    >
      <div>
        <h2 id="here-now-title" className="flex items-center gap-2 font-bold text-lg">
          <MapPinned className="size-5 text-primary" aria-hidden="true" />
          {t('hereNow.desk.title')}
        </h2>
        <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{t('hereNow.desk.mainAddress', { address: myVendor.vendor.address })}</span>
        </p>
      </div>
      <p role="status" className="font-semibold" data-testid="here-now-state">
        {hereNow ? (
          <span className="inline-flex items-start gap-1.5 text-green-800">
            <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {t('hereNow.desk.confirmed', { ago: agoText(hereNow.confirmedAt, now) })}{' '}
              <span className="font-normal text-muted-foreground">{t('hereNow.desk.lapses')}</span>
            </span>
          </span>
        ) : closedToday ? (
          <span className="font-normal text-muted-foreground">{t('hereNow.error.closedToday')}</span>
        ) : (
          <span className="font-normal text-muted-foreground">{t('hereNow.desk.notConfirmed')}</span>
        )}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {activeLocations.length > 0 && (
          <div className="flex w-full min-w-0 flex-col gap-1.5 sm:w-64">
            <label htmlFor={placeId} className="font-medium text-sm">
              {t('locations.checkIn.where')}
            </label>
            <Select value={place} disabled={busy} onValueChange={setPicked}>
              <SelectTrigger id={placeId} className="h-11" data-testid="check-in-place">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={LISTED_ADDRESS} className="min-h-11">
                  {t('locations.hours.mainAddress')}
                </SelectItem>
                {activeLocations.map((location) => (
                  <SelectItem key={location.id} value={String(location.id)} className="min-h-11">
                    {location.locationName}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <Button variant="accent" className="min-h-11" disabled={busy || closedToday} onClick={() => here.mutate()}>
          <BadgeCheck aria-hidden="true" />
          {t('hereNow.desk.here')}
        </Button>
        {hereNow && (
          <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => left.mutate()}>
            <LogOut aria-hidden="true" />
            {t('hereNow.desk.left')}
          </Button>
        )}
        <Button
          variant="outline"
          className="min-h-11 border-destructive/40 text-destructive hover:bg-destructive/10"
          disabled={busy}
          onClick={() => setAskingCancel(true)}
        >
          <CalendarX2 aria-hidden="true" />
          {t('hereNow.cancel.action')}
        </Button>
      </div>

      {unread.length > 0 && (
        <div
          id={VENDOR_INBOX_ID}
          className="flex scroll-mt-24 flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
          data-testid="vendor-inbox"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="flex items-center gap-2 font-bold text-amber-950">
              <Bell className="size-4" aria-hidden="true" />
              {t('hereNow.inbox.title')}
              <span className="rounded-full bg-amber-900 px-2 py-0.5 text-white text-xs">
                {t('hereNow.inbox.unread', { count: unread.length })}
              </span>
            </h3>
            <div className="flex flex-wrap gap-1">
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11 text-amber-950"
                aria-expanded={open}
                aria-controls={noticesId}
                onClick={() => setOpen(!open)}
              >
                <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
                {open ? t('hereNow.inbox.hide') : t('hereNow.inbox.show')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11 text-amber-950"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(Math.max(...unread.map((e) => e.id)))}
              >
                {t('hereNow.inbox.markRead')}
              </Button>
            </div>
          </div>
          <ul id={noticesId} className={cn('flex-col gap-2', open ? 'flex' : 'hidden')}>
            {unread.map((entry) => (
              <li key={entry.id} className="text-amber-950 text-sm">
                <p className="font-semibold">{noticeText(entry, 'title')}</p>
                <p>{noticeText(entry, 'body')}</p>
                <p className="text-amber-900 text-xs">{agoText(entry.createdAt, now)}</p>
              </li>
            ))}
          </ul>
        </div>
      )}

      <ConfirmDialog
        role="dialog"
        open={askingCancel}
        onOpenChange={setAskingCancel}
        title={t('hereNow.cancel.title')}
        description={t('hereNow.cancel.body')}
        cancelLabel={t('hereNow.cancel.keep')}
        confirmLabel={t('hereNow.cancel.confirm')}
        icon={<CalendarX2 aria-hidden="true" />}
        destructive
        pending={cancelToday.isPending}
        onConfirm={() => cancelToday.mutate()}
      />
    </section>
  );
}
