import type { ComponentType, ReactNode } from 'react';
import { BrandLink } from '@/components/brand';

/** A page that only says one thing (not found, logging out): the brand, then a centred message under a large icon. */
export function MessagePage({
  icon: Icon,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6 lg:px-8">
        <BrandLink />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="max-w-md text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <Icon className="size-8" aria-hidden="true" />
          </span>
          {children}
        </div>
      </main>
    </div>
  );
}
