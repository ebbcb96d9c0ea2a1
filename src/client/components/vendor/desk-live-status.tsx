/** "Live" or "Reconnecting…" beside the desk's and the Kitchen view's orders (the preorder stream's state). */
import { t } from '@/lib/i18n';
import type { EventStreamStatus } from '@/lib/use-event-stream';
import { cn } from '@/lib/utils';

export function DeskLiveStatus({ status, className, hint }: { status: EventStreamStatus; className?: string; hint?: string }) {
  if (status === 'idle') return null;
  const open = status === 'open';
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold',
        open ? 'bg-green-100 text-green-900' : 'bg-secondary text-muted-foreground',
        className,
      )}
      title={open ? hint : undefined}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', open ? 'bg-green-600 motion-safe:animate-pulse' : 'bg-stone-400')}
      />
      {open ? t('vendorPreorders.list.live') : t('vendorPreorders.list.reconnecting')}
    </span>
  );
}
