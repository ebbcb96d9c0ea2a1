/**
 * The vendor's QR poster (issue 23 item 10): the business name, "Order ahead, skip the line", a
 * large QR code of the vendor's short link (GET /api/vendors/:id/qr.svg) and the link written out,
 * laid out for one printed page; Print and Back disappear on paper. Signed-in owners only (the
 * gate of the desk and the kitchen).
 */
import { Gift, Printer } from 'lucide-react';
import { BrandLink } from '@/components/brand';
import { PageLoading } from '@/components/layout/page-loading';
import { absoluteUrl } from '@/components/share-button';
import { Button } from '@/components/ui/button';
import { useVendorGate } from '@/components/vendor/desk';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';

export function VendorPoster() {
  useDocumentTitle(t('vendorPoster.title'));
  const { myVendor, noProfile } = useVendorGate();
  const vendor = myVendor.data?.vendor;
  if (!vendor) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center px-4 text-center">
        {noProfile ? (
          <h1 className="font-extrabold text-3xl tracking-tight">{t('vendorPreorders.noProfile.title')}</h1>
        ) : (
          <PageLoading label={t('vendorPoster.title')} />
        )}
      </main>
    );
  }
  const shortUrl = absoluteUrl(`/v/${vendor.id}`);
  return (
    <div className="min-h-dvh bg-sand-100 print:bg-white">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-4 print:hidden">
        <Button asChild variant="outline">
          <Link to="/vendor-dashboard">{t('vendorPoster.back')}</Link>
        </Button>
        <p className="text-muted-foreground text-sm">{t('vendorPoster.hint')}</p>
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('vendorPoster.print')}
        </Button>
      </div>
      <main
        id="main"
        className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-2xl bg-white px-6 py-10 text-center shadow-warm print:max-w-none print:rounded-none print:shadow-none sm:px-12"
        data-testid="qr-poster"
      >
        <p className="font-bold text-primary text-sm uppercase tracking-widest">{t('vendorPoster.headline')}</p>
        <h1 className="text-balance font-extrabold text-4xl tracking-tight sm:text-5xl">{vendor.businessName}</h1>
        <img
          src={`/api/vendors/${vendor.id}/qr.svg`}
          alt={t('vendorPoster.qrAlt', { url: shortUrl })}
          width={320}
          height={320}
          className="size-72 sm:size-80"
          data-testid="qr-code"
        />
        <p className="max-w-md text-balance text-lg">{t('vendorPoster.scan')}</p>
        <p className="font-bold font-mono text-xl">{shortUrl.replace(/^https?:\/\//, '')}</p>
        {vendor.hasLoyaltyProgram && (
          <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-4 py-2 font-semibold text-primary-soft-foreground">
            <Gift className="size-5" aria-hidden="true" />
            {t('vendorPoster.points')}
          </p>
        )}
        <BrandLink />
      </main>
    </div>
  );
}
