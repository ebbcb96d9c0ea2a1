/**
 * The dashboard's Square card (DESIGN §11): connected (with the location) or not, with Connect
 * (a full-page visit to Square's authorize page through GET /api/my-vendor/square/connect) and
 * Disconnect (DELETE, which revokes the tokens at Square), and once connected, when customers must
 * pay as they order (the prepay policy, issue 40). Hidden while paying online is off.
 */
import { PREPAY_POLICIES, type PrepayPolicy, type SquareConnection } from '@shared/schemas/payments.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { DashboardSection } from './dashboard-section';

const KEY = ['/api/my-vendor/square'] as const;

export function SquareCard() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api('GET /api/my-vendor/square', {}, { signal }) });
  const disconnect = useMutation({
    mutationFn: () => api('DELETE /api/my-vendor/square'),
    onSuccess: (next) => queryClient.setQueryData(KEY, next),
    onError: (error) => showErrorNotice(error, t('payments.error.unavailable')),
  });
  if (!data?.enabled) return null;
  return (
    <DashboardSection title={t('payments.ui.title')} icon={CreditCard}>
      <div className="flex flex-col gap-3" data-testid="square-card">
        {data.connected ? (
          <>
            <Badge variant="green" className="self-start" data-testid="square-status">
              {t('payments.ui.connected', { location: data.locationName ?? '' })}
            </Badge>
            <PrepayChoice current={data.prepay} onSaved={(next) => queryClient.setQueryData(KEY, next)} />
            <Button variant="outline" className="self-start" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
              {t('payments.ui.disconnect')}
            </Button>
          </>
        ) : (
          <>
            <p className="text-muted-foreground text-sm" data-testid="square-status">
              {t('payments.ui.notConnected')}
            </p>
            <Button asChild variant="accent" className="self-start">
              <a href="/api/my-vendor/square/connect">{t('payments.ui.connect')}</a>
            </Button>
          </>
        )}
      </div>
    </DashboardSection>
  );
}

/** Never / after a missed pickup / always: saved as soon as it is chosen (PUT /api/my-vendor/square/prepay). */
function PrepayChoice({ current, onSaved }: { current: PrepayPolicy; onSaved: (next: SquareConnection) => void }) {
  // The choice shows at once, in the same render as the tap (the query library tells of a pending
  // save a moment later), and goes back to what is saved if the save fails.
  const [chosen, setChosen] = useState<PrepayPolicy | null>(null);
  const save = useMutation({
    mutationFn: (prepay: PrepayPolicy) => api('PUT /api/my-vendor/square/prepay', { body: { prepay } }),
    onSuccess: onSaved,
    onError: (error) => showErrorNotice(error, t('payments.error.prepayPolicy'), { preferServerMessage: true }),
    onSettled: () => setChosen(null),
  });
  const shown = chosen ?? current;
  return (
    <fieldset className="flex flex-col gap-2" disabled={save.isPending}>
      <legend className="mb-1 font-semibold text-sm">{t('payments.ui.prepayLegend')}</legend>
      {PREPAY_POLICIES.map((policy) => (
        <label key={policy} className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-input bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
          <input
            type="radio"
            name="prepay"
            value={policy}
            checked={shown === policy}
            onChange={() => {
              setChosen(policy);
              save.mutate(policy);
            }}
            className="size-4 accent-primary"
          />
          {t(`payments.ui.prepay.${policy}`)}
        </label>
      ))}
      <p className="text-muted-foreground text-xs">{t('payments.ui.prepayHint')}</p>
    </fieldset>
  );
}
