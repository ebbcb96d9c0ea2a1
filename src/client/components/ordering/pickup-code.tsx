/**
 * The order's 4-digit pickup code (DESIGN §10.5): said or shown at the window, so the hand-off is
 * unambiguous. Large on the tracking page, compact on the vendor's card and the kitchen ticket.
 */
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export function PickupCode({ code, size = 'large', className }: { code: string; size?: 'large' | 'compact'; className?: string }) {
  if (size === 'compact') {
    return (
      <span
        className={cn('inline-flex items-baseline gap-1.5 rounded-md border border-border bg-sand-50 px-2 py-0.5 text-sm', className)}
        data-testid="pickup-code"
      >
        <span className="text-muted-foreground text-xs">{t('streetTrust.pickupCode.label')}</span>
        <span className="font-extrabold font-mono text-base tabular-nums tracking-widest">{code}</span>
      </span>
    );
  }
  return (
    <div
      className={cn('flex flex-col items-center gap-1 rounded-xl border-2 border-primary/40 bg-primary-soft px-4 py-3 text-center', className)}
      data-testid="pickup-code"
    >
      <p className="font-semibold text-primary-soft-foreground text-sm">{t('streetTrust.pickupCode.label')}</p>
      <p className="font-extrabold font-mono text-5xl tabular-nums tracking-[0.2em]" data-testid="pickup-code-digits">
        {code}
      </p>
      <p className="text-muted-foreground text-xs">{t('streetTrust.pickupCode.hint')}</p>
    </div>
  );
}
