/**
 * The customer's conversation with a vendor (issue 19 item 4), opened from the vendor dialog's
 * "Message" button: the messages (reading them marks the vendor's answers read), a composer, and
 * live updates through the signed-in user's stream ('chat' events).
 */
import type { ChatThread } from '@shared/schemas/chat.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useEventStream } from '@/lib/use-event-stream';
import { ChatComposer, ChatMessages, useOlderMessages } from './conversation';
import { chatKey, chatSummaryKey } from './keys';

export default function ChatPanel({ vendorId, vendorName, onClose }: { vendorId: number; vendorName: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const thread = useQuery({
    queryKey: chatKey(vendorId),
    queryFn: ({ signal }) => api('GET /api/vendors/:id/chat', { params: { id: vendorId } }, { signal }),
    staleTime: 0,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: chatKey(vendorId) });
    void queryClient.invalidateQueries({ queryKey: chatSummaryKey(vendorId) });
  };
  const pages = useOlderMessages(
    (before) => api('GET /api/vendors/:id/chat', { params: { id: vendorId }, query: { before } }),
    thread.data,
  );
  useEventStream('/api/me/notifications/stream', { events: { chat: refresh }, onReconnect: refresh, session: true });
  const send = useMutation({
    mutationFn: (message: string) => api('POST /api/vendors/:id/chat', { params: { id: vendorId }, body: { message } }),
    onSuccess: (sent) =>
      queryClient.setQueryData<ChatThread>(chatKey(vendorId), (old) =>
        old ? { ...old, closed: false, messages: [...old.messages.filter((m) => m.id !== sent.id), sent] } : old,
      ),
    onError: (error) => showErrorNotice(error, t('chat.sendFailed'), { preferServerMessage: true }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 gap-3 sm:top-20" data-testid="chat-panel">
        <DialogHeader>
          <DialogTitle>{t('chat.title', { vendor: vendorName })}</DialogTitle>
          <DialogDescription className="text-muted-foreground text-sm">{t('chat.description')}</DialogDescription>
        </DialogHeader>
        {thread.isPending ? (
          <Skeleton className="h-24" />
        ) : thread.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t('chat.loadFailed')}
          </p>
        ) : (
          <>
            <ChatMessages messages={pages.messages} older={pages} me="customer" otherName={vendorName} />
            {thread.data.closed && <p className="rounded-lg bg-muted px-3 py-2 text-muted-foreground text-sm">{t('chat.closedCustomer')}</p>}
          </>
        )}
        <ChatComposer pending={send.isPending} onSend={(message) => send.mutateAsync(message).then(() => true, () => false)} />
      </DialogContent>
    </Dialog>
  );
}
