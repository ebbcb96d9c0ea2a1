/**
 * Share a link: the phone's share sheet (navigator.share) where there is one, else copy it and
 * say so ("Link copied"). Used for a tracking link and a vendor's short link.
 */
import { Check, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

export interface ShareButtonProps {
  /** A path of this app ("/v/12") or an absolute URL. */
  url: string;
  /** The share sheet's title. */
  title: string;
  shareLabel: string;
  copyLabel: string;
  className?: string;
  variant?: 'outline' | 'secondary';
}

export function ShareButton({ url, title, shareLabel, copyLabel, className, variant = 'outline' }: ShareButtonProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const canShare = useCanShare();
  const share = async () => {
    const link = absoluteUrl(url);
    if (canShare) {
      await navigator.share({ title, url: link }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button type="button" variant={variant} onClick={() => void share()}>
        {canShare ? <Share2 aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {canShare ? shareLabel : copyLabel}
      </Button>
      <p role="status" className="flex items-center gap-1.5 text-sm" data-testid="share-status">
        {copied === 'yes' && <Check className="size-4 text-green-700" aria-hidden="true" />}
        {copied === 'yes' ? t('share.copied') : copied === 'failed' ? t('share.failed', { url: absoluteUrl(url) }) : ''}
      </p>
    </div>
  );
}

/** The absolute address of a path of this app (an absolute URL stays as it is). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/**
 * Whether this browser has a share sheet. A page drawn by the server (which has none) is first
 * hydrated without it, then shows the phone's own.
 */
function useCanShare(): boolean {
  return useHydrated() && typeof navigator.share === 'function';
}
