import { srcSetOf } from '@shared/image-variants.js';
import { cn } from '@/lib/utils';

/**
 * A small square photo beside a name (a vendor on its card, an item in a menu): its size given, so
 * nothing shifts when it arrives; loaded lazily and decoded off the main thread. Decorative (the
 * name beside it says what it is), so no alt text.
 */
export function Thumbnail({ src, size, className, testId }: { src: string; size: number; className?: string; testId?: string }) {
  return (
    <img
      src={src}
      srcSet={srcSetOf(src)}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size }}
      className={cn('shrink-0 rounded-lg object-cover', className)}
      data-testid={testId}
    />
  );
}
