import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder block; hidden from screen readers (announce loading with text elsewhere). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-sand-200', className)} {...props} />;
}
