/**
 * One challenge (issue 19 item 3): what counts, the goal, the points, when it ends, who joined, and
 * for a customer who joined, a progress bar; Join for the others (a visitor signs in first).
 */
import type { PublicChallenge } from '@shared/schemas/challenges.js';
import { CircleCheckBig, LogIn, Trophy, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { loginUrl } from '@/lib/api';
import { dateTimeFormat, numberFormat, t } from '@/lib/i18n';
import { cuisineLabel } from '@/lib/labels';
import { cn } from '@/lib/utils';

function goalText(c: PublicChallenge): string {
  const key =
    c.type === 'distinct_cuisines'
      ? 'challenges.type.distinct_cuisines'
      : c.type === 'orders'
        ? 'challenges.type.orders'
        : 'challenges.type.distinct_vendors';
  return t(key, { target: c.target });
}

export function ChallengeCard({
  challenge: c,
  signedIn,
  onJoin,
  joining,
}: {
  challenge: PublicChallenge;
  signedIn: boolean;
  onJoin: () => void;
  joining: boolean;
}) {
  const mine = c.mine;
  const done = mine?.isCompleted ?? false;
  const percent = mine ? Math.round((mine.progress / c.target) * 100) : 0;
  return (
    <article
      data-testid="challenge"
      data-challenge-id={c.id}
      className={cn('flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm', done && 'border-emerald-300 bg-emerald-50/60')}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-bold text-lg leading-snug">{c.name}</h2>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 font-semibold text-amber-900 text-xs">
          <Trophy className="size-3.5" aria-hidden="true" />
          {t('challenges.points', { points: numberFormat().format(c.rewardPoints) })}
        </span>
      </div>
      <p className="text-sm leading-relaxed">{c.description}</p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-xs">
        <li className="font-semibold text-foreground">{goalText(c)}</li>
        {c.cuisine && <li>{t('challenges.cuisineOnly', { cuisine: cuisineLabel(c.cuisine) })}</li>}
        <li>{t('challenges.ends', { date: dateTimeFormat({ month: 'short', day: 'numeric' }).format(new Date(c.endDate)) })}</li>
        <li className="inline-flex items-center gap-1">
          <Users className="size-3.5" aria-hidden="true" />
          {t('challenges.participants', { count: numberFormat().format(c.participants) })}
        </li>
      </ul>
      {c.reward && <p className="text-sm">🎁 {c.reward}</p>}
      <div className="mt-auto">
        {mine ? (
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between text-sm">
              <span className={cn('inline-flex items-center gap-1 font-semibold', done && 'text-emerald-800')}>
                {done && <CircleCheckBig className="size-4" aria-hidden="true" />}
                {done ? t('challenges.completed') : t('challenges.joined')}
              </span>
              <span className="tabular-nums">{t('challenges.progress', { progress: mine.progress, target: c.target })}</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('challenges.progressLabel', { name: c.name })}
              aria-valuemin={0}
              aria-valuemax={c.target}
              aria-valuenow={mine.progress}
              className="h-2.5 overflow-hidden rounded-full bg-stone-200"
            >
              <div className={cn('h-full rounded-full', done ? 'bg-emerald-600' : 'bg-primary')} style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : signedIn ? (
          <Button size="sm" onClick={onJoin} disabled={joining} className="w-full sm:w-auto">
            <Trophy aria-hidden="true" />
            {t('challenges.join')}
            <span className="sr-only"> {c.name}</span>
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline" className="w-full sm:w-auto">
            <a href={loginUrl('/challenges')}>
              <LogIn aria-hidden="true" />
              {t('challenges.signIn')}
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}
