/**
 * Points earned unusually often (issue 25 item 7): a phone that earned more than 5 times on one
 * day at one vendor, shown to that vendor on its dashboard and to the administrator for every
 * vendor. Nothing shows while there is nothing to look at.
 */
import { formatPhone } from '@shared/phone.js';
import type { LoyaltyFlag } from '@shared/schemas/loyalty.js';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { formatWeekday } from '@/components/ordering/pickup-format';
import { t } from '@/lib/i18n';

export function LoyaltyFlags({ url, showVendor = false }: { url: string; showVendor?: boolean }) {
  const flags = useQuery<LoyaltyFlag[]>({ queryKey: [url] });
  if (!flags.data || flags.data.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      aria-labelledby="loyalty-flags-title"
      data-testid="loyalty-flags"
    >
      <h3 id="loyalty-flags-title" className="flex items-center gap-2 font-bold">
        <ShieldAlert className="size-5 text-amber-700" aria-hidden="true" />
        {t('loyaltyFlags.title')}
      </h3>
      <p className="text-sm">{t('loyaltyFlags.hint')}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {flags.data.map((f) => (
          <li key={`${f.vendorId}-${f.phone}-${f.day}`} data-testid="loyalty-flag">
            {t(showVendor ? 'loyaltyFlags.lineAt' : 'loyaltyFlags.line', {
              phone: formatPhone(f.phone),
              count: f.earnings,
              day: formatWeekday(f.day),
              points: f.points,
              vendor: f.vendorName,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
