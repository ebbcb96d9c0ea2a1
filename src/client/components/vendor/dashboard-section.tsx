/** A card of the vendor dashboard: an icon and title (the section's name), a hint, an action. */
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export function DashboardSection({
  title,
  description,
  action,
  children,
  className,
  icon: Icon,
  id,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  icon: LucideIcon;
  /** An anchor the setup checklist scrolls to (decision 0028). */
  id?: string;
}) {
  const headingId = useId();
  return (
    <Card className={cn('scroll-mt-20', className)} id={id}>
      <section aria-labelledby={headingId}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 p-5 sm:p-6">
          <div className="flex min-w-0 flex-col gap-1">
            <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {title}
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {action}
        </CardHeader>
        <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
      </section>
    </Card>
  );
}
