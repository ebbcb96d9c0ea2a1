import { formatMoney } from '@shared/money.js';
import type { Reward } from '@shared/schemas/loyalty.js';
import { numberFormat, t } from '@/lib/i18n';

export function formatCount(count: number): string {
  return numberFormat().format(count);
}

/** '10% off', '$5.00 off' or 'Free Churros' (customers and the vendor's own list). */
export function discountText(reward: Pick<Reward, 'discountType' | 'discountValue' | 'menuItemName'>): string {
  if (reward.discountType === 'free_item') {
    return reward.menuItemName ? t('loyaltyPage.rewards.freeItem', { name: reward.menuItemName }) : t('loyaltyPage.rewards.freeItemGone');
  }
  if (reward.discountType === 'percentage') {
    return t('loyaltyPage.rewards.percentOff', { value: String(Number(reward.discountValue)) });
  }
  return t('loyaltyPage.rewards.amountOff', { value: formatMoney(reward.discountValue) });
}

/**
 * SPEC §2: the first reward needing more points than the balance (rewards in order of points),
 * or null when every reward is within reach.
 */
export function nextReward(rewards: readonly Reward[], balance: number): Reward | null {
  return [...rewards].sort((a, b) => a.pointsRequired - b.pointsRequired).find((r) => r.pointsRequired > balance) ?? null;
}

/** SPEC §4: redeemable when active and balance ≥ points required. */
export type RewardState = { kind: 'redeem' } | { kind: 'needMore'; count: number } | { kind: 'inactive' };

export function rewardState(reward: Reward, balance: number): RewardState {
  if (!reward.isActive) return { kind: 'inactive' };
  if (balance < reward.pointsRequired) return { kind: 'needMore', count: reward.pointsRequired - balance };
  return { kind: 'redeem' };
}
