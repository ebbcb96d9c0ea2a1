/**
 * Guest preorder (SPEC §2 "Guest preorder", §4 cart, §5, §8): /guest-preorder?vendor=<id>.
 * Anyone may order: the vendor's header, its available menu items, a cart and the checkout form.
 */
import { srcSetOf } from '@shared/image-variants.js';
import { formatPhone, normalizePhone } from '@shared/phone.js';
import { isPausedAt } from '@shared/pickup-choice.js';
import { promotionDiscountCents } from '@shared/promotions.js';
import type { VendorDetail } from '@shared/schemas/vendors.js';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Eye, Info, LinkIcon, MapPin, Phone, ShoppingBag, Store, UtensilsCrossed } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { DeskAwayBanner } from '@/components/ordering/desk-away-banner';
import { PromotionBanner } from '@/components/ordering/promotion-banner';
import { CartLines } from '@/components/ordering/cart-panel';
import { HereNowBadge, NotHereButton } from '@/components/here-now';
import type { PlacedOrder } from '@/components/ordering/checkout-form';
import { formatMoneyFromCents } from '@/components/ordering/format';
import { availableItems, MenuList } from '@/components/ordering/menu-list';
import { ClosedBanner } from '@/components/ordering/closed-banner';
import { PausedBanner } from '@/components/ordering/paused-banner';
import { usePickupDates } from '@/components/ordering/use-pickup-dates';
import { MessageScreen, PublicPage } from '@/components/layout/site-header';
import { useCart } from '@/components/ordering/use-cart';
import { PageLoading } from '@/components/layout/page-loading';
import { Badge } from '@/components/ui/badge';
import { ShareButton } from '@/components/share-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { cuisineLabel } from '@/lib/labels';
import { t } from '@/lib/i18n';
import { promotionDiscountText } from '@/lib/promotion-text';
import { preorderVendorId, vendorDetailKey } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { useElement, useInView } from '@/lib/use-in-view';
import { useProfileView } from '@/lib/use-profile-view';
import { cn } from '@/lib/utils';
import { drawnWithout, island, isWideScreen } from '@/lib/island';
import { guestPreorderShowsAtOnce } from '@/lib/hydrate-on-intent';
import { queryClient } from '@/lib/query-client';
import { useApiQuery } from '@/lib/use-api-query';

// The checkout form brings the form and validation libraries; the menu is on screen without them
// (and in the server's first paint, which shows where the form will be).
const CheckoutForm = lazy(async () => ({ default: (await import('@/components/ordering/checkout-form')).CheckoutForm }));
// The confirmation follows the live order with its schema (zod): it comes with the first order
// placed, after the checkout form has brought that library anyway.
const PreorderConfirmation = lazy(async () => ({
  default: (await import('@/components/ordering/preorder-confirmation')).PreorderConfirmation,
}));
const checkoutLoading = <Skeleton className="h-[34rem] w-full rounded-xl" data-testid="checkout-loading" />;

/**
 * The checkout form once the page is in the browser's hands and the form is wanted: something is
 * in the cart, the form is near the screen (a phone scrolled down to it), a reward code came with
 * the link, or the screen shows it beside the menu. Until then, its place: a phone reading the
 * menu does not pay for the form and its validation library before it needs them. Once shown, it
 * stays.
 */
function Checkout(props: ComponentProps<typeof CheckoutForm>) {
  const hydrated = useHydrated();
  const [place, setPlace] = useElement<HTMLDivElement>();
  const near = useInView(place, '300px 0px 300px 0px');
  const [wanted, setWanted] = useState(false);
  const asked = props.cart.lines.length > 0 || props.initialRewardCode != null || near;
  useEffect(() => {
    if (hydrated && !wanted && (asked || isWideScreen())) startTransition(() => setWanted(true));
  }, [hydrated, wanted, asked]);
  return (
    <div ref={setPlace}>
      {wanted ? (
        <Suspense fallback={checkoutLoading}>
          <CheckoutForm {...props} />
        </Suspense>
      ) : (
        checkoutLoading
      )}
    </div>
  );
}

