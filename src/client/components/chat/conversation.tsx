/**
 * One chat conversation as both sides see it (issue 19 item 4): the messages oldest first (plain
 * text: React text only, links stay text), "Read" under the reader's own last message once the
 * other side has read it, and a composer with a count where Enter sends and Shift+Enter adds a line.
 */
import { CHAT_MESSAGE_MAX, type ChatMessage, type ChatSender, type ChatThread } from '@shared/schemas/chat.js';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { showErrorNotice } from '@/lib/api';
import { dateTimeFormat, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/**
 * The thread's newest page plus the older pages asked for with "Show older messages"
 * (`readPage(<first id>)`: the thread's GET with `?before=`); what was shown is kept while the newest
 * page refreshes.
 */
export function useOlderMessages(readPage: (before: number) => Promise<ChatThread>, thread: ChatThread | undefined) {
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  const newest = thread?.messages ?? [];
  const firstNewest = newest[0]?.id;
  const messages = older ? [...older.messages.filter((m) => firstNewest === undefined || m.id < firstNewest), ...newest] : newest;
  const hasMore = older ? older.hasMore : (thread?.hasMore ?? false);
  const loadOlder = async () => {
    const first = messages[0]?.id;
    if (first === undefined) return;
    setLoading(true);
    try {
      const page = await readPage(first);
      // Everything shown so far stays: a new message moving the newest page leaves no gap.
      setOlder({ messages: [...page.messages, ...messages], hasMore: page.hasMore });
    } catch (error) {
      showErrorNotice(error, t('chat.loadFailed'));
    } finally {
      setLoading(false);
    }
  };
  return { messages, hasMore, loading, loadOlder };
}

export function ChatMessages({
  messages,
  me,
  otherName,
  className,
  older,
}: {
  messages: readonly ChatMessage[];
  /** "Show older messages" when the server has more. */
  older?: { hasMore: boolean; loading: boolean; loadOlder: () => void };
  /** Which side is reading: their messages sit on the right. */
  me: ChatSender;
  otherName: string;
  className?: string;
}) {
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  if (messages.length === 0) return <p className="py-6 text-center text-muted-foreground text-sm">{t('chat.empty')}</p>;
  const when = dateTimeFormat({ weekday: 'short', hour: 'numeric', minute: '2-digit' });
  const lastMine = [...messages].reverse().find((m) => m.sender === me);
  return (
    <div className="flex flex-col gap-1">
      {older?.hasMore && (
        <Button variant="ghost" size="sm" className="self-center" disabled={older.loading} onClick={older.loadOlder}>
          {t('chat.loadOlder')}
        </Button>
      )}
      <ol ref={list} className={cn('flex max-h-[50dvh] flex-col gap-2 overflow-y-auto py-1', className)} data-testid="chat-messages">
        {messages.map((m) => {
          const mine = m.sender === me;
          return (
            <li key={m.id} className={cn('flex max-w-[85%] flex-col gap-0.5', mine ? 'items-end self-end' : 'items-start self-start')}>
              <span className="sr-only">{mine ? t('chat.you') : otherName}</span>
              <p
                className={cn(
                  'whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
                  mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
                )}
              >
                {m.message}
              </p>
              <span className="text-muted-foreground text-xs">
                <time dateTime={m.createdAt}>{when.format(new Date(m.createdAt))}</time>
                {m.id === lastMine?.id && m.readAt && (
                  <span data-testid="chat-read">
                    {' · '}
                    {t('chat.read')}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function ChatComposer({
  onSend,
  pending,
  disabled = false,
}: {
  /** Sends the trimmed text; resolves true when it went (the field is emptied then). */
  onSend: (message: string) => Promise<boolean>;
  pending: boolean;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const trimmed = text.trim();
  const canSend = !disabled && !pending && trimmed.length > 0 && trimmed.length <= CHAT_MESSAGE_MAX;
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    if (await onSend(trimmed)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <form onSubmit={send} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-sm">
        {t('chat.label')}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_MESSAGE_MAX}
          rows={2}
          placeholder={t('chat.placeholder')}
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          className="min-h-12 flex-1 resize-none"
        />
        <Button type="submit" disabled={!canSend} aria-label={pending ? t('chat.sending') : t('chat.send')} className="shrink-0">
          <Send aria-hidden="true" />
          <span className="hidden sm:inline">{pending ? t('chat.sending') : t('chat.send')}</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="flex justify-between gap-2 text-muted-foreground text-xs">
        <span>{t('chat.enterHint')}</span>
        <span>{t('chat.count', { count: text.length, max: CHAT_MESSAGE_MAX })}</span>
      </p>
    </form>
  );
}
