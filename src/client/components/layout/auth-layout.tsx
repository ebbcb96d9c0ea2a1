import type { ReactNode } from 'react';
import { BrandLink } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { DesertBanner } from '@/components/desert-illustration';
import { Card } from '@/components/ui/card';

/** A centred card for the sign-in, sign-up and administrator login pages. */
export function AuthLayout({
  title,
  subtitle,
  icon,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLink />
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md overflow-hidden">
          <div className="h-20 overflow-hidden border-border border-b" aria-hidden="true">
            <DesertBanner />
          </div>
          <div className="p-6 sm:p-8">
            {icon}
            <h1 className="font-extrabold text-2xl tracking-tight">{title}</h1>
            <p className="mt-2 text-muted-foreground">{subtitle}</p>
            <div className="mt-6">{children}</div>
            {footer && <div className="mt-6 border-border border-t pt-6 text-center text-sm">{footer}</div>}
          </div>
        </Card>
      </main>
    </div>
  );
}

/** A form-level failure message, read out when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900 text-sm' : 'sr-only'}>
      {message}
    </div>
  );
}
