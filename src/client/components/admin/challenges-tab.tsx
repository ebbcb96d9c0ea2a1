/**
 * Challenges (issue 19 item 3): what customers can join on /challenges. Create, edit in a dialog,
 * switch on or off, delete after a confirmation; each card says what counts, the points, the dates
 * and how many joined.
 */
import type { ChallengeType } from '@shared/challenges.js';
import type { AdminChallenge } from '@shared/schemas/challenges.js';
import { CalendarDays, Trophy, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDayRange } from '@/lib/admin';
import { numberFormat, t } from '@/lib/i18n';
import { cuisineLabel } from '@/lib/labels';
import { liveState } from '@shared/promotions.js';
import { ChallengeForm, challengeTypeLabel } from './challenge-form';
import { LiveBadge } from './live-badge';
import { ResourceCard, ResourceTab } from './resource-tab';
import { CHALLENGES } from './resources';
import { type AdminResource, useAdminResource } from './use-admin-resource';

export function ChallengesTab() {
  const resource = useAdminResource(CHALLENGES);
  return (
    <ResourceTab
      resource={resource}
      stickyCreate
      emptyIcon={Trophy}
      emptyBody={t('adminUi.challenges.emptyBody')}
      summary={(list) =>
        t('adminUi.challenges.summary', {
          total: list.length,
          joined: list.reduce((n, c) => n + c.participants, 0),
        })
      }
      form={ChallengeForm}
      card={(challenge) => <ChallengeCard resource={resource} challenge={challenge} />}
    />
  );
}

function ChallengeCard({ resource, challenge: c }: { resource: AdminResource<AdminChallenge>; challenge: AdminChallenge }) {
  return (
    <ResourceCard resource={resource} item={c} data="data-challenge" badge={<LiveBadge state={liveState(c, new Date())} />}>
      <p className="break-words text-muted-foreground text-sm">{c.description}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Badge variant="secondary">
          {t(challengeTypeLabel[c.type as ChallengeType] ?? 'adminUi.challenges.typeOrders')} · {c.target}
        </Badge>
        {c.cuisine && <Badge variant="outline">{cuisineLabel(c.cuisine)}</Badge>}
        <span className="inline-flex items-center gap-1.5">
          <Trophy className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('challenges.points', { points: numberFormat().format(c.rewardPoints) })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
          {formatDayRange(c.startDate, c.endDate)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('challenges.participants', { count: numberFormat().format(c.participants) })}
        </span>
      </div>
    </ResourceCard>
  );
}
