/**
 * The administrator area (SPEC §2 "Admin login and dashboard", §6, §8; DESIGN §5): checks
 * GET /admin-status and sends anyone who is not an administrator (or whose check fails) to
 * /secret-login. Tabs: overview, vendors, promotions, advertisements, events, event
 * registrations, weather suggestions and attractions; the chosen tab is kept in the address (?tab=…) so a reload stays on it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BarChart3,
  CalendarDays,
  ClipboardList,
  Flag,
  Landmark,
  LogOut,
  type LucideIcon,
  Megaphone,
  ShieldCheck,
  Store,
  Sun,
  Tag,
  Trophy,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { AdvertisementsTab } from '@/components/admin/advertisements-tab';
import { EventsTab } from '@/components/admin/events-tab';
import { OverviewTab } from '@/components/admin/overview-tab';
import { PromotionsTab } from '@/components/admin/promotions-tab';
import { RegistrationsTab } from '@/components/admin/registrations-tab';
import { ADMIN_TABS, type AdminTab, isAdminTab } from '@/components/admin/tabs';
import { VendorsTab } from '@/components/admin/vendors-tab';
import { WeatherTab } from '@/components/admin/weather-tab';
import { AttractionsTab } from '@/components/admin/attractions-tab';
import { ChallengesTab } from '@/components/admin/challenges-tab';
import { ReportedPostsTab } from '@/components/admin/reported-posts-tab';
import { BrandLink } from '@/components/brand';
import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/language-switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ADMIN_KEYS, ADMIN_STATUS_KEY, clearAdminQueries, useAdminQuery } from '@/lib/admin';
import { api, showErrorNotice } from '@/lib/api';
import { type MessageKey, t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';

const TAB_LOOK: Record<AdminTab, { label: MessageKey; icon: LucideIcon }> = {
  overview: { label: 'admin.tabs.overview', icon: BarChart3 },
  vendors: { label: 'admin.tabs.vendors', icon: Store },
  promotions: { label: 'admin.tabs.promotions', icon: Tag },
  advertisements: { label: 'admin.tabs.advertisements', icon: Megaphone },
  events: { label: 'adminUi.tabs.events', icon: CalendarDays },
  registrations: { label: 'adminUi.tabs.registrations', icon: ClipboardList },
  weather: { label: 'adminUi.tabs.weather', icon: Sun },
  attractions: { label: 'adminUi.tabs.attractions', icon: Landmark },
  challenges: { label: 'adminUi.tabs.challenges', icon: Trophy },
  posts: { label: 'posts.admin.tab', icon: Flag },
};

export function CeoDashboard() {
  useDocumentTitle(t('admin.dashboard.documentTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: ADMIN_STATUS_KEY, queryFn: ({ signal }) => api('GET /admin-status', {}, { signal }) });
  const isAdmin = status.data?.isAdmin === true;
  const denied = status.isError || (status.isSuccess && !isAdmin);

  useEffect(() => {
    if (denied) navigate('/secret-login', { replace: true });
  }, [denied, navigate]);

  const logout = useMutation({
    mutationFn: () => api('POST /admin-logout'),
    onSuccess: () => {
      clearAdminQueries(queryClient);
      toast({ title: t('admin.loggedOut.title'), description: t('admin.loggedOut.body') });
      navigate('/secret-login', { replace: true });
    },
    onError: (error) => showErrorNotice(error, t('admin.logoutFailed'), { preferServerMessage: true }),
  });

  if (!isAdmin) return <PageLoading label={t('admin.dashboard.checking')} />;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-border border-b bg-card">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <BrandLink />
            <span className="hidden items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 font-semibold text-accent-hover text-xs sm:inline-flex">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              {t('adminUi.header.badge')}
            </span>
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            {/* The administrator picks the language here too (issue 44 friction 7). */}
            <LanguageSwitch compact />
            {/* On a phone the button is its icon (its name stays for screen readers), so the brand,
                the language switch and logout fit on one row at 375 px. */}
            <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{logout.isPending ? t('admin.loggingOut') : t('admin.logout')}</span>
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full min-w-0 max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">{t('admin.dashboard.title')}</h1>
        <p className="mt-1.5 text-muted-foreground">{t('admin.dashboard.subtitle')}</p>
        <DashboardTabs />
      </main>
    </div>
  );
}

function DashboardTabs() {
  const [params, setParams] = useSearchParams();
  // The tab switches at once on click or arrow key; the address follows (router updates run as
  // transitions, which would leave the tab a moment behind the key press).
  const [tab, setTab] = useState<AdminTab>(() => {
    const requested = params.get('tab');
    return isAdminTab(requested) ? requested : 'overview';
  });
  const registrations = useAdminQuery(ADMIN_KEYS.registrations);
  const pending = registrations.data?.filter((r) => r.status === 'pending').length ?? 0;

  const openTab = (next: AdminTab) => {
    setTab(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'overview') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  };

  const panels: Record<AdminTab, ReactNode> = {
    overview: <OverviewTab onOpenTab={openTab} />,
    vendors: <VendorsTab />,
    promotions: <PromotionsTab />,
    advertisements: <AdvertisementsTab />,
    events: <EventsTab onOpenTab={openTab} />,
    registrations: <RegistrationsTab />,
    weather: <WeatherTab />,
    attractions: <AttractionsTab />,
    challenges: <ChallengesTab />,
    posts: <ReportedPostsTab />,
  };

  return (
    <Tabs value={tab} onValueChange={(value) => isAdminTab(value) && openTab(value)} className="mt-6 sm:mt-8">
      <TabsList
        aria-label={t('admin.tabs.label')}
        className="flex w-full justify-start [scrollbar-width:thin] sm:inline-flex sm:w-auto"
      >
          {ADMIN_TABS.map((value) => {
            const { label, icon: Icon } = TAB_LOOK[value];
            return (
              <TabsTrigger key={value} value={value} className="relative min-h-9 shrink-0">
                <Icon aria-hidden="true" />
                {t(label)}
                {value === 'registrations' && pending > 0 && (
                  <>
                    <span
                      aria-hidden="true"
                      className="rounded-full bg-yellow-100 px-1.5 font-bold text-xs text-yellow-900 tabular-nums"
                    >
                      {pending}
                    </span>
                    <span className="sr-only">{t('adminUi.tabs.pendingCount', { count: pending })}</span>
                  </>
                )}
              </TabsTrigger>
            );
          })}
      </TabsList>
      {ADMIN_TABS.map((value) => (
        <TabsContent key={value} value={value} className="mt-6">
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
