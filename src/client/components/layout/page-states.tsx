/**
 * What a public page's list shows while it loads, when its read failed and when it has nothing
 * (challenges, events, the feed); the dashboards have theirs in admin/list-states.tsx.
 */
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** Two card-sized placeholders, announced as loading. */
export function CardsLoading({ label, className, cardClassName }: { label: string; className?: string; cardClassName: string }) {
  return (
    <div className={cn('grid gap-4', className)} role="status">
      <span className="sr-only">{label}</span>
      <Skeleton className={cn('rounded-xl', cardClassName)} />
      <Skeleton className={cn('rounded-xl', cardClassName)} />
    </div>
  );
}

/** A read that failed, read out when it appears. */
export function LoadFailedNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      {children}
    </p>
  );
}

/** Nothing to list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-border border-dashed bg-card/60 px-6 py-10 text-center text-muted-foreground">
      {children}
    </p>
  );
}

/** The list's state: loading, failed or empty say so; otherwise the list itself. */
export function ListStates({
  loading,
  failed,
  empty,
  loadingLabel,
  failedText,
  emptyText,
  cardClassName,
  children,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  loadingLabel: string;
  failedText: string;
  emptyText: string;
  /** The placeholders' height, about a card's. */
  cardClassName: string;
  children: ReactNode;
}) {
  if (loading) return <CardsLoading label={loadingLabel} className="sm:grid-cols-2" cardClassName={cardClassName} />;
  if (failed) return <LoadFailedNote>{failedText}</LoadFailedNote>;
  if (empty) return <EmptyNote>{emptyText}</EmptyNote>;
  return children;
}
