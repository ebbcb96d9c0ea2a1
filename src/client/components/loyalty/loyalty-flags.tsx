/**
 * Points earned unusually often (issue 25 item 7): a phone that earned more than 5 times on one
 * day at one vendor, shown to that vendor on its dashboard and to the administrator for every
 * vendor. Nothing shows while there is nothing to look at.
 */
import { formatPhone } from '@shared/phone.js';
import { ShieldAlert } from 'lucide-react';
import { formatWeekday } from '@/components/ordering/pickup-format';
import type { ApiKey } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useApiQuery } from '@/lib/use-api-query';

/** The flags' read: the vendor's own, or every vendor's for the administrator. */
export type LoyaltyFlagsKey = ApiKey<'GET /api/vendors/:id/loyalty/flags' | 'GET /admin/api/loyalty-flags'>;

export function LoyaltyFlags({ queryKey, showVendor = false }: { queryKey: LoyaltyFlagsKey; showVendor?: boolean }) {
  const flags = useApiQuery({ queryKey });
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
