/**
 * The kitchen's and the desk's sound switches (issue 25 item 4): "Sound on new orders" and, once
 * it is on, "Repeat until accepted". `data-chime` says whether the repeat is running now.
 */
import { Repeat, Volume2, VolumeX } from 'lucide-react';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { t } from '@/lib/i18n';
import type { useNewOrderAlert } from './kitchen-alerts';

export function NewOrderSound({ sound }: { sound: ReturnType<typeof useNewOrderAlert> }) {
  const soundId = useId();
  const repeatId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="new-order-sound" data-chime={sound.repeating ? 'repeating' : 'idle'}>
      <div className="flex items-center gap-2">
        {sound.soundOn ? (
          <Volume2 className="size-5 text-primary" aria-hidden="true" />
        ) : (
          <VolumeX className="size-5 text-muted-foreground" aria-hidden="true" />
        )}
        <Label htmlFor={soundId} className="cursor-pointer font-semibold text-base">
          {t('kitchen.sound.label')}
        </Label>
        <Switch id={soundId} checked={sound.soundOn} onCheckedChange={sound.setSoundOn} />
      </div>
      {sound.soundOn && (
        <div className="flex items-center gap-2">
          <Repeat className="size-5 text-primary" aria-hidden="true" />
          <Label htmlFor={repeatId} className="cursor-pointer font-semibold text-base">
            {t('kitchen.sound.repeat')}
          </Label>
          <Switch id={repeatId} checked={sound.repeat} onCheckedChange={sound.setRepeat} />
        </div>
      )}
    </div>
  );
}
