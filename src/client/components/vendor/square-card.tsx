/**
 * The dashboard's Square card (DESIGN §11): connected (with the location) or not, with Connect
 * (a full-page visit to Square's authorize page through GET /api/my-vendor/square/connect) and
 * Disconnect (DELETE, which revokes the tokens at Square). Hidden while paying online is off.
 */
import type { SquareConnection } from '@shared/schemas/payments.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { apiRequest, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { DashboardSection } from './dashboard-section';

const KEY = ['/api/my-vendor/square'] as const;

export function SquareCard() {
  const queryClient = useQueryClient();
  const { data } = useQuery<SquareConnection>({ queryKey: KEY });
  const disconnect = useMutation({
    mutationFn: () => apiRequest<SquareConnection>('DELETE', '/api/my-vendor/square'),
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
