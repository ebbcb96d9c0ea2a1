/** SPEC §2's explainer: order food, earn 1 point per $1 (bonus events at some vendors), redeem. */
import { LOYALTY_POINTS_PER_DOLLAR } from '@shared/constants.js';
import { Coins, Gift, UtensilsCrossed } from 'lucide-react';
import { TitledSection } from '@/components/ui/titled-section';
import { t } from '@/lib/i18n';

export function LoyaltyExplainer() {
  const steps = [
    { icon: UtensilsCrossed, title: t('loyaltyPage.explainer.order.title'), body: t('loyaltyPage.explainer.order.body') },
    {
      icon: Coins,
      title: t('loyaltyPage.explainer.earn.title'),
      body: t('loyaltyPage.explainer.earn.body', { points: LOYALTY_POINTS_PER_DOLLAR }),
    },
    { icon: Gift, title: t('loyaltyPage.explainer.redeem.title'), body: t('loyaltyPage.explainer.redeem.body') },
  ];
  return (
    <TitledSection titleId="explainer-title" title={t('loyaltyPage.explainer.title')} surface="sand" testId="loyalty-explainer">
      <ol className="mt-4 flex flex-col gap-4">
        {steps.map(({ icon: Icon, title, body }, i) => (
          <li key={title} className="flex gap-3">
            <span className="relative flex size-10 shrink-0 items-center justify-center rounded-xl bg-card text-primary shadow-xs">
              <Icon className="size-5" aria-hidden="true" />
              <span className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-accent font-bold text-[11px] text-accent-foreground">
                {i + 1}
              </span>
            </span>
            <div>
              <h3 className="font-bold">{title}</h3>
              <p className="text-muted-foreground text-sm">{body}</p>
            </div>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
