/**
 * Edits an event's list of special locations: type a name and press Enter or Add; each entry
 * can be removed. Placed inside FormField, the text box receives the label and error.
 */
import { MapPin, Plus, X } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { t } from '@/lib/i18n';

const MAX_LOCATIONS = 50;
const MAX_LENGTH = 200;

export interface LocationsEditorProps
  extends Pick<ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  value: string[];
  onChange: (next: string[]) => void;
}

export function LocationsEditor({ value, onChange, ...aria }: LocationsEditorProps) {
  const [draft, setDraft] = useState('');
  /** Read out to screen readers: what was added or removed. */
  const [announcement, setAnnouncement] = useState('');
  /** Shown under the box: why a name was not added. */
  const [warning, setWarning] = useState<string | null>(null);
  const full = value.length >= MAX_LOCATIONS;

  const add = () => {
    const name = draft.trim();
    if (!name) return;
    if (value.some((v) => v.toLowerCase() === name.toLowerCase())) {
      setWarning(t('adminUi.locations.duplicate', { name }));
      setAnnouncement('');
      return;
    }
    onChange([...value, name]);
    setDraft('');
    setWarning(null);
    setAnnouncement(t('adminUi.locations.added', { name }));
  };
  const remove = (index: number) => {
    const name = value[index];
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(t('adminUi.locations.removed', { name }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          {...aria}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setWarning(null);
          }}
          onKeyDown={onKeyDown}
          maxLength={MAX_LENGTH}
          disabled={full}
          placeholder={t('adminUi.locations.placeholder')}
          autoComplete="off"
        />
        <Button type="button" variant="outline" onClick={add} disabled={full || !draft.trim()}>
          <Plus aria-hidden="true" />
          {t('adminUi.locations.add')}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <p aria-live="polite" className="text-muted-foreground text-sm empty:hidden">
        {warning ?? ''}
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('adminUi.locations.listLabel')}>
          {value.map((name, index) => (
            <li
              key={name}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-secondary py-1 pr-1 pl-3 text-sm"
            >
              <MapPin className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 break-words">{name}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                className="inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-secondary-hover hover:text-foreground"
                aria-label={t('adminUi.locations.remove', { name })}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
