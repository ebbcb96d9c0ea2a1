/** The heading row of a dashboard tab: an h2, a line of context and the tab's actions. */
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export interface SectionHeaderProps {
  title: string;
  /** The h2's id, for the section's aria-labelledby. */
  id?: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function SectionHeader({ title, id, description, actions, className }: SectionHeaderProps) {
  return (
    <div className={cn('flex flex-wrap items-end justify-between gap-3', className)}>
      <div className="min-w-0">
        <h2 id={id} className="font-bold text-xl tracking-tight">{title}</h2>
        {description && <p className="mt-1 text-muted-foreground text-sm">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** Reloads a list on demand (SPEC §9: lists never go stale on their own). */
export function RefreshButton({ onClick, busy, label }: { onClick: () => void; busy: boolean; label?: string }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy} aria-label={label} aria-busy={busy}>
      <RefreshCw aria-hidden="true" className={cn(busy && 'animate-spin motion-reduce:animate-none')} />
      {t('adminUi.common.refresh')}
    </Button>
  );
}
