/**
 * The four dietary tags as checkboxes (decision 0041): a menu item's tags in the vendor's item
 * dialog, a customer's restrictions on the profile page. `value` is the ticked tags.
 */
import { DIETARY_TAGS } from '@shared/constants.js';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { dietLabel } from '@/lib/labels';

export function DietaryCheckboxes({ value, onChange }: { value: readonly string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {DIETARY_TAGS.map((tag) => (
        <div key={tag} className="flex items-center gap-2">
          <Checkbox
            id={`${id}-${tag}`}
            checked={value.includes(tag)}
            onCheckedChange={(on) => onChange(on === true ? [...value, tag] : value.filter((x) => x !== tag))}
          />
          <Label htmlFor={`${id}-${tag}`} className="cursor-pointer">
            {dietLabel(tag)}
          </Label>
        </div>
      ))}
    </div>
  );
}
