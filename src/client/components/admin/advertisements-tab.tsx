/**
 * Advertisements (SPEC §2, §4, §5, §9; DESIGN §5): create them, and list them with their LIVE /
 * INACTIVE / EXPIRED badge, type, placement, amount, run time, impressions and clicks; edit in
 * a dialog (PATCH), switch on or off, delete after a confirmation (DELETE).
 */
import { formatMoney } from '@shared/money.js';
import { liveState } from '@shared/promotions.js';
import type { Advertisement } from '@shared/schemas/admin.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock, Megaphone, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { apiRequest } from '@/lib/api';
import { ADMIN_KEYS, formatMoment, useAdminFailure, useAdminQuery } from '@/lib/admin';
import { useNow } from '@/lib/use-now';
import { numberFormat, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { AdvertisementForm, adTypeLabel, placementLabel } from './advertisement-form';
import { ConfirmDialog } from './confirm-dialog';
import { LiveBadge } from './live-badge';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { RefreshButton, SectionHeader } from './section-header';

const count = { format: (n: number) => numberFormat().format(n) };

export function AdvertisementsTab() {
  const ads = useAdminQuery<Advertisement[]>(ADMIN_KEYS.advertisements);
  const now = useNow();
  const [editing, setEditing] = useState<Advertisement | null>(null);
  const [deleting, setDeleting] = useState<Advertisement | null>(null);
  const list = ads.data ?? [];
  const live = list.filter((a) => liveState(a, now) === 'live').length;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <Card className="lg:sticky lg:top-4">
        <CardHeader className="pb-4">
          <h2 className="font-bold text-xl leading-tight tracking-tight">{t('adminUi.ads.createTitle')}</h2>
          <CardDescription>{t('adminUi.ads.createDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <AdvertisementForm />
        </CardContent>
      </Card>

      <section aria-labelledby="admin-ads-title" className="flex min-w-0 flex-col gap-4">
        <SectionHeader
          id="admin-ads-title"
          title={t('adminUi.ads.title')}
          description={ads.data ? t('adminUi.ads.summary', { total: list.length, live }) : t('adminUi.ads.description')}
          actions={<RefreshButton onClick={() => ads.refetch()} busy={ads.isFetching} />}
        />
        {ads.isPending ? (
          <ListSkeleton label={t('adminUi.ads.loading')} />
        ) : ads.isError ? (
          <LoadError message={t('adminUi.ads.loadFailed')} onRetry={() => ads.refetch()} busy={ads.isFetching} />
        ) : list.length === 0 ? (
          <EmptyState icon={Megaphone} title={t('adminUi.ads.emptyTitle')} body={t('admin.advertisements.placeholder')} />
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((ad) => (
              <li key={ad.id}>
                <AdCard ad={ad} now={now} onEdit={() => setEditing(ad)} onDelete={() => setDeleting(ad)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{t('adminUi.ads.editTitle')}</DialogTitle>
            <DialogDescription>{editing?.title}</DialogDescription>
          </DialogHeader>
          {editing && <AdvertisementForm ad={editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      <DeleteAd ad={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function AdCard({
  ad,
  now,
  onEdit,
  onDelete,
}: {
  ad: Advertisement;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const fail = useAdminFailure();
  const toggle = useMutation({
    mutationFn: () => apiRequest<Advertisement>('PATCH', `/admin/api/advertisements/${ad.id}`, { isActive: !ad.isActive }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Advertisement[]>(ADMIN_KEYS.advertisements, (list) =>
        list?.map((a) => (a.id === saved.id ? saved : a)),
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.advertisements });
      toast({
        title: t(saved.isActive ? 'adminUi.ads.activated' : 'adminUi.ads.deactivated'),
        description: saved.title,
        variant: 'success',
      });
    },
    onError: (error) => fail(error, t('adminUi.ads.updateFailed')),
  });
  const state = liveState(ad, now);
  const rate = ad.impressions > 0 ? ((ad.clicks / ad.impressions) * 100).toFixed(1) : null;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-ad={ad.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-bold text-lg leading-tight">{ad.title}</h3>
        <LiveBadge state={state} />
      </div>
      <p className="whitespace-pre-line break-words text-muted-foreground text-sm">{ad.message}</p>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="outline">{t(adTypeLabel[ad.adType])}</Badge>
        <Badge variant="secondary">{t(placementLabel[ad.placement])}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-secondary/60 p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground text-xs">{t('adminUi.ads.paid')}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(ad.paidAmount)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{t('adminUi.ads.impressions')}</dt>
          <dd className="font-semibold tabular-nums" data-metric="impressions">
            {count.format(ad.impressions)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{t('adminUi.ads.clicks')}</dt>
          <dd className="font-semibold tabular-nums" data-metric="clicks">
            {count.format(ad.clicks)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{t('adminUi.ads.clickRate')}</dt>
          <dd className="font-semibold tabular-nums">
            {rate === null ? t('adminUi.common.none') : t('adminUi.ads.percent', { value: rate })}
          </dd>
        </div>
      </dl>
      <p className="flex items-start gap-1.5 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          {t('adminUi.ads.runs', {
            hours: ad.duration,
            start: formatMoment(ad.startDate),
            end: formatMoment(ad.endDate),
          })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2 border-border border-t pt-3">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('adminUi.common.editNamed', { name: ad.title })}>
          <Pencil aria-hidden="true" />
          {t('adminUi.common.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
          aria-label={t(ad.isActive ? 'adminUi.common.deactivateNamed' : 'adminUi.common.activateNamed', {
            name: ad.title,
          })}
        >
          {ad.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {t(ad.isActive ? 'adminUi.common.deactivate' : 'adminUi.common.activate')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-red-50"
          onClick={onDelete}
          aria-label={t('adminUi.common.deleteNamed', { name: ad.title })}
        >
          <Trash2 aria-hidden="true" />
          {t('adminUi.common.delete')}
        </Button>
      </div>
    </Card>
  );
}

function DeleteAd({ ad, onClose }: { ad: Advertisement | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const fail = useAdminFailure();
  const remove = useMutation({
    mutationFn: (a: Advertisement) => apiRequest('DELETE', `/admin/api/advertisements/${a.id}`),
    onSuccess: (_, a) => {
      queryClient.setQueryData<Advertisement[]>(ADMIN_KEYS.advertisements, (list) => list?.filter((x) => x.id !== a.id));
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.advertisements });
      toast({ title: t('adminUi.ads.deleted'), description: a.title, variant: 'success' });
      onClose();
    },
    onError: (error) => fail(error, t('adminUi.ads.deleteFailed')),
  });
  return (
    <ConfirmDialog
      open={ad !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('adminUi.ads.confirmDeleteTitle', { name: ad?.title ?? '' })}
      description={t('adminUi.ads.confirmDeleteBody')}
      confirmLabel={t('adminUi.common.delete')}
      destructive
      pending={remove.isPending}
      onConfirm={() => ad && remove.mutate(ad)}
    />
  );
}
