/**
 * The checkout's answer to 403 `verify_phone_first` (DESIGN §10.5): this phone had 3 orders not
 * picked up in 30 days, so it confirms itself by a texted code right here (the shared VerifyPhone
 * step), then the customer places the order again with the same cart and details.
 */
import { formatPhone } from '@shared/phone.js';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { VerifyPhone } from '@/components/phone/verify-phone';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';

export function VerifyFirst({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <div ref={box} className="mt-4 flex flex-col gap-3 rounded-xl border-2 border-amber-300 bg-amber-50 p-4" data-testid="verify-first">
      <p className="flex items-start gap-2 text-amber-950 text-sm">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('streetTrust.checkout.verifyBody', { phone: formatPhone(phone) })}
      </p>
      <VerifyPhone
        headingLevel={3}
        initialPhone={phone}
        title={t('streetTrust.checkout.verifyTitle')}
        intro={t('phoneUi.verify.intro')}
        onVerified={() => {
          toast({ title: t('streetTrust.checkout.verified'), variant: 'success' });
          onVerified();
        }}
        className="bg-card"
      />
    </div>
  );
}
