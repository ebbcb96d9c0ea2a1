/**
 * One of the vendor's event registrations (SPEC §3, §4): status badge (pending yellow, approved
 * green, rejected red, always with its word and an icon), requested and approved location, fee
 * and whether it is paid, and the spot on the event's site once placed (decision 0038).
 */
import { formatMoney } from '@shared/money.js';
import { EVENT_STATUS_COLOURS, type EventRegistration, type EventRegistrationStatus } from '@shared/schemas/events.js';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { formatDay } from './format';

const statusIcons = { pending: Clock, approved: CheckCircle2, rejected: XCircle } as const;

export function RegistrationStatusBadge({ status }: { status: EventRegistrationStatus }) {
  const Icon = statusIcons[status];
  return (
    <Badge variant={EVENT_STATUS_COLOURS[status]} className="capitalize" data-testid="registration-status">
      <Icon aria-hidden="true" />
      <span className="sr-only">{t('eventManagement.status.label')}: </span>
      {t(`eventManagement.status.${status}`)}
    </Badge>
  );
}

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="mt-0.5 break-words font-medium text-sm">{children}</dd>
    </div>
  );
}

export function RegistrationCard({ registration }: { registration: EventRegistration }) {
  const r = registration;
  return (
    <Card className="p-4" data-testid={`registration-${r.id}`}>
      <article aria-labelledby={`registration-${r.id}-name`}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={`registration-${r.id}-name`} className="font-bold leading-snug">
              {r.eventName}
            </h3>
            <p className="mt-0.5 text-muted-foreground text-xs">
              {t('eventManagement.mine.submitted', { date: formatDay(r.createdAt) })}
            </p>
          </div>
          <RegistrationStatusBadge status={r.status} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 border-border border-t pt-3">
          <Detail label={t('eventManagement.mine.requested')}>{r.requestedLocation ?? t('eventManagement.mine.none')}</Detail>
          <Detail label={t('eventManagement.mine.approved')}>
            {r.approvedLocation ?? (
              <span className="font-normal text-muted-foreground">{t('eventManagement.mine.notAssigned')}</span>
            )}
          </Detail>
          <Detail label={t('eventManagement.mine.fee')}>
            {r.registrationFee === null ? (
              <span className="font-normal text-muted-foreground">{t('eventManagement.mine.noFee')}</span>
            ) : (
              formatMoney(r.registrationFee)
            )}
          </Detail>
          <Detail label={t('eventManagement.mine.payment')}>
            <Badge variant={r.isPaid ? 'green' : 'grey'}>
              {r.isPaid ? t('eventManagement.mine.paid') : t('eventManagement.mine.unpaid')}
            </Badge>
          </Detail>
          {r.site && (
            <Detail label={t('eventSites.yourSpot')} className="col-span-2">
              {r.site.isPremium ? t('eventSites.yourSpotPremium', { spot: r.site.locationName }) : r.site.locationName}
            </Detail>
          )}
        </dl>
        {(r.specialMenu || r.specialPricing || r.notes) && (
          <dl className="mt-3 grid gap-2 border-border border-t pt-3">
            {r.specialMenu && <Detail label={t('eventManagement.mine.specialMenu')}>{r.specialMenu}</Detail>}
            {r.specialPricing && <Detail label={t('eventManagement.mine.specialPricing')}>{r.specialPricing}</Detail>}
            {r.notes && <Detail label={t('eventManagement.mine.notes')}>{r.notes}</Detail>}
          </dl>
        )}
      </article>
    </Card>
  );
}
