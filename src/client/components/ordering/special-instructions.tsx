import { MessageSquareText } from 'lucide-react';
import { t } from '@/lib/i18n';

/** The customer's note on an order, on the tracking page and the vendor's desk. */
export function SpecialInstructions({ text }: { text: string }) {
  return (
    <div className="flex gap-2 rounded-lg border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-950">
      <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">{t('ordering.specialInstructions')}: </span>
        {text}
      </p>
    </div>
  );
}
