/**
 * Challenges (issue 19 item 3, DESIGN §10.4): the open ones for anyone; a signed-in customer joins
 * them, follows their progress (it moves when a vendor completes an order of their verified phone,
 * so the page asks again when it comes back into view and every half minute while open) and sees
 * their badge shelf.
 */
import type { PublicChallenge } from '@shared/schemas/challenges.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { BadgeShelf } from '@/components/challenges/badge-shelf';
import { ChallengeCard } from '@/components/challenges/challenge-card';
import { ListStates } from '@/components/layout/page-states';
import { PageHeading, PublicPage } from '@/components/layout/site-header';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { CHALLENGES_KEY, MY_CHALLENGES_KEY } from '@/lib/query-keys';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';

const LIVE = { refetchOnWindowFocus: true, refetchInterval: 30_000, staleTime: 10_000 } as const;

export function Challenges() {
  useDocumentTitle(t('challenges.title'));
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: CHALLENGES_KEY, queryFn: ({ signal }) => api('GET /api/challenges', {}, { signal }), ...LIVE });
  const mine = useQuery({
    queryKey: MY_CHALLENGES_KEY,
    queryFn: ({ signal }) => api('GET /api/me/challenges', {}, { signal }),
    enabled: !!user,
    ...LIVE,
  });
  const join = useMutation({
    mutationFn: (c: PublicChallenge) => api('POST /api/challenges/:id/join', { params: { id: c.id } }),
    onSuccess: (joined) => {
      queryClient.setQueryData<PublicChallenge[]>(CHALLENGES_KEY, (old) => old?.map((c) => (c.id === joined.id ? joined : c)));
      toast({ title: t('challenges.joinedNotice', { name: joined.name }), variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('challenges.joinFailed'), { preferServerMessage: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_CHALLENGES_KEY });
    },
  });

  return (
    <PublicPage>
      <PageHeading icon={Trophy} title={t('challenges.title')} subtitle={t('challenges.intro')} />
      {mine.data && (
        <div className="mt-6">
          <BadgeShelf data={mine.data} />
        </div>
      )}
      <div className="mt-6">
        <ListStates
          loading={list.isPending}
          failed={list.isError}
          empty={list.data?.length === 0}
          loadingLabel={t('common.loading')}
          failedText={t('challenges.failed')}
          emptyText={t('challenges.empty')}
          cardClassName="h-48"
        >
          <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('challenges.title')}>
            {list.data?.map((c) => (
              <li key={c.id}>
                <ChallengeCard
                  challenge={c}
                  signedIn={!!user}
                  onJoin={() => join.mutate(c)}
                  joining={join.isPending && join.variables?.id === c.id}
                />
              </li>
            ))}
          </ul>
        </ListStates>
      </div>
    </PublicPage>
  );
}
