/**
 * Reported posts (issue 19 item 2): the food feed's posts with reports, most reported first, each
 * with its photos, its author and its latest reports (who, when, why: issue 44 item 5); Hide
 * takes a post out of every listing at once, Unhide brings it back.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EyeOff, Flag } from 'lucide-react';
import { PhotoLinks } from '@/components/photo-links';
import { POSTS_KEY } from '@/components/posts/use-posts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ADMIN_KEYS, formatMoment, useAdminQuery } from '@/lib/admin';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { RefreshButton, TabSection } from './section-header';

export function ReportedPostsTab() {
  const queryClient = useQueryClient();
  const list = useAdminQuery(ADMIN_KEYS.reportedPosts);
  const hide = useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      api('PUT /admin/api/posts/:id/hidden', { params: { id }, body: { hidden } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.reportedPosts }), queryClient.invalidateQueries({ queryKey: POSTS_KEY })]),
    onError: (error) => showErrorNotice(error, t('errors.network'), { preferServerMessage: true }),
  });
  return (
    <TabSection
      className="gap-4"
      id="reported-posts-title"
      title={t('posts.admin.title')}
      actions={<RefreshButton onClick={() => void list.refetch()} busy={list.isFetching} />}
    >
      {list.isLoading ? (
        <ListSkeleton />
      ) : list.isError ? (
        <LoadError message={t('posts.loadFailed')} onRetry={() => void list.refetch()} busy={list.isFetching} />
      ) : (list.data ?? []).length === 0 ? (
        <EmptyState icon={Flag} title={t('posts.admin.title')} body={t('posts.admin.empty')} />
      ) : (
        <ul className="grid gap-3">
          {(list.data ?? []).map((post) => (
            <li key={post.id} data-reported-post={post.id} className="grid gap-2 rounded-xl border border-border bg-card p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant="red">{t('posts.admin.reports', { count: post.reportCount })}</Badge>
                {post.isHidden && (
                  <Badge variant="outline" className="gap-1">
                    <EyeOff className="size-3" aria-hidden="true" />
                    {t('posts.admin.hidden')}
                  </Badge>
                )}
                <span className="font-semibold">
                  {t('posts.admin.postedBy', { who: person(post.authorName, post.authorEmail) })}
                </span>
                {post.vendor && <span className="text-muted-foreground">{t('posts.at', { vendor: post.vendor.businessName })}</span>}
                <span className="ml-auto text-muted-foreground text-xs">{formatMoment(post.createdAt)}</span>
              </div>
              <p className="whitespace-pre-line break-words text-sm">{post.content}</p>
              {post.photos.length > 0 && (
                <PhotoLinks
                  urls={post.photos}
                  alt={(i) => t('posts.photoAlt', { number: i + 1, author: post.authorName || t('posts.someone') })}
                  size="md"
                  className="flex-wrap"
                  testId="reported-post-photos"
                />
              )}
              <div className="grid gap-1">
                <p className="font-medium text-sm">{t('posts.admin.latestReports')}</p>
                <ul className="grid gap-1 text-sm" data-testid="reported-post-reports">
                  {post.reports.map((report) => (
                    <li key={`${report.reporterEmail}-${report.createdAt}`} className="break-words">
                      <span className="text-muted-foreground">
                        {t('posts.admin.reportedBy', { who: person(report.reporterName, report.reporterEmail), when: formatMoment(report.createdAt) })}
                      </span>{' '}
                      {report.reason ?? <em className="text-muted-foreground">{t('posts.admin.noReason')}</em>}
                    </li>
                  ))}
                </ul>
              </div>
              <Button
                size="sm"
                variant={post.isHidden ? 'outline' : 'destructive'}
                className="justify-self-start"
                disabled={hide.isPending}
                onClick={() => hide.mutate({ id: post.id, hidden: !post.isHidden })}
              >
                {post.isHidden ? t('posts.admin.unhide') : t('posts.admin.hide')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </TabSection>
  );
}

/** "Ana (ana@example.com)": the name an account gave and its e-mail, so the administrator can act. */
function person(name: string | null, email: string | null): string {
  return `${name || t('posts.someone')} (${email ?? t('posts.admin.noEmail')})`;
}
