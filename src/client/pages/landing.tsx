/**
 * The landing page for visitors (SPEC §2 "Landing page"): nav, hero, three steps, a call to
 * action and a footer. Explore Map and Start Exploring open the map home without an account
 * (/explore, issue 23); the vendor calls to action go to the login (/api/login, a full-page
 * navigation) with a returnTo: joining comes back to vendor registration, signing in to the dashboard. Clicking the title or the headline 5 times within 3 s opens /secret-login.
 */
import {
  ArrowRight,
  Check,
  Citrus,
  Clock,
  Flame,
  Gift,
  Hamburger,
  HandHeart,
  IceCreamCone,
  Mail,
  MapPin,
  Menu,
  Phone,
  Soup,
  Store,
  UtensilsCrossed,
  X,
} from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loginUrl } from '@/lib/api';
import { Link } from '@/lib/router';
import { LanguageSwitch } from '@/components/language-switch';
import { BrandButton, BrandMark, SkipLink } from '@/components/brand';
import { DesertIllustration } from '@/components/desert-illustration';
import { Button } from '@/components/ui/button';
import { type MessageKey, t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSecretClicks } from '@/lib/use-secret-clicks';
import { cn } from '@/lib/utils';

/**
 * Where the vendor calls to action lead (SPEC §1): the login, keeping the intent through sign-up
 * and sign-in (issue 24 item 1). Joining opens the account form and comes back to registration;
 * signing in comes back to the dashboard.
 */
const JOIN = loginUrl('/vendor-registration', { signUp: true });
const VENDOR_SIGN_IN = loginUrl('/vendor-dashboard');
/** The map home, open to visitors: finding food needs no account. */
const EXPLORE = '/explore';

const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

