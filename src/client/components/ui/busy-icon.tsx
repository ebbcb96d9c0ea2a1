/**
 * The one spinner: it turns while something runs and stands still under reduced motion. BusyIcon
 * is a button's icon that turns into it while the button's action runs.
 */
import { LoaderCircle, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle className={cn('animate-spin motion-reduce:animate-none', className)} aria-hidden="true" />;
}

export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? <Spinner /> : <Icon aria-hidden="true" />;
}