/** The ?vendor= parameter as a positive whole number, else null. */
export function GuestPreorder() {
  const [params] = useSearchParams();
  const vendorId = preorderVendorId(params);
  return (
    <PublicPage>
      {vendorId === null ? (
        <InvalidLink />
      ) : (
        <>
          {/* On a phone the whole page hydrates on the first intent (lib/hydrate-on-intent.ts). */}
          <span hidden data-hydrates-on-intent="" />
          <PreorderIsland key={vendorId} vendorId={vendorId} />
        </>
      )}
    </PublicPage>
  );
}

function BackHome() {
  return (
    <Button asChild variant="outline">
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        {t('guestPreorder.backHome')}
      </Link>
    </Button>
  );
}

function InvalidLink() {
  useDocumentTitle(t('guestPreorder.invalidLink.title'));
  return (
    <MessageScreen icon={LinkIcon} title={t('guestPreorder.invalidLink.title')} body={t('guestPreorder.invalidLink.body')}>
      <BackHome />
    </MessageScreen>
  );
}

function NotAvailable({ vendorName }: { vendorName?: string }) {
  return (
    <MessageScreen
      icon={Store}
      tone="muted"
      title={t('guestPreorder.notAvailable.title')}
      body={
        <>
          {vendorName && <p className="font-semibold text-foreground">{vendorName}</p>}
          <p>{t('guestPreorder.notAvailable.body')}</p>
        </>
      }
    >
      <BackHome />
    </MessageScreen>
  );
}

/** The menu stays the server's HTML until the visitor's first touch, key, wheel or mouse move (lib/island.tsx). */
const MenuIsland = island(MenuList);
/**
 * The page below its header likewise, except where it has something to show at once: a vendor the
 * server's first paint came without (it drew the page loading), a cart kept on this device, a
 * reward code in the link, or a screen wide enough for the checkout form beside the menu.
 */
const PreorderIsland = island(
  VendorPreorder,
  ({ vendorId }) =>
    drawnWithout(queryClient, [vendorDetailKey(vendorId)]) || guestPreorderShowsAtOnce(vendorId) || isWideScreen(),
);

