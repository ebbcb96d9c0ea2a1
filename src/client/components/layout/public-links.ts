import { CalendarDays, Gift, MapPinned, Newspaper, PackageSearch, Trophy } from 'lucide-react';
import { t } from '@/lib/i18n';
import type { NavLink } from './site-header';

/** The navigation of the pages anyone may open: the map (no account needed), tracking, loyalty, events, challenges and the food feed. */
export function publicLinks(): NavLink[] {
  return [
    { to: '/explore', label: t('ordering.nav.home'), shortLabel: t('ordering.nav.homeShort'), icon: MapPinned },
    { to: '/order-tracking', label: t('ordering.nav.track'), icon: PackageSearch },
    { to: '/loyalty-program', label: t('ordering.nav.loyalty'), icon: Gift },
    { to: '/events', label: t('ordering.nav.events'), icon: CalendarDays },
    { to: '/challenges', label: t('challenges.nav'), icon: Trophy },
    { to: '/feed', label: t('ordering.nav.feed'), icon: Newspaper },
  ];
}
