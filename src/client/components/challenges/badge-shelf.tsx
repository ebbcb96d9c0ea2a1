/**
 * The customer's badge shelf (issue 19 item 3): level, points and the way to the next level, a
 * badge for each finished challenge, and a nudge to link a verified phone when none is (only that
 * phone's orders count; the loyalty page links the phone this browser confirmed in one tap), else
 * that it is linked. On /challenges and the profile page.
 */
import type { MyChallenges } from '@shared/schemas/challenges.js';
import { Award, Phone, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { dateTimeFormat, numberFormat, t } from '@/lib/i18n';
import { Link } from '@/lib/router';

export function BadgeShelf({ data }: { data: MyChallenges }) {
  const badges = data.challenges.filter((c) => c.mine?.isCompleted);
  const date = dateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' });
  return (
    <section aria-labelledby="badge-shelf-title" data-testid="badge-shelf" className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="badge-shelf-title" className="font-bold text-lg">
          {t('challenges.shelf.title')}
        </h2>
        <p className="text-sm">
          <span className="font-bold text-primary" data-testid="level">
            {t('challenges.shelf.level', { level: data.level })}
          </span>
          {' · '}
          <span data-testid="points">{t('challenges.shelf.points', { points: numberFormat().format(data.points) })}</span>
        </p>
      </div>
      <p className="mt-1 text-muted-foreground text-xs">
        {t('challenges.shelf.next', { points: numberFormat().format(data.pointsToNextLevel), level: data.level + 1 })}
      </p>
      {badges.length === 0 ? (
        <p className="mt-3 text-muted-foreground text-sm">{t('challenges.shelf.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {badges.map((c) => (
            <li
              key={c.id}
              data-testid="badge"
              className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1.5 font-semibold text-amber-950 text-sm"
            >
              <Award className="size-4 text-amber-700" aria-hidden="true" />
              <span className="sr-only">{t('challenges.shelf.badge', { name: c.name, date: date.format(new Date(c.mine?.completedAt ?? c.endDate)) })}</span>
              <span aria-hidden="true">{c.name}</span>
            </li>
          ))}
        </ul>
      )}
      {data.phoneLinked ? (
        <p className="mt-3 flex items-center gap-2 text-muted-foreground text-sm" data-testid="phone-linked">
          <ShieldCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
          {t('challenges.phoneLinked')}
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sand-50 px-3 py-2 text-sm">
          <span>{t('challenges.linkPhone')}</span>
          <Button asChild size="sm" variant="outline">
            <Link to="/loyalty-program">
              <Phone aria-hidden="true" />
              {t('challenges.linkPhoneAction')}
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
