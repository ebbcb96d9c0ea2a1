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

/** A dashboard tab's section: labelled by its heading row (SectionHeader), then the tab's content. */
export function TabSection({ className, children, ...header }: SectionHeaderProps & { id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={header.id} className={cn('flex min-w-0 flex-col gap-5', className)}>
      <SectionHeader {...header} />
      {children}
    </section>
  );
}

/**
 * The top row of an item's card on a dashboard tab: the item's name (an h3), a line under it when
 * there is one, and its badges on the right (resource cards, registrations, vendors).
 */
export function CardTitleRow({
  title,
  subtitle,
  subtitleClassName,
  badge,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  subtitleClassName?: string;
  badge: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      {subtitle === undefined ? (
        <h3 className="min-w-0 break-words font-bold text-lg leading-tight">{title}</h3>
      ) : (
        <div className="min-w-0">
          <h3 className="break-words font-bold text-lg leading-tight">{title}</h3>
          <p className={cn('mt-1 text-muted-foreground text-sm', subtitleClassName)}>{subtitle}</p>
        </div>
      )}
      {badge}
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
