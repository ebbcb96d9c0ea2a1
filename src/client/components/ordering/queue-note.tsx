/**
 * Festival night on the tracking page (issue 41, decision 0050): "2 orders ahead of you" while the
 * order is pending or confirmed (the answer's `queue`, live with the page's stream), and, when the
 * truck went so long without answering that its online ordering paused itself, a notice that the
 * order is saved and may be waited for or cancelled.
 */
import type { TrackedPreorder } from '@shared/schemas/preorders.js';
import { AlertTriangle, Users } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { t } from '@/lib/i18n';

export function QueueNote({ order }: { order: Pick<TrackedPreorder, 'queue' | 'unanswered' | 'vendor'> }) {
  return (
    <>
      {order.unanswered && (
        <Banner tone="warning" icon={AlertTriangle} title={t('festival.unanswered.title')} testId="tracked-unanswered">
          {t('festival.unanswered.body', { vendor: order.vendor.businessName })}
        </Banner>
      )}
      {order.queue && (
        <p
          className="flex items-center gap-2 rounded-lg border border-border bg-card px-4 py-3 font-semibold"
          aria-live="polite"
          data-testid="tracked-queue"
        >
          <Users className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('festival.queue.ahead', { count: order.queue.ahead })}
        </p>
      )}
    </>
  );
}
