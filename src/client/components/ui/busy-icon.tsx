/** A button's icon that turns into a spinner while its action runs (and stops spinning under reduced motion). */
import { LoaderCircle, type LucideIcon } from 'lucide-react';

export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? (
    <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
  ) : (
    <Icon aria-hidden="true" />
  );
}
