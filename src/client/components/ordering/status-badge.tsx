/** SPEC §4 status badges: pending yellow, confirmed blue, ready green, completed grey, cancelled red. */
import { PREORDER_BADGE_COLOURS, type PreorderStatus } from '@shared/preorder-status.js';
import { CheckCheck, CircleCheck, Clock, PackageCheck, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const icons = {
  pending: Clock,
  confirmed: CircleCheck,
  ready: PackageCheck,
  completed: CheckCheck,
  cancelled: XCircle,
} as const;

export function statusLabel(status: PreorderStatus): string {
  return t(`ordering.status.${status}`);
}

export function PreorderStatusBadge({ status, className }: { status: PreorderStatus; className?: string }) {
  const Icon = icons[status];
  return (
    <Badge variant={PREORDER_BADGE_COLOURS[status]} className={cn('text-xs', className)} data-status={status}>
      <Icon aria-hidden="true" />
      {statusLabel(status)}
    </Badge>
  );
}
