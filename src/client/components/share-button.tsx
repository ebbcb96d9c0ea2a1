/**
 * Share a link: the phone's share sheet (navigator.share) where there is one, else copy it and
 * say so ("Link copied"). Used for a tracking link and a vendor's short link.
 */
import { Check, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export interface ShareButtonProps {
  /** An absolute URL. */
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
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    if (canShare) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
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
        {copied === 'yes' ? t('share.copied') : copied === 'failed' ? t('share.failed', { url }) : ''}
      </p>
    </div>
  );
}

/** The absolute address of a path of this app. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
