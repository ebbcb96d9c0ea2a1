/**
 * A signed-in account's phone (DESIGN §10.1): "Link my phone" links the phone this browser has
 * just confirmed in one tap (no second code, issue 44), else verifies one by a texted code and
 * links it (POST /api/me/phone, through useLinkPhone); the account then shows its orders and its points at every
 * vendor (GET /api/me/orders, GET /api/me/loyalty; 409 `phone_not_linked` before linking).
 */
import { formatMoney } from '@shared/money.js';
import { formatPhone } from '@shared/phone.js';
import { Award, Link2, Receipt, ShieldCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/components/ordering/format';
import { PreorderStatusBadge } from '@/components/ordering/status-badge';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { linkErrorText, useLinkPhone } from './link-phone';
import { usePhoneSession } from './phone-session';
import { VerifyPhone } from './verify-phone';
import { ACCOUNT_LOYALTY_KEY, ACCOUNT_ORDERS_KEY } from '@/lib/query-keys';
import { useApiQuery } from '@/lib/use-api-query';


export function AccountPhone() {
  const orders = useApiQuery({ queryKey: ACCOUNT_ORDERS_KEY });
  const points = useApiQuery({ queryKey: ACCOUNT_LOYALTY_KEY });
  const [linking, setLinking] = useState(false);
  const [linked, setLinked] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const notLinked = isApiError(orders.error, 409, 'phone_not_linked') || isApiError(points.error, 409, 'phone_not_linked');
  // While no phone is linked, GET /api/phone/me answers this browser's verified phone: that one
  // links in one tap.
  const session = usePhoneSession(notLinked);
  const verifiedHere = notLinked ? (session.data?.phone ?? null) : null;
  const linkPhone = useLinkPhone();

  /** Links `phone` (confirmed by its code just now), or without one this browser's verified phone. */
  const link = (phone?: string) => {
    setLinkError(null);
    linkPhone.mutate(phone, {
      onSuccess: (answer) => {
        setLinked(answer.phone);
        setLinking(false);
      },
      onError: (error) => {
        setLinkError(linkErrorText(error));
        // The phone session ended meanwhile: the code step takes over.
        if (isApiError(error, 401, 'phone_unverified')) setLinking(true);
      },
    });
  };

  return (
    <TitledSection
      titleId="account-phone-title"
      title={t('phoneUi.account.title')}
      icon={UserRound}
      testId="account-phone"
      className="flex flex-col gap-4"
    >
      {notLinked ? (
        <>
          <p className="text-muted-foreground text-sm">{t('phoneUi.account.linkIntro')}</p>
          {linking ? (
            <VerifyPhone headingLevel={3} onCancel={() => setLinking(false)} onVerified={(phone) => link(phone)} />
          ) : verifiedHere ? (
            <div className="flex flex-col gap-2" data-testid="link-verified-phone">
              <p className="flex items-center gap-2 text-sm">
                <ShieldCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
                <span>{t('phoneUi.account.verifiedHere', { phone: formatPhone(verifiedHere) })}</span>
              </p>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <Button disabled={linkPhone.isPending} onClick={() => link()}>
                  <BusyIcon busy={linkPhone.isPending} icon={Link2} />
                  {t('phoneUi.account.link')}
                </Button>
                <Button variant="link" size="sm" className="px-0" onClick={() => setLinking(true)}>
                  {t('phoneUi.account.linkAnother')}
                </Button>
              </div>
            </div>
          ) : (
            <Button className="self-start" onClick={() => setLinking(true)}>
              <Link2 aria-hidden="true" />
              {t('phoneUi.account.link')}
            </Button>
          )}
          {linkError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900 text-sm">
              {linkError}
            </p>
          )}
        </>
      ) : orders.error || points.error ? (
        <p role="alert" className="text-red-900 text-sm">
          {t('phoneUi.account.loadError')}
        </p>
      ) : !orders.data || !points.data ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : (
        <>
          <p className="text-muted-foreground text-sm" role="status">
            {linked ? t('phoneUi.account.linked', { phone: formatPhone(linked) }) : t('phoneUi.account.linkedShort')}
          </p>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <div>
              <h3 className="mb-2 flex items-center gap-2 font-bold">
                <Award className="size-4 text-primary" aria-hidden="true" />
                {t('phoneUi.account.points')}
              </h3>
              {points.data.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t('phoneUi.account.noPoints')}</p>
              ) : (
                <ul className="divide-y divide-border rounded-lg border border-border" data-testid="account-points">
                  {points.data.map((entry) => (
                    <li key={entry.vendorId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                      <span className="min-w-0 truncate font-semibold">{entry.vendorName}</span>
                      <span className="shrink-0 font-extrabold tabular-nums">
                        {t('phoneUi.account.pointsAt', { points: entry.balance })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="mb-2 flex items-center gap-2 font-bold">
                <Receipt className="size-4 text-primary" aria-hidden="true" />
                {t('phoneUi.account.orders')}
              </h3>
              {orders.data.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t('phoneUi.account.noOrders')}</p>
              ) : (
                <ul className="divide-y divide-border rounded-lg border border-border" data-testid="account-orders">
                  {orders.data.map((order) => (
                    <li key={order.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-3 py-2 text-sm">
                      <span className="truncate font-semibold">{order.vendorName}</span>
                      <span className="text-right font-bold tabular-nums">{formatMoney(order.totalAmount)}</span>
                      <span className="text-muted-foreground text-xs">
                        <span className="font-mono">{order.invoiceNumber}</span> ·{' '}
                        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                      </span>
                      <span className="justify-self-end">
                        <PreorderStatusBadge status={order.status} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </TitledSection>
  );
}
