/** One reward with its button: Redeem, 'Need N more' or 'Inactive' (SPEC §4). */
import type { Reward } from '@shared/schemas/loyalty.js';
import { Gift, Lock, Ticket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { formatDate } from '@/components/ordering/format';
import { discountText, formatCount, rewardState } from './format';

export function RewardCard({
  reward,
  balance,
  busy,
  onRedeem,
}: {
  reward: Reward;
  balance: number;
  busy: boolean;
  onRedeem: (reward: Reward) => void;
}) {
  const state = rewardState(reward, balance);
  const ready = state.kind === 'redeem';
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs',
        ready ? 'border-primary/40' : 'border-border',
        state.kind === 'inactive' && 'bg-sand-50',
      )}
      data-testid="reward"
      data-reward-name={reward.name}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            ready ? 'bg-primary-soft text-primary-soft-foreground' : 'bg-secondary text-muted-foreground',
          )}
        >
          {state.kind === 'inactive' ? <Lock className="size-5" aria-hidden="true" /> : <Gift className="size-5" aria-hidden="true" />}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-bold leading-snug">{reward.name}</h3>
          <p className="font-semibold text-accent text-sm">{discountText(reward)}</p>
        </div>
        <span className="shrink-0 rounded-full bg-secondary px-2.5 py-0.5 font-bold text-xs tabular-nums">
          {t('loyaltyPage.rewards.points', { count: formatCount(reward.pointsRequired) })}
        </span>
      </div>
      {reward.description && <p className="text-muted-foreground text-sm">{reward.description}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs">
          {reward.validUntil ? t('loyaltyPage.rewards.validUntil', { date: formatDate(reward.validUntil) }) : ''}
        </p>
        {state.kind === 'redeem' ? (
          <Button size="sm" disabled={busy} onClick={() => onRedeem(reward)}>
            <Ticket aria-hidden="true" />
            {t('loyaltyPage.rewards.redeem')}
            <span className="sr-only">{t('loyaltyPage.rewards.redeemSuffix', { reward: reward.name })}</span>
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled>
            {state.kind === 'needMore'
              ? t('loyaltyPage.rewards.needMore', { count: formatCount(state.count) })
              : t('loyaltyPage.rewards.inactive')}
          </Button>
        )}
      </div>
    </li>
  );
}
