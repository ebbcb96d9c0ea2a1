/**
 * Overview (SPEC §2, §3): the five platform stats as cards, and what needs the administrator
 * now (live promotions and ads, registrations waiting for a decision, deactivated vendors), each
 * leading to its tab.
 */
import type { PlatformStats } from '@shared/schemas/admin.js';
import { liveState } from '@shared/promotions.js';
import {
  ArrowRight,
  CalendarDays,
  ClipboardList,
  Megaphone,
  ShoppingBag,
  Star,
  Store,
  Tag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_KEYS, useAdminQuery } from '@/lib/admin';
import { useNow } from '@/lib/use-now';
import { type MessageKey, numberFormat, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { LoadError } from './list-states';
import { TabSection, RefreshButton } from './section-header';
import type { AdminTab } from './tabs';
import { LoyaltyFlags } from '@/components/loyalty/loyalty-flags';

const STATS: { key: keyof PlatformStats; label: MessageKey; icon: LucideIcon; tone: string }[] = [
  { key: 'totalUsers', label: 'adminUi.stats.users', icon: Users, tone: 'bg-accent-soft text-accent-hover' },
  { key: 'totalVendors', label: 'adminUi.stats.vendors', icon: Store, tone: 'bg-primary-soft text-primary-soft-foreground' },
  { key: 'totalOrders', label: 'adminUi.stats.orders', icon: ShoppingBag, tone: 'bg-blue-100 text-blue-900' },
  { key: 'totalReviews', label: 'adminUi.stats.reviews', icon: Star, tone: 'bg-yellow-100 text-yellow-900' },
  { key: 'totalEvents', label: 'adminUi.stats.events', icon: CalendarDays, tone: 'bg-green-100 text-green-900' },
];

const count = { format: (n: number) => numberFormat().format(n) };

export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: AdminTab) => void }) {
  const stats = useAdminQuery(ADMIN_KEYS.stats);
  const data = stats.data;
  const quiet = data !== undefined && data.totalVendors === 0 && data.totalOrders === 0;

  return (
    <TabSection
      className="gap-6"
      id="admin-overview-title"
      title={t('adminUi.overview.title')}
      description={t('adminUi.overview.description')}
      actions={<RefreshButton onClick={() => stats.refetch()} busy={stats.isFetching} />}
    >
      {stats.isError ? (
        <LoadError message={t('adminUi.overview.loadFailed')} onRetry={() => stats.refetch()} busy={stats.isFetching} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-5" aria-busy={!data}>
          {STATS.map(({ key, label, icon: Icon, tone }) => (
            <Card
              key={key}
              className={cn('flex flex-col gap-3 p-4 sm:p-5', key === 'totalEvents' && 'col-span-2 md:col-span-1')}
            >
              <dt className="flex items-center justify-between gap-2 font-semibold text-muted-foreground text-sm">
                {t(label)}
                <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
              </dt>
              <dd className="font-extrabold text-3xl tabular-nums tracking-tight" data-stat={key}>
                {data ? count.format(data[key]) : <Skeleton className="h-9 w-16" />}
              </dd>
            </Card>
          ))}
        </dl>
      )}
      {quiet && (
        <p className="rounded-xl border border-border border-dashed bg-card/60 px-4 py-3 text-muted-foreground text-sm">
          {t('adminUi.overview.quiet')}
        </p>
      )}
      <Attention onOpenTab={onOpenTab} />
      <LoyaltyFlags queryKey={ADMIN_KEYS.loyaltyFlags} showVendor />
    </TabSection>
  );
}

/** What is running and what waits for a decision, each with a way to its tab. */
function Attention({ onOpenTab }: { onOpenTab: (tab: AdminTab) => void }) {
  const now = useNow();
  const promotions = useAdminQuery(ADMIN_KEYS.promotions);
  const ads = useAdminQuery(ADMIN_KEYS.advertisements);
  const registrations = useAdminQuery(ADMIN_KEYS.registrations);
  const vendors = useAdminQuery(ADMIN_KEYS.vendors);

  const items: { tab: AdminTab; label: MessageKey; value: number | undefined; icon: LucideIcon }[] = [
    {
      tab: 'promotions',
      label: 'adminUi.overview.livePromotions',
      value: promotions.data?.filter((p) => liveState(p, now) === 'live').length,
      icon: Tag,
    },
    {
      tab: 'advertisements',
      label: 'adminUi.overview.liveAds',
      value: ads.data?.filter((a) => liveState(a, now) === 'live').length,
      icon: Megaphone,
    },
    {
      tab: 'registrations',
      label: 'adminUi.overview.pendingRegistrations',
      value: registrations.data?.filter((r) => r.status === 'pending').length,
      icon: ClipboardList,
    },
    {
      tab: 'vendors',
      label: 'adminUi.overview.inactiveVendors',
      value: vendors.data?.filter((v) => !v.vendor.isActive).length,
      icon: Store,
    },
  ];

  return (
    <div>
      <h3 className="font-bold text-lg">{t('adminUi.overview.attentionTitle')}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {items.map(({ tab, label, value, icon: Icon }) => (
          <li key={tab}>
            <Card className="flex items-center gap-3 p-4">
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <p className="min-w-0 flex-1 text-sm">
                <span className="mr-1.5 font-bold text-base text-foreground tabular-nums">
                  {value === undefined ? t('adminUi.common.none') : count.format(value)}
                </span>
                <span className="text-muted-foreground">{t(label)}</span>
              </p>
              <Button
                variant="ghost"
                size="sm"
                className="px-2"
                onClick={() => onOpenTab(tab)}
                aria-label={t('adminUi.overview.open', { section: t(label) })}
              >
                <ArrowRight aria-hidden="true" />
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
