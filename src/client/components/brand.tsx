import type { ComponentProps } from 'react';
import { Link } from '@/lib/router';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** The Valley Eats mark: a sun setting behind the valley's mountains. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" fill="#b4441a" />
      <circle cx="16" cy="15" r="6.5" fill="#fbbf6a" />
      <path d="M3 24 L10.5 15.5 L15 20 L20.5 13 L29 24 Z" fill="#fdf8f1" />
      <path d="M3 24 H29 V27 Q29 29 27 29 H5 Q3 29 3 27 Z" fill="#0f766e" />
    </svg>
  );
}

function BrandText({ inverted, compact }: { inverted?: boolean; compact?: boolean }) {
  return (
    <span
      className={cn(
        'whitespace-nowrap font-extrabold text-lg tracking-tight',
        inverted ? 'text-sand-50' : 'text-foreground',
        compact && 'sr-only sm:not-sr-only',
      )}
    >
      {t('app.name')}
    </span>
  );
}

/** The brand as a link home (pages other than the landing and the map home). */
export function BrandLink({ className, inverted }: { className?: string; inverted?: boolean }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 rounded-md', className)}>
      <BrandMark />
      <BrandText inverted={inverted} />
    </Link>
  );
}

/**
 * The brand as the secret administrator entry (SPEC §2): clicking it counts towards the
 * 5-click trick; its tooltip hints 'CEO Access'.
 */
/** `compactText`: on phones only the mark shows (the name stays for screen readers). */
export function BrandButton({ className, compactText, ...props }: ComponentProps<'button'> & { compactText?: boolean }) {
  return (
    <button
      type="button"
      title={t('landing.secretHint')}
      className={cn('inline-flex cursor-default items-center gap-2 rounded-md', className)}
      {...props}
    >
      <BrandMark />
      <BrandText compact={compactText} />
    </button>
  );
}

/**
 * The skip link that opens every page frame (the landing page, the ordering screens): hidden
 * until focused, it jumps to the page's `#main`. Kept here, next to the brand both headers show,
 * so the landing page's first-route JavaScript gains no module of its own.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-card px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
