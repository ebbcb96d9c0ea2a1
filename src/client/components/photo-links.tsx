/**
 * A row of uploaded photos as thumbnails, each a link to the full size in a new tab: a review's
 * photos and a reported post's in the administrator's queue. Sized so the row never shifts.
 */
import { srcSetOf } from '@shared/image-variants.js';
import { cn } from '@/lib/utils';

const SIZES = {
  sm: { width: 96, height: 72, className: 'h-18 w-24 rounded-md' },
  md: { width: 160, height: 120, className: 'h-28 w-40 rounded-lg' },
} as const;

export function PhotoLinks({
  urls,
  alt,
  size = 'sm',
  className,
  testId,
}: {
  urls: readonly string[];
  /** The text alternative of the photo at `index` (0-based). */
  alt: (index: number) => string;
  size?: keyof typeof SIZES;
  className?: string;
  testId?: string;
}) {
  const { width, height, className: imageClass } = SIZES[size];
  return (
    <ul className={cn('flex gap-2 overflow-x-auto', className)} data-testid={testId}>
      {urls.map((url, i) => (
        <li key={url} className="shrink-0">
          <a href={url} target="_blank" rel="noopener noreferrer" className="block rounded-md focus-visible:outline-2">
            <img
              src={url}
              srcSet={srcSetOf(url)}
              sizes={`${width}px`}
              alt={alt(i)}
              width={width}
              height={height}
              loading="lazy"
              decoding="async"
              className={cn('border border-border object-cover', imageClass)}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
