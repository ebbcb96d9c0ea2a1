/** SPEC §4: promotions and advertisements show LIVE, INACTIVE or EXPIRED (shared liveState). */
import type { LiveState } from '@shared/promotions.js';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { type MessageKey, t } from '@/lib/i18n';

const look: Record<LiveState, { key: MessageKey; variant: BadgeProps['variant'] }> = {
  live: { key: 'adminUi.badge.live', variant: 'green' },
  inactive: { key: 'adminUi.badge.inactive', variant: 'grey' },
  expired: { key: 'adminUi.badge.expired', variant: 'red' },
};

export function LiveBadge({ state }: { state: LiveState }) {
  const { key, variant } = look[state];
  return (
    <Badge variant={variant} data-state={state}>
      {state === 'live' && <span aria-hidden="true" className="size-1.5 rounded-full bg-green-600" />}
      {t(key)}
    </Badge>
  );
}
