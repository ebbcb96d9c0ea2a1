/**
 * Promotions (SPEC §2, §4, §5, §9; DESIGN §5): create them, and list them with their LIVE /
 * INACTIVE / EXPIRED badge (shared liveState), edit in a dialog (PATCH), switch on or off, and
 * delete after a confirmation (DELETE).
 */
import { liveState } from '@shared/promotions.js';
import type { Promotion } from '@shared/schemas/admin.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarRange, Pencil, Percent, Power, PowerOff, Tag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { apiRequest } from '@/lib/api';
import { ADMIN_KEYS, formatDayRange, useAdminFailure, useAdminQuery } from '@/lib/admin';
import { useNow } from '@/lib/use-now';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { ConfirmDialog } from './confirm-dialog';
import { LiveBadge } from './live-badge';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { PromotionForm, promotionTypeLabel } from './promotion-form';
import { RefreshButton, SectionHeader } from './section-header';

export function PromotionsTab() {
  const promotions = useAdminQuery<Promotion[]>(ADMIN_KEYS.promotions);
  const now = useNow();
  const [editing, setEditing] = useState<Promotion | null>(null);
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const list = promotions.data ?? [];
  const live = list.filter((p) => liveState(p, now) === 'live').length;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <Card className="lg:sticky lg:top-4">
        <CardHeader className="pb-4">
          <h2 id="admin-promotion-create" className="font-bold text-xl leading-tight tracking-tight">
            {t('adminUi.promotions.createTitle')}
          </h2>
          <CardDescription>{t('adminUi.promotions.createDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PromotionForm />
        </CardContent>
      </Card>

      <section aria-labelledby="admin-promotions-title" className="flex min-w-0 flex-col gap-4">
        <SectionHeader
          id="admin-promotions-title"
          title={t('adminUi.promotions.title')}
          description={
            promotions.data
              ? t('adminUi.promotions.summary', { total: list.length, live })
              : t('adminUi.promotions.description')
          }
          actions={<RefreshButton onClick={() => promotions.refetch()} busy={promotions.isFetching} />}
        />
        {promotions.isPending ? (
          <ListSkeleton label={t('adminUi.promotions.loading')} />
        ) : promotions.isError ? (
          <LoadError
            message={t('adminUi.promotions.loadFailed')}
            onRetry={() => promotions.refetch()}
            busy={promotions.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState icon={Tag} title={t('adminUi.promotions.emptyTitle')} body={t('admin.promotions.placeholder')} />
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard
                  promotion={promotion}
                  now={now}
                  onEdit={() => setEditing(promotion)}
                  onDelete={() => setDeleting(promotion)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{t('adminUi.promotions.editTitle')}</DialogTitle>
            <DialogDescription>{editing?.title}</DialogDescription>
          </DialogHeader>
          {editing && <PromotionForm promotion={editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      <DeletePromotion promotion={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function PromotionCard({
  promotion,
  now,
  onEdit,
  onDelete,
}: {
  promotion: Promotion;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const fail = useAdminFailure();
  const toggle = useMutation({
    mutationFn: () =>
      apiRequest<Promotion>('PATCH', `/admin/api/promotions/${promotion.id}`, { isActive: !promotion.isActive }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Promotion[]>(ADMIN_KEYS.promotions, (list) =>
        list?.map((p) => (p.id === saved.id ? saved : p)),
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.promotions });
      toast({
        title: t(saved.isActive ? 'adminUi.promotions.activated' : 'adminUi.promotions.deactivated'),
        description: saved.title,
        variant: 'success',
      });
    },
    onError: (error) => fail(error, t('adminUi.promotions.updateFailed')),
  });
  const state = liveState(promotion, now);
  const discount = promotion.discountValue !== null && Number(promotion.discountValue) > 0;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-promotion={promotion.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-bold text-lg leading-tight">{promotion.title}</h3>
        <LiveBadge state={state} />
      </div>
      <p className="whitespace-pre-line break-words text-muted-foreground text-sm">{promotion.description}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Badge variant="outline">{t(promotionTypeLabel[promotion.type])}</Badge>
        {discount && (
          <span className="inline-flex items-center gap-1.5">
            <Percent className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('adminUi.promotions.discountValue', { value: Number(promotion.discountValue) })}
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <CalendarRange className="size-4 text-muted-foreground" aria-hidden="true" />
          {formatDayRange(promotion.startDate, promotion.endDate)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2 border-border border-t pt-3">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('adminUi.common.editNamed', { name: promotion.title })}
        >
          <Pencil aria-hidden="true" />
          {t('adminUi.common.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
          aria-label={t(promotion.isActive ? 'adminUi.common.deactivateNamed' : 'adminUi.common.activateNamed', {
            name: promotion.title,
          })}
        >
          {promotion.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {t(promotion.isActive ? 'adminUi.common.deactivate' : 'adminUi.common.activate')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-red-50"
          onClick={onDelete}
          aria-label={t('adminUi.common.deleteNamed', { name: promotion.title })}
        >
          <Trash2 aria-hidden="true" />
          {t('adminUi.common.delete')}
        </Button>
      </div>
    </Card>
  );
}

function DeletePromotion({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const fail = useAdminFailure();
  const remove = useMutation({
    mutationFn: (p: Promotion) => apiRequest('DELETE', `/admin/api/promotions/${p.id}`),
    onSuccess: (_, p) => {
      queryClient.setQueryData<Promotion[]>(ADMIN_KEYS.promotions, (list) => list?.filter((x) => x.id !== p.id));
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.promotions });
      toast({ title: t('adminUi.promotions.deleted'), description: p.title, variant: 'success' });
      onClose();
    },
    onError: (error) => fail(error, t('adminUi.promotions.deleteFailed')),
  });
  return (
    <ConfirmDialog
      open={promotion !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('adminUi.promotions.confirmDeleteTitle', { name: promotion?.title ?? '' })}
      description={t('adminUi.promotions.confirmDeleteBody')}
      confirmLabel={t('adminUi.common.delete')}
      destructive
      pending={remove.isPending}
      onConfirm={() => promotion && remove.mutate(promotion)}
    />
  );
}
