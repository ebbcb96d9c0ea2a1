/**
 * The food feed (issue 19 item 2, /feed): what people eat around the valley, newest first, with
 * infinite scroll (the next page loads as the end comes into view; "Load more" for the rest).
 * Signed-in customers write posts, like and report; anyone reads and shares.
 */
import { Newspaper } from 'lucide-react';
import { useEffect } from 'react';
import { PageHeading, PublicPage } from '@/components/layout/site-header';
import { CardsLoading, EmptyNote, LoadFailedNote } from '@/components/layout/page-states';
import { PostCard } from '@/components/posts/post-card';
import { PostComposer } from '@/components/posts/post-composer';
import { usePosts } from '@/components/posts/use-posts';
import { Button } from '@/components/ui/button';
import { loginUrl } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useElement, useInView } from '@/lib/use-in-view';

/** How far below the screen the end of the list starts the next page. */
const NEAR_END_PX = 400;

export function Feed() {
  useDocumentTitle(t('posts.feed.title'));
  const { user, isLoading } = useAuth();
  const feed = usePosts();
  const [end, setEnd] = useElement<HTMLDivElement>();
  const endInView = useInView(end, `0px 0px ${NEAR_END_PX}px 0px`);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = feed;
  useEffect(() => {
    // The observer's answer may predate the page just added: ask the layout once more.
    const near = end !== null && end.getBoundingClientRect().top < window.innerHeight + NEAR_END_PX;
    if (endInView && near && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [end, endInView, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  return (
    <PublicPage>
      <PageHeading icon={Newspaper} title={t('posts.feed.title')} subtitle={t('posts.feed.description')} />
      <div className="mx-auto mt-6 grid max-w-2xl grid-cols-1 gap-6">
        {user ? (
          <PostComposer />
        ) : (
          !isLoading && (
            <Button asChild variant="outline" className="h-auto min-h-10 justify-self-start whitespace-normal py-2 text-left">
              <a href={loginUrl('/feed')}>{t('posts.signIn')}</a>
            </Button>
          )
        )}
        {feed.isLoading ? (
          <CardsLoading label={t('posts.loadingMore')} cardClassName="h-40" />
        ) : feed.posts.length === 0 && !feed.isError ? (
          <EmptyNote>{t('posts.empty')}</EmptyNote>
        ) : (
          <ul className="grid gap-4" aria-label={t('posts.feed.title')}>
            {feed.posts.map((post) => (
              <PostCard key={post.id} post={post} signedIn={!!user} />
            ))}
          </ul>
        )}
        {feed.isError && (
          <LoadFailedNote>{t('posts.loadFailed')}</LoadFailedNote>
        )}
        <div ref={setEnd} className="flex justify-center pb-8">
          {feed.hasNextPage ? (
            <Button variant="outline" disabled={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
              {feed.isFetchingNextPage ? t('posts.loadingMore') : t('posts.loadMore')}
            </Button>
          ) : (
            feed.posts.length > 0 && <p className="text-muted-foreground text-sm">{t('posts.end')}</p>
          )}
        </div>
      </div>
    </PublicPage>
  );
}
