/**
 * The sticky header of the map home (TopBar) and the vendor dashboard: the brand, a row of
 * shortcut links (under the brand on a phone, scrolling sideways; beside it from lg) and the
 * page's own controls at the end.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { type MessageKey, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';

export interface HeaderLink {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
}

export interface AppHeaderProps {
  /** The brand, placed in the first cell. */
  brand: (className: string) => ReactNode;
  navLabel: string;
  links: readonly HeaderLink[];
  /**
   * Which part takes the room left on a wide screen: the links (the dashboard, whose controls are
   * short) or the controls (the map home, whose welcome line is truncated, and whose links spread
   * across a phone's width).
   */
  grow: 'links' | 'controls';
  children: ReactNode;
}

export function AppHeader({ brand, navLabel, links, grow, children }: AppHeaderProps) {
  const controlsGrow = grow === 'controls';
  return (
    // Sticky from sm up; on a phone, where the links may take a second row, it scrolls away with
    // the page instead of holding the top of the screen (as the public SiteHeader does).
    <header className="relative z-40 border-border border-b bg-background/95 backdrop-blur sm:sticky sm:top-0">
      <div
        className={cn(
          'mx-auto grid w-full max-w-7xl grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:py-3 lg:px-8',
          controlsGrow ? 'lg:grid-cols-[auto_auto_minmax(0,1fr)]' : 'lg:grid-cols-[auto_minmax(0,1fr)_auto]',
        )}
      >
        {brand('col-start-1 row-start-1')}
        <nav
          aria-label={navLabel}
          className="col-span-2 row-start-2 -mx-2 lg:col-span-1 lg:col-start-2 lg:row-start-1 lg:mx-0"
        >
          {/* The links wrap rather than scroll out of sight (a cut-off row gave no sign it scrolled),
              and between lg and xl, where they share the row with the brand and the controls, they
              go without their icons (issue 44 item 8). */}
          <ul className="flex flex-wrap items-center gap-1">
            {links.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Button asChild variant="ghost" size="sm" className="px-2 text-muted-foreground hover:text-foreground sm:px-3">
                  <Link to={to}>
                    <Icon aria-hidden="true" className="hidden sm:block lg:hidden xl:block" />
                    {t(label)}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <div
          className={cn(
            'col-start-2 row-start-1 flex items-center justify-end lg:col-start-3',
            controlsGrow ? 'min-w-0 gap-2 sm:gap-3' : 'gap-1 sm:gap-2',
          )}
        >
          {children}
        </div>
      </div>
    </header>
  );
}
