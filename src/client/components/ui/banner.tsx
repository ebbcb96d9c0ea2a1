/**
 * An inline notice (issue 22): a tinted box with an icon beside the first line of its text —
 * a vendor closed or paused, when to pick an order up. The tone sets the box's and the icon's
 * colours; with a title the text is the bold title over a smaller line.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const TONES = {
  neutral: { box: 'border-stone-300 bg-stone-100 text-stone-900', icon: 'text-stone-600' },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-950', icon: 'text-amber-700' },
  accent: { box: 'border-accent/40 bg-accent-soft', icon: 'text-accent-hover' },
} as const;

export function Banner({
  tone,
  icon: Icon,
  title,
  testId,
  className,
  iconClassName,
  children,
}: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title?: ReactNode;
  testId?: string;
  className?: string;
  iconClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex items-start gap-3 rounded-xl border px-4 py-3', TONES[tone].box, className)} data-testid={testId}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', TONES[tone].icon, iconClassName)} aria-hidden="true" />
      {title === undefined ? (
        children
      ) : (
        <p className="text-sm">
          <span className="block font-bold text-base">{title}</span>
          {children}
        </p>
      )}
    </div>
  );
}