function VendorPreorder({ vendorId }: { vendorId: number }) {
  const queryKey = vendorDetailKey(vendorId);
  const queryClient = useQueryClient();
  const { data: fresh, error, isLoading, refetch } = useApiQuery({ queryKey });
  // The page renders from a deferred copy, which React renders in slices that let the browser
  // breathe (a phone would otherwise freeze for a moment when the menu arrives).
  const data = useDeferredValue(fresh);
  // Kept on this device per vendor (issue 44 item 1): back after a reload or the map.
  const cart = useCart(vendorId);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  /** Issue 44: a reward code applied at checkout replaces the promotion (one offer per order). */
  const [rewardApplied, setRewardApplied] = useState(false);
  // The phone's sticky order bar steps aside once the checkout (with its Place Preorder) fills
  // the screen: its top has come above the lower third.
  const [checkoutCard, onCheckoutCard] = useElement<HTMLDivElement>();
  const checkoutInView = useInView(checkoutCard, '0px 0px -35% 0px');
  const notAvailable = (error instanceof ApiError && error.status === 404) || data?.vendor.acceptsPreorders === false;
  useDocumentTitle(
    notAvailable
      ? t('guestPreorder.notAvailable.title')
      : data
        ? `${data.vendor.businessName} · ${t('page.guestPreorder.title')}`
        : t('page.guestPreorder.title'),
  );

  // Asked once the vendor is known to exist (an unknown one answers 404 to both); the days are
  // only worked out for the closed banner, which says whether a later time can be chosen.
  const canSchedule = usePickupDates(vendorId, fresh !== undefined, data?.isOpen === false).length > 0;
  useProfileView(vendorId, fresh === undefined || fresh.preview === true);
  const [params] = useSearchParams();
  const rewardCode = params.get('code');
  const { reconcile, restored } = cart;
  // Again once a kept cart is restored: its items may have sold out and its prices changed.
  const hasLines = cart.lines.length > 0;
  useEffect(() => {
    if (data && restored && hasLines) reconcile(data.menuItems);
  }, [data, reconcile, restored, hasLines]);

  const items = useMemo(() => availableItems(data?.menuItems ?? []), [data]);

  const reloadMenu = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: vendorDetailKey(vendorId) });
  }, [queryClient, vendorId]);

  if (isLoading || (fresh !== undefined && data === undefined)) return <PageLoading label={t('guestPreorder.loading')} />;
  if (error instanceof ApiError && error.status === 404) return <NotAvailable />;
  if (error || !data) {
    return (
      <MessageScreen icon={UtensilsCrossed} tone="muted" title={t('page.guestPreorder.title')} body={t('guestPreorder.loadError')}>
        <Button onClick={() => void refetch()}>{t('guestPreorder.retry')}</Button>
      </MessageScreen>
    );
  }
  const { vendor } = data;
  // Issue 44: the vendor's live promotion, as the cart and the order bar show it (the checkout takes it off).
  const promotionLine = data.promotion && !rewardApplied
    ? {
        label: t('promotion.checkout.line', { title: data.promotion.title, discount: promotionDiscountText(data.promotion.discountValue) ?? '' }),
        cents: promotionDiscountCents(data.promotion.discountValue, cart.totalCents),
      }
    : null;
  if (!vendor.acceptsPreorders) {
    return (
      <>
        {data.preview && <PreviewBanner />}
        <NotAvailable vendorName={vendor.businessName} />
      </>
    );
  }

  return (
    <div className={cn('flex flex-col gap-6', cart.lines.length > 0 && 'pb-20 lg:pb-0')}>
      {placed && (
        <Suspense fallback={null}>
          <PreorderConfirmation placed={placed} vendorName={vendor.businessName} onDismiss={() => setPlaced(null)} />
        </Suspense>
      )}
      {data.preview && <PreviewBanner />}
      <VendorHeader detail={data} />
      <PausedBanner pausedUntil={vendor.pausedUntil} />
      {!isPausedAt(vendor.pausedUntil, new Date()) && (
        <ClosedBanner isOpen={data.isOpen} opensAt={data.opensAt} canSchedule={canSchedule} />
      )}
      {data.deskAway && !isPausedAt(vendor.pausedUntil, new Date()) && <DeskAwayBanner vendor={vendor.businessName} />}
      {data.promotion && <PromotionBanner promotion={data.promotion} />}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="menu-title">
          <div className="mb-4">
            <h2 id="menu-title" className="font-extrabold text-2xl tracking-tight">
              {t('guestPreorder.menu.title')}
            </h2>
            <p className="text-muted-foreground text-sm">{t('guestPreorder.menu.description')}</p>
          </div>
          <MenuIsland items={items} categories={data.menuCategories} cart={cart.lines} onAdd={cart.add} />
        </section>
        <Card id="checkout" role="region" ref={onCheckoutCard} className="flex flex-col gap-6 p-5 sm:p-6 lg:sticky lg:top-20" aria-labelledby="cart-title">
          <div>
            <h2 id="cart-title" className="flex items-center gap-2 font-extrabold text-2xl tracking-tight">
              <ShoppingBag className="size-6 text-primary" aria-hidden="true" />
              {t('guestPreorder.cart.title')}
            </h2>
            <div className="mt-4">
              <CartLines cart={cart} promotion={promotionLine} />
            </div>
          </div>
          <div className="border-border border-t pt-6">
            {data.preview ? (
              <p className="rounded-lg bg-muted p-4 text-muted-foreground text-sm" data-testid="preview-no-orders">
                {t('goLive.preview.orderingOff')}
              </p>
            ) : (
              <Checkout
                key={vendor.id}
                vendorId={vendor.id}
                paymentMethods={vendor.paymentMethods}
                payOnline={data.payOnline ?? null}
                promotion={data.promotion ?? null}
                onRewardApplied={setRewardApplied}
                pausedUntil={vendor.pausedUntil}
                isOpen={data.isOpen}
                opensAt={data.opensAt}
                menuItems={data.menuItems}
                initialRewardCode={rewardCode}
                cart={cart}
                onPlaced={(next) => {
                  setPlaced(next);
                  window.scrollTo({ top: 0 });
                }}
                onConflict={reloadMenu}
              />
            )}
          </div>
        </Card>
      </div>
      {cart.lines.length > 0 && !checkoutInView && (
        <div
          className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-card/95 px-4 py-3 shadow-warm backdrop-blur lg:hidden"
          data-testid="order-bar"
        >
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
            <p className="font-semibold">
              {t('guestPreorder.cart.mobileSummary', {
                count: cart.itemCount,
                total: formatMoneyFromCents(cart.totalCents - (promotionLine?.cents ?? 0)),
              })}
            </p>
            <Button asChild>
              <a href="#checkout">{t('guestPreorder.cart.viewOrder')}</a>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** Decision 0028: the owner's own page before going live; customers get 404 for it. */
function PreviewBanner() {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border-2 border-amber-500 border-dashed bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
      data-testid="preview-banner"
    >
      <p className="flex items-start gap-2 font-semibold">
        <Eye className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('goLive.preview.banner')}
      </p>
      <Button asChild variant="outline" size="sm" className="shrink-0 self-start sm:self-auto">
        <Link to="/vendor-dashboard">{t('goLive.preview.back')}</Link>
      </Button>
    </div>
  );
}

function VendorHeader({ detail }: { detail: VendorDetail }) {
  const { vendor } = detail;
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-warm">
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
        {vendor.profileImageUrl ? (
          <img
            src={vendor.profileImageUrl}
            srcSet={srcSetOf(vendor.profileImageUrl)}
            sizes="112px"
            width={112}
            height={112}
            alt={t('guestPreorder.vendorPhotoAlt', { name: vendor.businessName })}
            className="size-24 shrink-0 rounded-xl border border-border object-cover sm:size-28"
          />
        ) : (
          <span className="flex size-24 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground sm:size-28">
            <UtensilsCrossed className="size-10" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-bold text-primary text-sm uppercase tracking-wider">{t('guestPreorder.eyebrow')}</p>
          <h1 className="mt-1 font-extrabold text-3xl tracking-tight sm:text-4xl">{vendor.businessName}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-muted-foreground text-sm">
            <Badge variant="secondary">{cuisineLabel(vendor.cuisine)}</Badge>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {vendor.address}
            </span>
            {/* Issue 44: the vendor's number is on the page its instructions are read on ("Zelle to our number"). */}
            {vendor.phone && (
              <a
                href={`tel:${normalizePhone(vendor.phone)}`}
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                aria-label={t('tracking.result.callVendor', { name: vendor.businessName, phone: formatPhone(vendor.phone) })}
                data-testid="vendor-phone"
              >
                <Phone className="size-4" aria-hidden="true" />
                {formatPhone(vendor.phone)}
              </a>
            )}
          </div>
          {detail.hereNow && (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <HereNowBadge hereNow={detail.hereNow} className="text-sm" />
              <NotHereButton vendorId={vendor.id} businessName={vendor.businessName} />
            </div>
          )}
          <ShareButton
            className="mt-3"
            url={`/v/${vendor.id}`}
            title={t('vendorShare.title', { name: vendor.businessName })}
            shareLabel={t('vendorShare.share')}
            copyLabel={t('vendorShare.copy')}
          />
        </div>
      </div>
      {vendor.preorderInstructions && (
        <div className="flex gap-3 border-border border-t bg-accent-soft px-5 py-4 text-sm sm:px-6">
          <Info className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          <div>
            <p className="font-bold text-accent-hover">{t('guestPreorder.instructions')}</p>
            <p className="mt-0.5 text-foreground">{vendor.preorderInstructions}</p>
          </div>
        </div>
      )}
    </div>
  );
}
