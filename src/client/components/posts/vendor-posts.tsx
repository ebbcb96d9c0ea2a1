/**
 * The vendor dialog's "From the feed" (issue 19 item 2): the latest posts tagged with the vendor
 * (GET /api/posts?vendorId=), loaded when the dialog opens, and a link to the whole feed.
 * Browser-only (after hydration), so the server's first paint and the browser's agree.
 */
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useAuth } from '@/lib/use-auth';
import { useHydrated } from '@/lib/use-hydrated';
import { PostCard } from './post-card';
import { usePosts } from './use-posts';

/** How many of the vendor's posts the dialog shows. */
const SHOWN = 3;

export function VendorPosts({ vendorId, title }: { vendorId: number; title: (text: string) => ReactNode }) {
  const hydrated = useHydrated();
  const { user } = useAuth();
  const posts = usePosts({ vendorId, enabled: hydrated });
  if (!hydrated) return null;
  const latest = posts.posts.slice(0, SHOWN);
  return (
    <section data-testid="vendor-posts">
      {title(t('posts.vendorSection'))}
      {posts.isLoading ? null : latest.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('posts.vendorEmpty')}</p>
      ) : (
        <ul className="grid gap-3">
          {latest.map((post) => (
            <PostCard key={post.id} post={post} signedIn={!!user} compact />
          ))}
        </ul>
      )}
      <Link to="/feed" className="mt-3 inline-flex items-center gap-1.5 font-semibold text-primary text-sm underline-offset-4 hover:underline">
        {t('posts.seeFeed')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
