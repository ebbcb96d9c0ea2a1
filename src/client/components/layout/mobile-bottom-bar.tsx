/**
 * The map home's bottom bar on phones (SPEC §2 "Map home"): Map and List switch the pane, Search
 * opens the list and puts the cursor in the search box, Vendor goes to /vendor-registration.
 */
import { List, Map as MapIcon, Search, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export type HomePane = 'map' | 'list';

const itemClass =
  'flex h-full min-h-12 flex-1 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-lg font-semibold text-[0.7rem] transition-colors';

function ItemContent({ icon, label, active }: { icon: ReactNode; label: string; active?: boolean }) {
  return (
    <>
      <span
        className={cn(
          'flex h-7 w-12 items-center justify-center rounded-full transition-colors [&_svg]:size-5',
          active && 'bg-primary-soft text-primary',
        )}
      >
        {icon}
      </span>
      {label}
    </>
  );
}

export function MobileBottomBar({
  pane,
  onPane,
  onSearch,
  className,
}: {
  pane: HomePane;
  onPane: (pane: HomePane) => void;
  onSearch: () => void;
  className?: string;
}) {
  const toggle = (value: HomePane, icon: ReactNode, label: string) => (
    <button
      type="button"
      aria-pressed={pane === value}
      onClick={() => onPane(value)}
      className={cn(itemClass, pane === value ? 'text-primary' : 'text-muted-foreground hover:text-foreground')}
    >
      <ItemContent icon={icon} label={label} active={pane === value} />
    </button>
  );
  return (
    <nav
      aria-label={t('discovery.bottomBar.label')}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-border border-t bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-8px_rgb(59_36_24/0.2)] backdrop-blur',
        className,
      )}
      data-testid="mobile-bottom-bar"
    >
      <div className="mx-auto flex h-16 max-w-md items-stretch gap-1 px-2 py-1.5">
        {toggle('map', <MapIcon aria-hidden="true" />, t('discovery.bottomBar.map'))}
        {toggle('list', <List aria-hidden="true" />, t('discovery.bottomBar.list'))}
        <button
          type="button"
          onClick={onSearch}
          className={cn(itemClass, 'text-muted-foreground hover:text-foreground')}
        >
          <ItemContent icon={<Search aria-hidden="true" />} label={t('discovery.bottomBar.search')} />
        </button>
        <Link to="/vendor-registration" className={cn(itemClass, 'text-muted-foreground hover:text-foreground')}>
          <ItemContent icon={<Store aria-hidden="true" />} label={t('discovery.bottomBar.vendor')} />
        </Link>
      </div>
    </nav>
  );
}
