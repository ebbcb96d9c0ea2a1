import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** One analytics panel: an icon, a heading, a short description, then its content. */
export function Panel({
  title,
  description,
  icon,
  testId,
  className,
  children,
}: {
  title: string;
  description?: string;
  icon: ReactNode;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('flex flex-col', className)} data-testid={testId}>
      <CardHeader className="flex-row items-start gap-3 p-4 sm:p-6">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-hover [&_svg]:size-5">
          {icon}
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle className="text-lg">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
      </CardHeader>
      <CardContent className="flex-1 p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}

/** What a panel says when it has nothing to show. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="flex min-h-32 items-center justify-center rounded-lg border border-border border-dashed bg-sand-50 p-4 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}

export function PanelSkeleton() {
  return (
    <div className="rounded-xl border border-border bg-card p-4 shadow-warm sm:p-6">
      <div className="flex items-center gap-3">
        <Skeleton className="size-9" />
        <Skeleton className="h-5 w-36" />
      </div>
      <Skeleton className="mt-6 h-40 w-full" />
    </div>
  );
}
