/**
 * The dashboard's low-stock warning (DESIGN §10.2): the items whose counted stock is at or under
 * their threshold, from GET /api/vendors/:id/low-stock ("Low stock: Carne Asada Taco (3 left)").
 * Nothing shows while no item is low. Reloaded with the rest of the vendor after each change
 * (reloadMyVendor invalidates every query under ['/api/vendors', id]).
 */
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { lowStockKey } from '@/lib/query-keys';
import { useApiQuery } from '@/lib/use-api-query';


export function LowStockWarning({ vendorId }: { vendorId: number }) {
  const headingId = useId();
  const { data } = useApiQuery({ queryKey: lowStockKey(vendorId) });
  if (!data || data.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex items-start gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-yellow-950 sm:gap-4 sm:p-5"
      data-testid="low-stock"
    >
      <TriangleAlert className="size-6 shrink-0 text-yellow-700" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 id={headingId} className="font-bold text-base">
          {t('menuCategory.lowStock.title')}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 font-semibold text-sm">
          {data.map((item) => (
            <li key={item.id}>{t('menuCategory.lowStock.item', { name: item.name, count: item.inventoryCount })}</li>
          ))}
        </ul>
        <p className="text-sm text-yellow-900">{t('menuCategory.lowStock.hint')}</p>
      </div>
    </section>
  );
}
