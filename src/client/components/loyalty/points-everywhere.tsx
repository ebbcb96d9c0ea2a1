/**
 * A verified phone's points at every vendor in one view (GET /api/phone/loyalty, issue 23 item 8):
 * each vendor with its balance and a button that opens its rewards below.
 */
import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { api } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PHONE_POINTS_KEY } from '@/lib/query-keys';


export function PointsEverywhere({ phone, onOpen }: { phone: string; onOpen: (vendorId: number) => void }) {
  // Keyed by the phone, so another verified phone never sees these; fetched from the one address.
  const points = useQuery({
    queryKey: [...PHONE_POINTS_KEY, phone],
    queryFn: ({ signal }) => api('GET /api/phone/loyalty', {}, { signal }),
  });
  if (!points.data) return null;
  const total = points.data.reduce((sum, e) => sum + e.balance, 0);
  return (
    <Card className="p-5 sm:p-6" data-testid="points-everywhere">
      <section aria-labelledby="points-everywhere-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="points-everywhere-title" className="flex items-center gap-2 font-extrabold text-xl tracking-tight">
            <Award className="size-5 text-primary" aria-hidden="true" />
            {t('loyaltyPage.everywhere.title')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('loyaltyPage.everywhere.total', { points: total })}</p>
        </div>
        {points.data.length === 0 ? (
          <p className="mt-3 text-muted-foreground text-sm">{t('phoneUi.account.noPoints')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-border rounded-lg border border-border">
            {points.data.map((entry) => (
              <li key={entry.vendorId} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5 text-sm">
                <span className="min-w-0 flex-1 basis-40 break-words font-semibold">{entry.vendorName}</span>
                <span className="shrink-0 font-extrabold tabular-nums">{t('phoneUi.account.pointsAt', { points: entry.balance })}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onOpen(entry.vendorId)}
                  aria-label={t('loyaltyPage.everywhere.openFor', { vendor: entry.vendorName })}
                >
                  {t('loyaltyPage.everywhere.open')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
