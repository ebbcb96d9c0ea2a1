import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Status colours follow SPEC §4: pending yellow, confirmed blue, ready green, completed grey, cancelled red. */
export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-semibold text-xs [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-input text-foreground',
        accent: 'border-transparent bg-accent-soft text-accent-hover',
        yellow: 'border-yellow-300 bg-yellow-100 text-yellow-900',
        blue: 'border-blue-200 bg-blue-100 text-blue-900',
        green: 'border-green-200 bg-green-100 text-green-900',
        grey: 'border-stone-300 bg-stone-100 text-stone-800',
        red: 'border-red-200 bg-red-100 text-red-900',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
