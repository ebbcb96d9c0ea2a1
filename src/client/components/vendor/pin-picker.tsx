/**
 * The vendor's pin on the valley map (DESIGN §5 "Vendors can place their pin by clicking the map
 * in registration or Edit Profile"): the shared ValleyMap in pick mode, with where the pin is and
 * a way to take it off again.
 */
import { MapPin, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type LatLng, nearestCity, ValleyMap } from '@/components/valley-map';
import { t } from '@/lib/i18n';

export function PinPicker({ value, onChange }: { value: LatLng | null; onChange: (p: LatLng | null) => void }) {
  return (
    <div className="flex flex-col gap-3">
      <ValleyMap pickMode picked={value} onPick={onChange} className="sm:aspect-[16/10]" />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="flex items-start gap-2" data-testid="pin-summary">
          <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {value
            ? t('vendorUi.pin.placed', {
                city: nearestCity(value).name,
                lat: value.lat.toFixed(5),
                lng: value.lng.toFixed(5),
              })
            : t('vendorUi.pin.none')}
        </p>
        {value && (
          <Button variant="outline" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            {t('vendorUi.pin.remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
