/**
 * "Message" in the vendor dialog (issue 19 item 4): a visitor is sent to sign in and comes back;
 * a signed-in customer opens the chat panel (loaded when asked) and sees how many answers wait;
 * the vendor's own account sees no button.
 */
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { redirectToLogin } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useAuth } from '@/lib/use-auth';
import { useHydrated } from '@/lib/use-hydrated';
import { chatSummaryKey } from './keys';
import { useApiQuery } from '@/lib/use-api-query';

const ChatPanel = lazy(() => import('./chat-panel'));

export function ChatButton({ vendorId, vendorName }: { vendorId: number; vendorName: string }) {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuth();
  const [open, setOpen] = useState(false);
  const signedIn = hydrated && !!user;
  const summary = useApiQuery({ queryKey: chatSummaryKey(vendorId), enabled: signedIn, staleTime: 0 });
  if (!hydrated || isLoading || summary.data?.own || (signedIn && !summary.data)) return null;
  const unread = summary.data?.unread ?? 0;
  return (
    <>
      <Button
        variant="outline"
        // The Spanish sign-in label is longer than a phone's dialog is wide: it wraps inside the button.
        className="h-auto min-h-10 max-w-full self-start whitespace-normal py-2 text-left"
        data-testid="chat-open"
        onClick={() => (user ? setOpen(true) : redirectToLogin())}
      >
        <MessageCircle aria-hidden="true" />
        {user ? t('chat.open') : t('chat.signIn')}
        {unread > 0 && (
          <span className="ml-1 rounded-full bg-primary px-2 py-0.5 font-bold text-primary-foreground text-xs">
            {unread}
            <span className="sr-only"> {t('chat.inbox.unread', { count: unread })}</span>
          </span>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel vendorId={vendorId} vendorName={vendorName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
