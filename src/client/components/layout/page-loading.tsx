import { LoaderCircle } from 'lucide-react';
import { t } from '@/lib/i18n';

/**
 * Shown while a page's code or its first data loads. It is on the first route, so it draws the spinner
 * itself rather than bring ui/busy-icon into the first route's 100 kB (the same classes as Spinner).
 */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[60dvh] items-center justify-center gap-3 text-muted-foreground">
      <LoaderCircle className="size-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
