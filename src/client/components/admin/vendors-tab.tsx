/**
 * Vendors (SPEC §2 "views all vendors with contact info"; DESIGN §4, §5): every vendor, active or
 * not, with its owner, open status, rating and review count; Contact opens mailto: and tel:
 * links; Deactivate hides a vendor from customers (PATCH /admin/api/vendors/:id), after a
 * confirmation, and Reactivate brings it back.
 */
import { formatPhone, normalizePhone } from '@shared/phone.js';
import type { AdminVendor } from '@shared/schemas/admin.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Mail, MapPin, Phone, Power, PowerOff, Search, Star, Store, UserRound } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { api } from '@/lib/api';
import { ADMIN_KEYS, useAdminFailure, useAdminQuery, useAdminRowChange } from '@/lib/admin';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { VENDORS_QUERY_KEY } from '@/lib/query-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { CardTitleRow, RefreshButton, TabSection } from './section-header';
import { Segmented } from './segmented';

type Filter = 'all' | 'active' | 'inactive';

export function ownerName(user: AdminVendor['user']): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}

export function VendorsTab() {
  const vendors = useAdminQuery(ADMIN_KEYS.vendors);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [contact, setContact] = useState<AdminVendor | null>(null);
  const [toggling, setToggling] = useState<AdminVendor | null>(null);

  const list = vendors.data ?? [];
  const activeCount = list.filter((v) => v.vendor.isActive).length;
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return list.filter((v) => {
      if (filter === 'active' && !v.vendor.isActive) return false;
      if (filter === 'inactive' && v.vendor.isActive) return false;
      if (!needle) return true;
      return [v.vendor.businessName, v.vendor.cuisine, ownerName(v.user), v.user.email ?? '', v.vendor.phone ?? '']
        .join(' ')
        .toLowerCase()
        .includes(needle);
    });
  }, [list, search, filter]);

  return (
    <TabSection
      id="admin-vendors-title"
      title={t('adminUi.vendors.title')}
      description={
        vendors.data
          ? t('adminUi.vendors.summary', { total: list.length, active: activeCount })
          : t('adminUi.vendors.description')
      }
      actions={<RefreshButton onClick={() => vendors.refetch()} busy={vendors.isFetching} />}
    >
      <ApprovalSetting />
      {vendors.isPending ? (
        <ListSkeleton label={t('adminUi.vendors.loading')} />
      ) : vendors.isError ? (
        <LoadError message={t('adminUi.vendors.loadFailed')} onRetry={() => vendors.refetch()} busy={vendors.isFetching} />
      ) : list.length === 0 ? (
        <EmptyState icon={Store} title={t('adminUi.vendors.emptyTitle')} body={t('admin.vendors.placeholder')} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="relative sm:w-80">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('adminUi.vendors.searchPlaceholder')}
                aria-label={t('adminUi.vendors.searchLabel')}
                className="pl-9"
              />
            </div>
            <Segmented
              label={t('adminUi.vendors.filterLabel')}
              value={filter}
              onChange={setFilter}
              options={[
                { value: 'all', label: t('adminUi.vendors.filterAll', { count: list.length }) },
                { value: 'active', label: t('adminUi.vendors.filterActive', { count: activeCount }) },
                { value: 'inactive', label: t('adminUi.vendors.filterInactive', { count: list.length - activeCount }) },
              ]}
            />
          </div>
          <p className="sr-only" aria-live="polite">
            {t('adminUi.vendors.showing', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <EmptyState icon={Search} title={t('adminUi.vendors.noMatchTitle')} body={t('adminUi.vendors.noMatch')} />
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {shown.map((entry) => (
                <li key={entry.vendor.id}>
                  <VendorCard entry={entry} onContact={() => setContact(entry)} onToggle={() => setToggling(entry)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ContactDialog entry={contact} onClose={() => setContact(null)} />
      <ToggleActiveDialog entry={toggling} onClose={() => setToggling(null)} />
    </TabSection>
  );
}

function VendorCard({
  entry,
  onContact,
  onToggle,
}: {
  entry: AdminVendor;
  onContact: () => void;
  onToggle: () => void;
}) {
  const { vendor, user, isOpen, rating, reviewCount } = entry;
  const owner = ownerName(user);
  return (
    <Card className={cn('flex h-full flex-col gap-4 p-4 sm:p-5', !vendor.isActive && 'bg-sand-50')}>
      <CardTitleRow
        title={vendor.businessName}
        subtitle={vendor.cuisine}
        badge={
          <div className="flex flex-wrap gap-1.5">
            <Badge variant={isOpen ? 'green' : 'grey'}>{t(isOpen ? 'adminUi.vendors.open' : 'adminUi.vendors.closed')}</Badge>
            <Badge variant={vendor.isActive ? 'accent' : 'red'}>
              {t(vendor.isActive ? 'adminUi.vendors.active' : 'adminUi.vendors.inactive')}
            </Badge>
            {vendor.publishedAt === null &&
              (vendor.approvalRequestedAt ? (
                <Badge variant="yellow" data-testid="vendor-waiting">{t('goLive.admin.waiting')}</Badge>
              ) : (
                <Badge variant="grey">{t('goLive.admin.settingUp')}</Badge>
              ))}
          </div>
        }
      />
      <dl className="grid gap-2 text-sm">
        <div className="flex items-start gap-2">
          <dt className="sr-only">{t('adminUi.vendors.owner')}</dt>
          <UserRound className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dd className="min-w-0 break-words">
            {owner || t('adminUi.vendors.noOwnerName')}
            {user.email && <span className="block break-all text-muted-foreground">{user.email}</span>}
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">{t('adminUi.vendors.phone')}</dt>
          <Phone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dd>{vendor.phone ? formatPhone(vendor.phone) : t('adminUi.vendors.noPhone')}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">{t('adminUi.vendors.address')}</dt>
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dd className="min-w-0 break-words">{vendor.address}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">{t('adminUi.vendors.rating')}</dt>
          <Star className="mt-0.5 size-4 shrink-0 fill-yellow-400 text-yellow-600" aria-hidden="true" />
          <dd>
            {reviewCount === 0
              ? t('adminUi.vendors.noReviews')
              : t('adminUi.vendors.ratingValue', { rating: rating.toFixed(1), count: reviewCount })}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-border border-t pt-4">
        {vendor.publishedAt === null && vendor.approvalRequestedAt && <ApproveButton entry={entry} />}
        <Button
          variant="outline"
          size="sm"
          onClick={onContact}
          aria-label={t('adminUi.vendors.contactNamed', { name: vendor.businessName })}
        >
          <Mail aria-hidden="true" />
          {t('adminUi.vendors.contact')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onToggle}
          className={vendor.isActive ? 'text-destructive hover:bg-red-50' : undefined}
          aria-label={t(vendor.isActive ? 'adminUi.vendors.deactivateNamed' : 'adminUi.vendors.reactivateNamed', {
            name: vendor.businessName,
          })}
        >
          {vendor.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {t(vendor.isActive ? 'adminUi.vendors.deactivate' : 'adminUi.vendors.reactivate')}
        </Button>
      </div>
    </Card>
  );
}

/** DESIGN §5: the contact button opens mail and phone links. */
function ContactDialog({ entry, onClose }: { entry: AdminVendor | null; onClose: () => void }) {
  const owner = entry ? ownerName(entry.user) : '';
  const phone = entry?.vendor.phone ? normalizePhone(entry.vendor.phone) : '';
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        {entry && (
          <>
            <DialogHeader>
              <DialogTitle>{t('adminUi.contact.title', { name: entry.vendor.businessName })}</DialogTitle>
              <DialogDescription>
                {owner ? t('adminUi.contact.owner', { name: owner }) : t('adminUi.contact.noOwner')}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-2">
              {entry.user.email ? (
                <Button asChild variant="outline" className="h-auto min-h-12 justify-start py-2 text-left">
                  <a href={`mailto:${entry.user.email}?subject=${encodeURIComponent(t('adminUi.contact.subject'))}`}>
                    <Mail aria-hidden="true" />
                    <span className="flex min-w-0 flex-col">
                      <span>{t('adminUi.contact.email')}</span>
                      <span className="break-all font-normal text-muted-foreground text-xs">{entry.user.email}</span>
                    </span>
                  </a>
                </Button>
              ) : (
                <p className="text-muted-foreground text-sm">{t('adminUi.contact.noEmail')}</p>
              )}
              {phone ? (
                <Button asChild variant="outline" className="h-auto min-h-12 justify-start py-2 text-left">
                  <a href={`tel:${phone.length === 10 ? `+1${phone}` : phone}`}>
                    <Phone aria-hidden="true" />
                    <span className="flex min-w-0 flex-col">
                      <span>{t('adminUi.contact.call')}</span>
                      <span className="font-normal text-muted-foreground text-xs">
                        {formatPhone(entry.vendor.phone ?? '')}
                      </span>
                    </span>
                  </a>
                </Button>
              ) : (
                <p className="text-muted-foreground text-sm">{t('adminUi.contact.noPhone')}</p>
              )}
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {t('common.close')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ToggleActiveDialog({ entry, onClose }: { entry: AdminVendor | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const deactivating = entry?.vendor.isActive === true;
  const name = entry?.vendor.businessName ?? '';
  const save = useAdminRowChange({
    key: ADMIN_KEYS.vendors,
    idOf: (row: AdminVendor) => row.vendor.id,
    request: (v: AdminVendor) =>
      api('PATCH /admin/api/vendors/:id', { params: { id: v.vendor.id }, body: { isActive: !v.vendor.isActive } }),
    notice: (updated) => ({
      title: t(updated.vendor.isActive ? 'adminUi.vendors.reactivated' : 'adminUi.vendors.deactivated'),
      description: t(updated.vendor.isActive ? 'adminUi.vendors.reactivatedBody' : 'adminUi.vendors.deactivatedBody', {
        name: updated.vendor.businessName,
      }),
    }),
    failed: t('adminUi.vendors.updateFailed'),
    onSaved: () => {
      // The public list shows active vendors only.
      void queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(deactivating ? 'adminUi.vendors.confirmDeactivateTitle' : 'adminUi.vendors.confirmReactivateTitle', {
        name,
      })}
      description={t(deactivating ? 'adminUi.vendors.confirmDeactivateBody' : 'adminUi.vendors.confirmReactivateBody')}
      confirmLabel={t(deactivating ? 'adminUi.vendors.deactivate' : 'adminUi.vendors.reactivate')}
      destructive={deactivating}
      pending={save.isPending}
      onConfirm={() => entry && save.mutate(entry)}
    />
  );
}

/**
 * Issue 44 friction 6: "Approve new vendors". On, a new vendor's Go live waits for Approve (below);
 * off, Go live puts it on the map at once, as before.
 */
function ApprovalSetting() {
  const settings = useAdminQuery(ADMIN_KEYS.settings);
  const queryClient = useQueryClient();
  const fail = useAdminFailure();
  const id = useId();
  const change = useMutation({
    mutationFn: (vendorApproval: boolean) => api('PUT /admin/api/settings', { body: { vendorApproval } }),
    onSuccess: (saved) => queryClient.setQueryData(ADMIN_KEYS.settings, saved),
    onError: (error) => fail(error, t('goLive.admin.settingFailed')),
  });
  if (!settings.data) return null;
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-card p-4" data-testid="approval-setting">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-semibold">
          {t('goLive.admin.settingTitle')}
        </label>
        <p id={`${id}-body`} className="text-muted-foreground text-sm">
          {t('goLive.admin.settingBody')}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-body`}
        checked={change.isPending ? change.variables : settings.data.vendorApproval}
        disabled={change.isPending}
        onCheckedChange={(next) => change.mutate(next)}
      />
    </div>
  );
}

/** Puts a vendor waiting for approval live (POST /admin/api/vendors/:id/publish); the vendor is told in its inbox. */
function ApproveButton({ entry }: { entry: AdminVendor }) {
  const queryClient = useQueryClient();
  const approve = useAdminRowChange<AdminVendor, number>({
    key: ADMIN_KEYS.vendors,
    idOf: (row) => row.vendor.id,
    request: (vendorId) => api('POST /admin/api/vendors/:id/publish', { params: { id: vendorId } }),
    notice: (saved) => ({ title: t('goLive.admin.approved', { name: saved.vendor.businessName }), description: '' }),
    failed: t('goLive.admin.approveFailed'),
    onSaved: () => void queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY }),
  });
  return (
    <Button
      size="sm"
      disabled={approve.isPending}
      onClick={() => approve.mutate(entry.vendor.id)}
      aria-label={t('goLive.admin.approveNamed', { name: entry.vendor.businessName })}
    >
      <BadgeCheck aria-hidden="true" />
      {t('goLive.admin.approve')}
    </Button>
  );
}
