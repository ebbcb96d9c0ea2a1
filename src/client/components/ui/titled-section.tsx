/**
 * A titled card section (issue 22): a <section> named by its <h2>, on the card surface (or the
 * sand one, for an explainer), the heading extrabold and xl with an optional icon before it, an
 * optional line under the heading. SectionHeading is that heading alone, for a section laid out
 * otherwise (a header with an icon tile, a count beside the title, a plain Card). Not the same
 * rule as the analytics Panel, the vendor DashboardSection (Card header, bold lg title) or the
 * admin SectionHeader (bold xl title with actions).
 */
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

const SURFACES = {
  card: 'rounded-2xl border border-border bg-card p-5 shadow-warm sm:p-6',
  sand: 'rounded-2xl border border-border bg-sand-100/70 p-5 sm:p-6',
} as const;

export function SectionHeading({ icon: Icon, className, children, ...props }: ComponentProps<'h2'> & { icon?: LucideIcon }) {
  return (
    <h2 {...props} className={cn(Icon && 'flex items-center gap-2', 'font-extrabold text-xl tracking-tight', className)}>
      {Icon && <Icon className="size-5 text-primary" aria-hidden="true" />}
      {children}
    </h2>
  );
}

export function TitledSection({
  titleId,
  title,
  icon,
  description,
  surface = 'card',
  testId,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  titleId: string;
  /** Without a title the section's own children hold the heading with `titleId`. */
  title?: ReactNode;
  icon?: LucideIcon;
  /** A line under the heading. */
  description?: ReactNode;
  surface?: keyof typeof SURFACES;
  testId?: string;
  className?: string;
  children?: ReactNode;
}) {
  const heading =
    title === undefined ? null : (
      <SectionHeading id={titleId} icon={icon}>
        {title}
      </SectionHeading>
    );
  return (
    <section aria-labelledby={titleId} className={cn(SURFACES[surface], className)} data-testid={testId}>
      {description === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <p className="mt-1 text-muted-foreground text-sm">{description}</p>
        </div>
      )}
      {children}
    </section>
  );
}
