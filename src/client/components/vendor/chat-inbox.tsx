/**
 * Messages on the vendor dashboard (issue 19 item 4): the customers who wrote (first name, last
 * message, unread count; the section's badge counts every unread message), a conversation view
 * that marks the customer's messages read, a reply, and Close. Live through the owner's user
 * stream ('chat' events).
 */
import type { ChatInbox as Inbox, VendorChatThread } from '@shared/schemas/chat.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChatComposer, ChatMessages, useOlderMessages } from '@/components/chat/conversation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { api, showErrorNotice } from '@/lib/api';
import { dateTimeFormat, t } from '@/lib/i18n';
import { useEventStream } from '@/lib/use-event-stream';
import { cn } from '@/lib/utils';
import { DashboardSection } from './dashboard-section';

const INBOX_KEY = ['/api/my-vendor/chats'] as const;
const threadKey = (userId: string) => ['/api/my-vendor/chats', userId] as const;

export function ChatInbox() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const inbox = useQuery({ queryKey: INBOX_KEY, queryFn: ({ signal }) => api('GET /api/my-vendor/chats', {}, { signal }), staleTime: 0 });
  // The list and the open conversation (its key starts with the list's).
  const refresh = () => void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
  useEventStream('/api/me/notifications/stream', { events: { chat: refresh }, onReconnect: refresh, session: true });
  const unread = inbox.data?.unread ?? 0;
  const current = inbox.data?.conversations.find((c) => c.userId === open);
  return (
    <DashboardSection
      title={t('chat.inbox.title')}
      description={t('chat.inbox.description')}
      icon={MessagesSquare}
      action={
        unread > 0 ? (
          <Badge data-testid="chat-unread" className="bg-primary text-primary-foreground">
            {t('chat.inbox.unread', { count: unread })}
          </Badge>
        ) : undefined
      }
    >
      {inbox.isPending ? (
        <Skeleton className="h-16" />
      ) : inbox.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {t('chat.inbox.loadFailed')}
        </p>
      ) : open ? (
        <Conversation userId={open} name={current?.firstName ?? t('chat.inbox.customer')} onBack={() => setOpen(null)} />
      ) : inbox.data.conversations.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('chat.inbox.empty')}</p>
      ) : (
        <ul className="-mx-2 flex flex-col" data-testid="chat-conversations">
          {inbox.data.conversations.map((c) => (
            <li key={c.userId}>
              <ConversationRow conversation={c} onOpen={() => setOpen(c.userId)} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

function ConversationRow({ conversation: c, onOpen }: { conversation: Inbox['conversations'][number]; onOpen: () => void }) {
  const name = c.firstName ?? t('chat.inbox.customer');
  const when = dateTimeFormat({ weekday: 'short', hour: 'numeric', minute: '2-digit' });
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('chat.inbox.open', { name })}
      className="flex w-full cursor-pointer items-start gap-3 rounded-lg px-2 py-2.5 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-2">
          <span className={cn('truncate', c.unread > 0 ? 'font-bold' : 'font-semibold')}>{name}</span>
          {c.closed && <span className="text-muted-foreground text-xs">{t('chat.inbox.closed')}</span>}
          <time dateTime={c.lastMessageAt} className="ml-auto shrink-0 text-muted-foreground text-xs">
            {when.format(new Date(c.lastMessageAt))}
          </time>
        </span>
        <span className="truncate text-muted-foreground text-sm">
          {c.lastSender === 'vendor' ? t('chat.inbox.fromYou', { message: c.lastMessage }) : c.lastMessage}
        </span>
      </span>
      {c.unread > 0 && (
        <span className="mt-0.5 shrink-0 rounded-full bg-primary px-2 py-0.5 font-bold text-primary-foreground text-xs">
          {c.unread}
          <span className="sr-only"> {t('chat.inbox.unread', { count: c.unread })}</span>
        </span>
      )}
    </button>
  );
}

function Conversation({ userId, name, onBack }: { userId: string; name: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const thread = useQuery({
    queryKey: threadKey(userId),
    queryFn: ({ signal }) => api('GET /api/my-vendor/chats/:userId', { params: { userId } }, { signal }),
    staleTime: 0,
  });
  const pages = useOlderMessages(
    (before) => api('GET /api/my-vendor/chats/:userId', { params: { userId }, query: { before } }),
    thread.data,
  );
  // Reading marks the customer's messages read: the list's counts follow.
  useEffect(() => {
    if (thread.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: INBOX_KEY, exact: true });
  }, [thread.dataUpdatedAt, queryClient]);
  const reply = useMutation({
    mutationFn: (message: string) => api('POST /api/my-vendor/chats/:userId', { params: { userId }, body: { message } }),
    onSuccess: (sent) =>
      queryClient.setQueryData<VendorChatThread>(threadKey(userId), (old) =>
        old ? { ...old, messages: [...old.messages.filter((m) => m.id !== sent.id), sent] } : old,
      ),
    onError: (error) => showErrorNotice(error, t('chat.sendFailed'), { preferServerMessage: true }),
  });
  const close = useMutation({
    mutationFn: () => api('POST /api/my-vendor/chats/:userId/close', { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
    onError: (error) => showErrorNotice(error, t('chat.inbox.closeFailed'), { preferServerMessage: true }),
  });
  const closed = thread.data?.closed ?? false;
  return (
    <div className="flex flex-col gap-3" data-testid="chat-conversation">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('chat.inbox.back')}
        </Button>
        {!closed && thread.data && (
          <Button variant="outline" size="sm" onClick={() => close.mutate()} disabled={close.isPending}>
            {t('chat.inbox.close')}
          </Button>
        )}
      </div>
      <h3 className="font-bold">{thread.data?.firstName ?? name}</h3>
      {thread.isPending ? (
        <Skeleton className="h-24" />
      ) : thread.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {t('chat.loadFailed')}
        </p>
      ) : (
        <ChatMessages messages={pages.messages} older={pages} me="vendor" otherName={thread.data.firstName ?? name} />
      )}
      {closed ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-muted-foreground text-sm">{t('chat.closedVendor')}</p>
      ) : (
        <ChatComposer pending={reply.isPending} onSend={(message) => reply.mutateAsync(message).then(() => true, () => false)} />
      )}
    </div>
  );
}
