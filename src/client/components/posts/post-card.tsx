/**
 * One post of the food feed (issue 19 item 2): type, author's first name, the tagged vendor, the
 * text as plain text (React escapes it; links stay text), up to 4 photos, then Like (aria-pressed,
 * optimistic, corrected by the server's answer), Share (the phone's share sheet, else the link is
 * copied) and Report (a small confirmation). Visitors see the counts and are asked to sign in.
 */
import { srcSetOf } from '@shared/image-variants.js';
import { POST_REASON_MAX, type PostLikeResult, type PublicPost } from '@shared/schemas/posts.js';
import { Flag, Heart, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { absoluteUrl } from '@/components/share-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { api, showErrorNotice } from '@/lib/api';
import { dateTimeFormat, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';

const postDate = () => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** The address of a post: the feed, scrolled to it. */
export const postPath = (id: number) => `/feed#post-${id}`;

export function PostCard({ post, signedIn, compact = false }: { post: PublicPost; signedIn: boolean; compact?: boolean }) {
  const author = post.authorName || t('posts.someone');
  const [like, setLike] = useState<PostLikeResult | null>(null);
  const [shares, setShares] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  const shown = like ?? { likes: post.likes, likedByMe: post.likedByMe };

  const toggleLike = async () => {
    const next = !shown.likedByMe;
    const before = shown;
    setLike({ likes: Math.max(0, shown.likes + (next ? 1 : -1)), likedByMe: next });
    try {
      const params = { id: post.id };
      setLike(await (next ? api('PUT /api/posts/:id/like', { params }) : api('DELETE /api/posts/:id/like', { params })));
    } catch (error) {
      setLike(before);
      showErrorNotice(error, t('errors.network'), { preferServerMessage: true });
    }
  };

  const share = async () => {
    const url = absoluteUrl(postPath(post.id));
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('posts.shareTitle'), text: post.content.slice(0, 140), url });
      } catch {
        return; // dismissed
      }
    } else {
      try {
        await navigator.clipboard.writeText(url);
        toast({ variant: 'success', title: t('posts.copied') });
      } catch {
        toast({ variant: 'destructive', title: t('posts.copyFailed'), description: url });
        return;
      }
    }
    const answer = await api('POST /api/posts/:id/share', { params: { id: post.id } }).catch(() => null);
    if (answer) setShares(answer.shares);
  };

  return (
    <li id={`post-${post.id}`} data-testid="post" data-post-id={post.id} className="scroll-mt-20 rounded-xl border border-border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="rounded-full bg-sand-100 px-2 py-0.5 font-semibold text-xs">{t(`posts.type.${post.type}`)}</span>
        <span className="font-semibold">{author}</span>
        {post.vendor && <span className="text-muted-foreground">{t('posts.at', { vendor: post.vendor.businessName })}</span>}
        <span className="ml-auto text-muted-foreground text-xs">{postDate().format(new Date(post.createdAt))}</span>
      </div>
      <p className={cn('mt-2 whitespace-pre-line break-words leading-relaxed', compact ? 'text-sm' : 'text-base')} data-testid="post-content">
        {post.content}
      </p>
      {post.photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-2" data-testid="post-photos">
          {post.photos.map((url, i) => (
            <li key={url} className={cn(post.photos.length === 1 && 'col-span-2')}>
              <img
                src={url}
                srcSet={srcSetOf(url)}
                sizes={compact ? '160px' : '(min-width: 640px) 320px, 50vw'}
                alt={t('posts.photoAlt', { number: i + 1, author })}
                width={320}
                height={240}
                loading="lazy"
                decoding="async"
                className={cn('w-full rounded-lg border border-border object-cover', compact ? 'h-28' : 'h-44 sm:h-56')}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-1">
        {signedIn ? (
          <Button variant="ghost" size="sm" aria-pressed={shown.likedByMe} onClick={() => void toggleLike()} data-testid="post-like">
            <Heart aria-hidden="true" className={cn(shown.likedByMe && 'fill-red-600 text-red-700')} />
            {t('posts.like')}
            <span className="text-muted-foreground">· {t('posts.likes', { count: shown.likes })}</span>
          </Button>
        ) : (
          <span className="inline-flex items-center gap-1.5 px-2 text-muted-foreground text-sm" data-testid="post-likes">
            <Heart aria-hidden="true" className="size-4" />
            {t('posts.likes', { count: shown.likes })}
          </span>
        )}
        <Button variant="ghost" size="sm" onClick={() => void share()}>
          <Share2 aria-hidden="true" />
          {t('posts.share')}
          {(shares ?? post.shares) > 0 && <span className="text-muted-foreground">· {shares ?? post.shares}</span>}
        </Button>
        {signedIn && (
          <Button variant="ghost" size="sm" className="ml-auto px-2.5 text-muted-foreground sm:px-3" onClick={() => setReporting(true)}>
            <Flag aria-hidden="true" />
            {/* A phone keeps the row on one line: the flag alone, named for screen readers. */}
            <span className="sr-only sm:not-sr-only">{t('posts.report')}</span>
          </Button>
        )}
      </div>
      {reporting && <ReportDialog postId={post.id} onClose={() => setReporting(false)} />}
    </li>
  );
}

function ReportDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await api('POST /api/posts/:id/report', { params: { id: postId }, body: { reason: reason.trim() || null } });
      toast({ variant: 'success', title: t('posts.reported') });
      onClose();
    } catch (error) {
      showErrorNotice(error, t('errors.network'), { preferServerMessage: true });
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('posts.reportTitle')}</DialogTitle>
          <DialogDescription>{t('posts.reportDescription')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5 text-sm">
          <label htmlFor={reasonId} className="font-medium">
            {t('posts.reportReason')}
          </label>
          <Textarea id={reasonId} value={reason} maxLength={POST_REASON_MAX} rows={3} onChange={(e) => setReason(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('posts.cancel')}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void send()}>
            {t('posts.reportConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
