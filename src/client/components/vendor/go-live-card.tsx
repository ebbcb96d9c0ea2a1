/**
 * The setup checklist and Go live (issue 24 item 3, decision 0028), at the top of the dashboard
 * while the vendor is not live: each step as the server computed it (src/shared/setup-checklist.ts)
 * with a button to where it is done, the progress, "Preview my page" and "Go live", enabled once
 * every step is done. After going live, a one-time success notice takes its place.
 */
import type { MyVendor } from '@shared/schemas/vendors.js';
import { MIN_LIVE_MENU_ITEMS, menuHintKey, publicMenuCount, type SetupStepKey } from '@shared/setup-checklist.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle, Eye, Hourglass, PartyPopper, Rocket } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { reloadMyVendor } from '@/components/vendor/my-vendor';
import { api, showErrorNotice } from '@/lib/api';
import { type MessageKey, t } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { cn } from '@/lib/utils';

const STEP_TEXT: Record<SetupStepKey, { title: MessageKey; hint: MessageKey; action: MessageKey }> = {
  photo: { title: 'goLive.step.photo', hint: 'goLive.hint.photo', action: 'goLive.action.photo' },
  hours: { title: 'goLive.step.hours', hint: 'goLive.hint.hours', action: 'goLive.action.hours' },
  menu: { title: 'goLive.step.menu', hint: 'goLive.hint.menu', action: 'goLive.action.menu' },
  payment: { title: 'goLive.step.payment', hint: 'goLive.hint.payment', action: 'goLive.action.payment' },
};

export function GoLiveCard({
  data,
  onStep,
  onLive,
}: {
  data: MyVendor;
  /** Takes the vendor to where a step is done (a dialog, or the section on the page). */
  onStep: (key: SetupStepKey) => void;
  onLive: () => void;
}) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const hintId = useId();
  const { steps } = data.setup;
  const doneCount = steps.filter((s) => s.done).length;
  const ready = doneCount === steps.length;
  const menuCount = publicMenuCount({ menuItems: data.menuItems, categories: data.menuCategories });

  const goLive = useMutation({
    mutationFn: () => api('POST /api/vendors/:id/go-live', { params: { id: data.vendor.id } }),
    onSuccess: async (setup) => {
      // Issue 44: while the administrator approves new vendors, the answer is "waiting", not live.
      if (setup.live) onLive();
      await reloadMyVendor(queryClient, data.vendor.id);
    },
    onError: async (error) => {
      showErrorNotice(error, t('goLive.error.setupIncomplete'), { preferServerMessage: true });
      await reloadMyVendor(queryClient, data.vendor.id);
    },
  });

  return (
    <Card className="border-2 border-primary/40 p-5 sm:p-6" data-testid="go-live-card">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="flex items-center gap-2 font-extrabold text-xl tracking-tight">
            <Rocket className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {t('goLive.card.title')}
          </h2>
          <p className="text-muted-foreground">{t('goLive.card.intro')}</p>
        </div>

        <div className="flex flex-col gap-1.5">
          <p className="font-semibold text-sm" data-testid="go-live-progress">
            {t('goLive.card.progress', { done: doneCount, total: steps.length })}
          </p>
          <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${(doneCount / steps.length) * 100}%` }}
            />
          </div>
        </div>

        <ol className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {steps.map((step) => {
            const text = STEP_TEXT[step.key];
            return (
              <li
                key={step.key}
                className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4"
                data-testid={`setup-step-${step.key}`}
                data-done={step.done}
              >
                <div className="flex min-w-0 items-start gap-3">
                  {step.done ? (
                    <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
                  ) : (
                    <Circle className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  <div className="flex min-w-0 flex-col">
                    <span className={cn('font-semibold', step.done && 'text-muted-foreground line-through')}>
                      {t(text.title, { n: MIN_LIVE_MENU_ITEMS })}
                      <span className="sr-only">
                        {': '}
                        {t(step.done ? 'goLive.state.done' : 'goLive.state.todo')}
                      </span>
                    </span>
                    <span className="text-muted-foreground text-sm">
                      {t(step.key === 'menu' ? menuHintKey(menuCount) : text.hint, {
                        count: menuCount,
                        n: MIN_LIVE_MENU_ITEMS,
                      })}
                    </span>
                  </div>
                </div>
                {step.done ? (
                  <span className="self-start rounded-full bg-green-100 px-2.5 py-1 font-semibold text-green-800 text-xs sm:self-center" aria-hidden="true">
                    {t('goLive.state.done')}
                  </span>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    className="min-h-11 self-start sm:min-h-9 sm:self-center"
                    onClick={() => onStep(step.key)}
                  >
                    {t(text.action)}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>

        <p id={hintId} className="text-muted-foreground text-sm">
          {t(ready ? 'goLive.card.ready' : 'goLive.card.notReady')} {t('goLive.card.optional')}
        </p>
        {data.setup.awaitingApproval && (
          <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" role="status" data-testid="go-live-waiting">
            <Hourglass className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
            <p className="text-sm">
              <span className="block font-bold text-base">{t('goLive.approval.waitingTitle')}</span>
              {t('goLive.approval.waitingBody')}
            </p>
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button
            size="lg"
            disabled={!ready || goLive.isPending || data.setup.awaitingApproval}
            aria-describedby={hintId}
            onClick={() => goLive.mutate()}
            data-testid="go-live-button"
          >
            <Rocket aria-hidden="true" />
            {goLive.isPending
              ? t('goLive.button.goingLive')
              : data.setup.awaitingApproval
                ? t('goLive.approval.sent')
                : t('goLive.button.goLive')}
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={`/guest-preorder?vendor=${data.vendor.id}`}>
              <Eye aria-hidden="true" />
              {t('goLive.button.preview')}
            </Link>
          </Button>
        </div>
      </section>
    </Card>
  );
}

/** Shown once, right after going live; focus moves to it (the card and its button are gone). */
export function WentLiveNotice({ name, onDismiss }: { name: string; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="went-live-notice"
    >
      <div className="flex items-start gap-3">
        <PartyPopper className="mt-0.5 size-6 shrink-0 text-green-800" aria-hidden="true" />
        <div className="flex flex-col">
          <p className="font-extrabold text-lg">{t('goLive.success.title')}</p>
          <p>{t('goLive.success.body', { name })}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" className="min-h-11 shrink-0 self-start sm:min-h-9 sm:self-auto" onClick={onDismiss}>
        {t('goLive.success.dismiss')}
      </Button>
    </div>
  );
}
