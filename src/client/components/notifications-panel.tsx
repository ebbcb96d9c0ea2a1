/**
 * The bell's panel (issue 18 item 2, decision 0040): the signed-in customer's notices, newest
 * first, each in the reader's language (the catalogue's words for its type, filled with the
 * notice's values); a tap marks it read and opens the vendor; "Mark all read"; and the switch for
 * texts as well (a verified phone on the account first). Also the live stream that keeps the
 * bell's count current. Loaded apart from the map home's first bundle.
 */
import type { UserNotification } from '@shared/schemas/follows.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api, showErrorNotice } from '@/lib/api';
import { NOTIFICATION_SETTINGS_KEY, NOTIFICATIONS_KEY, useNotifications } from '@/lib/follows';
import { dateTimeFormat, isMessageKey, type MessageParams, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { formatPhone } from '@shared/phone.js';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { Skeleton } from './ui/skeleton';
import { Switch } from './ui/switch';

/** A notice's words in the reader's language; the stored English for a type the catalogue lacks. */
function words(n: UserNotification, part: 'title' | 'body'): string {
  const key = `follows.notice.${n.type}.${part}`;
  return isMessageKey(key) ? t(key, n.values as MessageParams) : part === 'title' ? n.title : n.message;
}

export default function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const list = useNotifications(true);
  const read = useMutation({
    mutationFn: (ids?: number[]) => api('POST /api/me/notifications/read', { body: ids ? { ids } : {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    onError: (error) => showErrorNotice(error, t('follows.menu.failed')),
  });
  const when = dateTimeFormat({ weekday: 'short', hour: 'numeric', minute: '2-digit' });
  const unread = list.data?.unread ?? 0;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 gap-3 sm:top-20" data-testid="notifications-panel">
        <DialogHeader>
          <DialogTitle>{t('follows.menu.title')}</DialogTitle>
          <DialogDescription className="text-muted-foreground text-sm">{t('follows.menu.description')}</DialogDescription>
        </DialogHeader>
        {unread > 0 && (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => read.mutate(undefined)}>
            {t('follows.menu.markAllRead')}
          </Button>
        )}
        {list.isPending ? (
          <Skeleton className="h-16" />
        ) : list.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t('follows.menu.failed')}
          </p>
        ) : list.data.entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('follows.menu.empty')}</p>
        ) : (
          <ul className="-mx-2 flex flex-col" data-testid="notification-list">
            {list.data.entries.map((n) => (
              <li key={n.id}>
                <a
                  href={n.actionUrl ?? '#'}
                  onClick={() => {
                    if (!n.isRead) read.mutate([n.id]);
                  }}
                  className={cn(
                    'flex flex-col gap-0.5 rounded-lg px-2 py-2.5 text-sm transition-colors hover:bg-secondary',
                    !n.isRead && 'bg-primary-soft/60',
                  )}
                  data-testid="notification"
                  data-unread={!n.isRead || undefined}
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-foreground">{words(n, 'title')}</span>
                    {!n.isRead && (
                      <span className="shrink-0 rounded-full bg-primary px-1.5 py-0.5 font-bold text-primary-foreground text-xs">
                        {t('follows.menu.unreadBadge')}
                      </span>
                    )}
                  </span>
                  <span className="text-foreground/80">{words(n, 'body')}</span>
                  <time dateTime={n.createdAt} className="text-muted-foreground text-xs">
                    {when.format(new Date(n.createdAt))}
                  </time>
                </a>
              </li>
            ))}
          </ul>
        )}
        <TextsSetting />
      </DialogContent>
    </Dialog>
  );
}

/** "Also text me": on only with a verified phone on the account. */
function TextsSetting() {
  const queryClient = useQueryClient();
  const switchId = useId();
  const settings = useQuery({
    queryKey: NOTIFICATION_SETTINGS_KEY,
    queryFn: ({ signal }) => api('GET /api/me/notification-settings', {}, { signal }),
    staleTime: 60_000,
  });
  const change = useMutation({
    mutationFn: (on: boolean) => api('PATCH /api/me/notification-settings', { body: { textFollowedVendors: on } }),
    onSuccess: (next) => queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, next),
    onError: (error) => showErrorNotice(error, t('follows.menu.textsFailed'), { preferServerMessage: true }),
  });
  if (!settings.data) return null;
  const { phone, textFollowedVendors } = settings.data;
  return (
    <div className="flex flex-col gap-1 border-border border-t pt-3 text-sm">
      {phone ? (
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={switchId} className="font-medium">
            {t('follows.menu.texts', { phone: formatPhone(phone) })}
          </label>
          <Switch
            id={switchId}
            checked={textFollowedVendors}
            disabled={change.isPending}
            onCheckedChange={(on) => change.mutate(on)}
          />
        </div>
      ) : (
        <p className="text-muted-foreground">{t('follows.menu.textsNoPhone')}</p>
      )}
      {phone && <p className="text-muted-foreground text-xs">{t('follows.menu.textsHint')}</p>}
    </div>
  );
}
