/**
 * The header and page frame of the public screens (ordering, tracking, loyalty, events, the feed,
 * the profile): the brand (home link), a short navigation that wraps to its own row on phones
 * (where the header scrolls away with the page), and a skip link to the main content. A public
 * page is `<PublicPage>`; the vendor's and the administrator's screens use `AppHeader`, the map
 * home `TopBar` (this folder).
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark, SkipLink } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { Link, useLocation } from '@/lib/router';
import { cn } from '@/lib/utils';
import { publicLinks } from './public-links';

export interface NavLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A full-page navigation (server routes such as /api/logout). */
  external?: boolean;
  /** A shorter label below xl ('Map' for 'Find Vendors'), so the links fit a phone's row and 1024 px. */
  shortLabel?: string;
}

export function SiteHeader({ links, navLabel }: { links: NavLink[]; navLabel: string }) {
  const { pathname } = useLocation();
  return (
    // One row, and sticky, from lg only: below it the links take a row of their own under the
    // brand, and two rows held at the top would cover ~130 px of a phone's menu; there the header
    // scrolls away (the order bar stays at hand). Up to xl the links have their short labels and
    // up to 2xl no icons, so the row fits 1024 px in Spanish (issue 44 item 8: from sm up it ran
    // off the screen, the language switch with it) and the 1152 px column at 1280 px (50 px over).
    <header className="relative z-40 border-border border-b bg-background/95 backdrop-blur lg:sticky lg:top-0">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:flex-nowrap lg:px-8">
        <Link to="/" className="inline-flex min-h-10 items-center gap-2 rounded-md">
          <BrandMark />
          <span className="whitespace-nowrap font-extrabold text-lg tracking-tight">{t('app.name')}</span>
        </Link>
        <LanguageSwitch className="lg:order-last" />
        <nav aria-label={navLabel} className="-mx-1.5 w-full lg:mx-0 lg:w-auto">
          {/* Below lg the links wrap rather than scroll out of sight. */}
          <ul className="flex flex-wrap items-center gap-x-0.5 gap-y-0.5 sm:gap-1 lg:flex-nowrap">
            {links.map(({ to, label, shortLabel, icon: Icon, external }) => {
              const current = !external && pathname === to;
              const content = (
                <>
                  <Icon aria-hidden="true" className="hidden 2xl:block" />
                  {shortLabel ? (
                    <>
                      <span className="xl:hidden">{shortLabel}</span>
                      <span className="hidden xl:inline">{label}</span>
                    </>
                  ) : (
                    label
                  )}
                </>
              );
              return (
                <li key={to}>
                  <Button
                    asChild
                    variant="ghost"
                    size="sm"
                    className={cn(
                      'px-1.5 text-muted-foreground hover:text-foreground sm:px-3',
                      current && 'bg-secondary text-foreground',
                    )}
                  >
                    {external ? (
                      <a href={to}>{content}</a>
                    ) : (
                      <Link to={to} aria-current={current ? 'page' : undefined}>
                        {content}
                      </Link>
                    )}
                  </Button>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** Skip link + header + main, with a page width shared by the ordering screens. */
export function PageFrame({
  header,
  children,
  className,
}: {
  header: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      <main
        id="main"
        tabIndex={-1}
        className={cn('mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8', className)}
      >
        {children}
      </main>
    </div>
  );
}

/** A public page: the skip link, the site's header with the public links, and the page in its main. */
export function PublicPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <PageFrame header={<SiteHeader links={publicLinks()} navLabel={t('ordering.nav.label')} />} className={className}>
      {children}
    </PageFrame>
  );
}

/** A centred message (Invalid Link, Preorders Not Available …) with an icon and actions. */
export function MessageScreen({
  icon: Icon,
  title,
  body,
  children,
  tone = 'primary',
}: {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
  children?: ReactNode;
  tone?: 'primary' | 'muted';
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center sm:py-20">
      <span
        className={cn(
          'flex size-16 items-center justify-center rounded-2xl',
          tone === 'primary' ? 'bg-primary-soft text-primary-soft-foreground' : 'bg-secondary text-muted-foreground',
        )}
      >
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-extrabold text-3xl tracking-tight">{title}</h1>
      <div className="mt-3 text-lg text-muted-foreground">{body}</div>
      {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** A public page's title: its icon (from the sm breakpoint), the h1 and one line under it, if any. */
export function PageHeading({ icon: Icon, title, subtitle }: { icon: LucideIcon; title: string; subtitle?: string }) {
  return (
    <div className="flex items-start gap-4">
      <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground sm:flex">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div>
        <h1 className="font-extrabold text-3xl tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
      </div>
    </div>
  );
}

/** A page's opening words: a small line with its icon above the h1 (what the page is part of), then one line under it. */
export function PageIntro({
  icon: Icon,
  eyebrow,
  title,
  subtitle,
  className,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  subtitle: string;
  className?: string;
}) {
  return (
    <div className={cn('max-w-2xl', className)}>
      <p className="flex items-center gap-2 font-bold text-primary text-sm uppercase tracking-wider">
        <Icon className="size-4" aria-hidden="true" />
        {eyebrow}
      </p>
      <h1 className="mt-1 font-extrabold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-lg text-muted-foreground">{subtitle}</p>
    </div>
  );
}