export function Landing() {
  useDocumentTitle(t('landing.documentTitle'), true);
  const onSecretClick = useSecretClicks();

  return (
    // On a phone the whole page hydrates on the first intent (lib/hydrate-on-intent.ts).
    <div className="flex min-h-dvh flex-col" data-hydrates-on-intent="">
      <SkipLink />
      <LandingHeader onTitleClick={onSecretClick} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Hero onHeadlineClick={onSecretClick} />
        <Cravings />
        <HowItWorks />
        <ForVendors />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}

function LandingHeader({ onTitleClick }: { onTitleClick: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const sectionLinks = [
    { href: '#find-vendors', label: t('landing.nav.findVendors') },
    { href: '#how-it-works', label: t('landing.nav.howItWorks') },
  ];

  return (
    <header className="sticky top-0 z-40 border-border/80 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className={cn(container, 'flex h-16 items-center justify-between gap-3')}>
        <BrandButton onClick={onTitleClick} data-testid="site-title" />
        <nav aria-label={t('landing.nav.label')} className="flex items-center gap-1 sm:gap-2">
          <ul className="hidden items-center gap-1 md:flex">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 font-semibold text-muted-foreground text-sm transition-colors hover:bg-secondary hover:text-foreground"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <LanguageSwitch className="hidden sm:inline-flex" />
          <Button asChild size="sm" className="ml-1">
            <a href={VENDOR_SIGN_IN}>
              <Store aria-hidden="true" className="hidden sm:block" />
              {t('landing.nav.vendorSignIn')}
            </a>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="landing-menu"
            aria-label={menuOpen ? t('landing.nav.closeMenu') : t('landing.nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </nav>
      </div>
      <div id="landing-menu" hidden={!menuOpen} className="border-border border-t bg-background md:hidden">
        <ul className={cn(container, 'flex flex-col py-2')}>
          {sectionLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={() => setMenuOpen(false)}
                className="block rounded-md px-2 py-3 font-semibold text-base hover:bg-secondary"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li className="sm:hidden">
            <LanguageSwitch className="h-auto w-full justify-start px-2 py-3 text-base text-foreground" />
          </li>
        </ul>
      </div>
    </header>
  );
}

function Hero({ onHeadlineClick }: { onHeadlineClick: () => void }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top_right,var(--color-terracotta-100),transparent_60%)]"
      />
      <div className={cn(container, 'grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-2 lg:gap-14 lg:py-20')}>
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent-hover text-sm">
            <MapPin className="size-4" aria-hidden="true" />
            {t('landing.hero.eyebrow')}
          </p>
          {/* The headline is the second half of the hidden admin entry (SPEC §2); keyboard users have the title button. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer-only easter egg; the brand button offers the same by keyboard */}
          <h1
            id="hero-title"
            title={t('landing.secretHint')}
            onClick={onHeadlineClick}
            className="mt-5 text-balance font-extrabold text-4xl text-foreground leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground leading-relaxed">{t('landing.hero.body')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={EXPLORE}>
                <MapPin aria-hidden="true" />
                {t('landing.hero.exploreMap')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={JOIN}>
                <Store aria-hidden="true" />
                {t('landing.hero.joinVendor')}
              </a>
            </Button>
          </div>
          <p className="mt-8 text-muted-foreground text-sm">
            <span className="font-semibold text-foreground">{t('landing.hero.citiesLabel')}</span>{' '}
            {t('landing.hero.cities')}
          </p>
        </div>

        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <div className="aspect-[14/11] overflow-hidden rounded-[2rem] border border-sand-200 shadow-warm">
            <DesertIllustration />
          </div>
          <HeroBadge
            className="top-4 left-4 sm:-left-4 sm:top-8"
            icon={<span className="size-2.5 rounded-full bg-green-600 ring-4 ring-green-100" />}
            title={t('landing.hero.badgeOpen')}
            detail={t('landing.hero.badgeOpenDetail')}
          />
          <HeroBadge
            className="right-3 -bottom-6 sm:-right-5"
            icon={<Gift className="size-4 text-primary" aria-hidden="true" />}
            title={t('landing.hero.badgePoints')}
            detail={t('landing.hero.badgePointsDetail')}
          />
        </div>
      </div>
    </section>
  );
}

function HeroBadge({
  className,
  icon,
  title,
  detail,
}: {
  className?: string;
  icon: ReactNode;
  title: string;
  detail: string;
}) {
  return (
    <div
      className={cn(
        'absolute flex items-center gap-3 rounded-xl border border-border bg-card/95 px-3 py-2 shadow-warm sm:px-4 sm:py-3',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-secondary">{icon}</span>
      <span className="flex flex-col">
        <span className="font-bold text-sm leading-tight">{title}</span>
        <span className="text-muted-foreground text-xs">{detail}</span>
      </span>
    </div>
  );
}

const cuisines: { key: MessageKey; body: MessageKey; icon: ComponentType<{ className?: string }>; tint: string }[] = [
  { key: 'landing.cuisine.tacos', body: 'landing.cuisine.tacos.body', icon: Citrus, tint: 'bg-lime-100 text-lime-800' },
  { key: 'landing.cuisine.bbq', body: 'landing.cuisine.bbq.body', icon: Flame, tint: 'bg-orange-100 text-orange-800' },
  {
    key: 'landing.cuisine.desserts',
    body: 'landing.cuisine.desserts.body',
    icon: IceCreamCone,
    tint: 'bg-pink-100 text-pink-800',
  },
  {
    key: 'landing.cuisine.burgers',
    body: 'landing.cuisine.burgers.body',
    icon: Hamburger,
    tint: 'bg-amber-100 text-amber-800',
  },
  { key: 'landing.cuisine.mexican', body: 'landing.cuisine.mexican.body', icon: Soup, tint: 'bg-red-100 text-red-800' },
];

const perks: { key: MessageKey; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'landing.perks.preorder', icon: UtensilsCrossed },
  { key: 'landing.perks.track', icon: Clock },
  { key: 'landing.perks.loyalty', icon: Gift },
];

function Cravings() {
  return (
    <section id="find-vendors" aria-labelledby="find-vendors-title" className="py-14 sm:py-20">
      <div className={container}>
        <div className="max-w-2xl">
          <h2 id="find-vendors-title" className="font-extrabold text-3xl tracking-tight sm:text-4xl">
            {t('landing.cravings.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('landing.cravings.body')}</p>
        </div>
        <ul className="mt-8 grid grid-cols-1 gap-3 sm:mt-10 sm:grid-cols-2 sm:gap-4 lg:grid-cols-5">
          {cuisines.map(({ key, body, icon: Icon, tint }) => (
            <li
              key={key}
              className="flex gap-4 rounded-2xl border border-border bg-card p-4 shadow-warm sm:p-5 lg:flex-col lg:gap-0"
            >
              <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tint)}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-bold text-lg lg:mt-4">{t(key)}</h3>
                <p className="mt-1 text-muted-foreground text-sm leading-relaxed">{t(body)}</p>
              </div>
            </li>
          ))}
        </ul>
        <ul className="mt-8 grid gap-3 sm:grid-cols-3">
          {perks.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-3 rounded-xl bg-secondary/70 p-4 text-sm">
              <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const steps: { title: MessageKey; body: MessageKey; icon: ComponentType<{ className?: string }> }[] = [
  { title: 'landing.steps.find.title', body: 'landing.steps.find.body', icon: MapPin },
  { title: 'landing.steps.browse.title', body: 'landing.steps.browse.body', icon: UtensilsCrossed },
  { title: 'landing.steps.support.title', body: 'landing.steps.support.body', icon: HandHeart },
];

function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-sand-100/70 py-14 sm:py-20">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="how-it-works-title" className="font-extrabold text-3xl tracking-tight sm:text-4xl">
            {t('landing.steps.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('landing.steps.body')}</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ title, body, icon: Icon }, index) => (
            <li key={title} className="relative rounded-2xl border border-border bg-card p-6 shadow-warm sm:p-8">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="font-bold text-primary text-sm uppercase tracking-wider">
                  {t('landing.steps.step', { n: index + 1 })}
                </span>
              </div>
              <h3 className="mt-6 font-bold text-xl">{t(title)}</h3>
              <p className="mt-2 text-muted-foreground leading-relaxed">{t(body)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const vendorPoints: MessageKey[] = [
  'landing.vendors.point.preorders',
  'landing.vendors.point.menu',
  'landing.vendors.point.analytics',
  'landing.vendors.point.events',
];

function ForVendors() {
  return (
    <section aria-labelledby="for-vendors-title" className="py-14 sm:py-20">
      <div className={cn(container, 'grid items-center gap-10 lg:grid-cols-2')}>
        <div>
          <p className="font-bold text-accent text-sm uppercase tracking-wider">{t('landing.vendors.eyebrow')}</p>
          <h2 id="for-vendors-title" className="mt-2 font-extrabold text-3xl tracking-tight sm:text-4xl">
            {t('landing.vendors.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('landing.vendors.body')}</p>
          <Button asChild size="lg" variant="accent" className="mt-8">
            <a href={JOIN}>
              {t('landing.hero.joinVendor')}
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {vendorPoints.map((key) => (
            <li key={key} className="flex items-start gap-3 rounded-2xl border border-border bg-card p-5 shadow-warm">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
                <Check className="size-4" strokeWidth={3} aria-hidden="true" />
              </span>
              <span className="font-semibold">{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="pb-16 sm:pb-24">
      <div className={container}>
        <div className="relative overflow-hidden rounded-[2rem] bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
          <svg
            aria-hidden="true"
            viewBox="0 0 800 200"
            preserveAspectRatio="none"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-24 w-full opacity-25"
          >
            <path d="M0 200 L120 110 L210 160 L330 70 L450 150 L560 90 L680 160 L800 100 V200 Z" fill="#3b2418" />
          </svg>
          <div className="relative">
            <h2 id="cta-title" className="text-balance font-extrabold text-3xl tracking-tight sm:text-4xl">
              {t('landing.cta.title')}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-lg text-terracotta-50">{t('landing.cta.body')}</p>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="mt-8 bg-sand-50 text-terracotta-800 hover:bg-white"
            >
              <Link to={EXPLORE}>
                {t('landing.cta.start')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  const className = 'inline-block rounded-sm py-0.5 text-sand-200 transition-colors hover:text-white hover:underline';
  // /api/* and in-page anchors are full-page navigations; app routes go through the router.
  if (to.startsWith('/api/') || to.startsWith('#')) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

function LandingFooter() {
  const phone = t('landing.footer.contact.phone');
  const email = t('landing.footer.contact.email');
  return (
    <footer className="bg-espresso text-sand-50 [--color-ring:#5eead4]">
      <div className={cn(container, 'grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4')}>
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2">
            <BrandMark />
            <span className="font-extrabold text-lg tracking-tight">{t('app.name')}</span>
          </p>
          <p className="mt-4 text-sand-200 text-sm leading-relaxed">{t('landing.footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-customers">
          <h2 id="footer-customers" className="font-bold text-sm text-white uppercase tracking-wider">
            {t('landing.footer.customers')}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <FooterLink to={EXPLORE}>{t('landing.footer.customers.explore')}</FooterLink>
            </li>
            <li>
              <FooterLink to="#how-it-works">{t('landing.footer.customers.howItWorks')}</FooterLink>
            </li>
            <li>
              <FooterLink to="/order-tracking">{t('landing.footer.customers.track')}</FooterLink>
            </li>
            <li>
              <FooterLink to="/loyalty-program">{t('landing.footer.customers.loyalty')}</FooterLink>
            </li>
            <li>
              <FooterLink to="/events">{t('landing.footer.customers.events')}</FooterLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className="font-bold text-sm text-white uppercase tracking-wider">
            {t('landing.footer.vendors')}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <FooterLink to={JOIN}>{t('landing.footer.vendors.join')}</FooterLink>
            </li>
            <li>
              <FooterLink to={VENDOR_SIGN_IN}>{t('landing.footer.vendors.signIn')}</FooterLink>
            </li>
            <li>
              <FooterLink to="/vendor-dashboard">{t('landing.footer.vendors.dashboard')}</FooterLink>
            </li>
            <li>
              <FooterLink to="/event-management">{t('landing.footer.vendors.events')}</FooterLink>
            </li>
          </ul>
        </nav>
        <div className="col-span-2 lg:col-span-1">
          <h2 className="font-bold text-sm text-white uppercase tracking-wider">{t('landing.footer.contact')}</h2>
          <address className="mt-4 space-y-3 text-sand-200 text-sm not-italic">
            <p className="font-semibold text-white">{t('landing.footer.contact.owner')}</p>
            <p className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${email}`} className="rounded-sm hover:text-white hover:underline">
                {email}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <a href={`tel:+1${phone.replace(/\D/g, '')}`} className="rounded-sm hover:text-white hover:underline">
                {phone}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {t('landing.footer.contact.address')}
            </p>
            <p className="flex items-center gap-2">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              {t('landing.footer.contact.hours')}
            </p>
          </address>
        </div>
      </div>
      <div className="border-white/10 border-t">
        <p className={cn(container, 'py-6 text-sand-200 text-sm')}>
          {t('landing.footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
