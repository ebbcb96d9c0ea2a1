/**
 * The route table (SPEC §2). Every page is its own lazily loaded chunk; "/" shows the landing
 * page to visitors (and while the user is loading) and the map home to signed-in users.
 * Declarative routes (no data router) and a Toaster loaded with the first notice keep the first
 * route's JavaScript small (DESIGN §8).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { OfflineBanner } from './components/offline-banner';
import { PageLoading } from './components/page-loading';
import { RequireAuth } from './components/require-auth';
import { loadAllMessages, t, useLocale } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { useAuth } from './lib/use-auth';
import { useHasNotices } from './lib/use-toast';

/**
 * React.lazy for a page module's named export. Every page but the landing page first loads the
 * rest of the message catalogue (the first route carries only its own messages), then the page.
 */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K, allMessages = true) {
  return lazy(async () => {
    if (allMessages) await loadAllMessages();
    return { default: (await load())[name] as ComponentType };
  });
}

const Landing = page(() => import('./pages/landing'), 'Landing', false);
const Home = page(() => import('./pages/home'), 'Home');
const SignIn = page(() => import('./pages/sign-in'), 'SignIn');
const SignUp = page(() => import('./pages/sign-up'), 'SignUp');
const VendorDashboard = page(() => import('./pages/vendor-dashboard'), 'VendorDashboard');
const VendorRegistration = page(() => import('./pages/vendor-registration'), 'VendorRegistration');
const VendorPreorders = page(() => import('./pages/vendor-preorders'), 'VendorPreorders');
const VendorAnalytics = page(() => import('./pages/vendor-analytics'), 'VendorAnalytics');
const EventManagement = page(() => import('./pages/event-management'), 'EventManagement');
const GuestPreorder = page(() => import('./pages/guest-preorder'), 'GuestPreorder');
const OrderTracking = page(() => import('./pages/order-tracking'), 'OrderTracking');
const LoyaltyProgram = page(() => import('./pages/loyalty-program'), 'LoyaltyProgram');
const SecretLogin = page(() => import('./pages/secret-login'), 'SecretLogin');
const CeoDashboard = page(() => import('./pages/ceo-dashboard'), 'CeoDashboard');
const NotFound = page(() => import('./pages/not-found'), 'NotFound');
const loadToaster = () => import('./components/ui/toaster');
const Toaster = page(loadToaster, 'Toaster', false);

/** Notices: mounted with the first one and kept from then on. */
function Notices() {
  const hasNotices = useHasNotices();
  // Fetched once the page is idle (not part of the first route's JavaScript), so a notice that
  // precedes a redirect — 'Unauthorized' then /api/login after 500 ms — is never late.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => void loadToaster());
  }, []);
  if (!hasNotices) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** A new page starts at the top; in-page anchors (#how-it-works) scroll themselves. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function Root() {
  return (
    <>
      <ScrollToTop />
      <OfflineBanner />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <Notices />
    </>
  );
}

function HomeRoute() {
  const { user } = useAuth();
  return user ? <Home /> : <Landing />;
}

function signedIn(element: ReactNode, description?: string) {
  return <RequireAuth description={description}>{element}</RequireAuth>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route index element={<HomeRoute />} />
        <Route path="sign-in" element={<SignIn />} />
        <Route path="sign-up" element={<SignUp />} />
        <Route path="vendor-dashboard" element={signedIn(<VendorDashboard />)} />
        <Route
          path="vendor-registration"
          element={signedIn(<VendorRegistration />, t('auth.unauthorized.registerVendor'))}
        />
        <Route path="vendor-preorders" element={signedIn(<VendorPreorders />)} />
        {/* These two show their own 'Access Required' / 'Login Required' to visitors (SPEC §2). */}
        <Route path="vendor-analytics" element={<VendorAnalytics />} />
        <Route path="event-management" element={<EventManagement />} />
        <Route path="guest-preorder" element={<GuestPreorder />} />
        <Route path="order-tracking" element={<OrderTracking />} />
        <Route path="loyalty-program" element={<LoyaltyProgram />} />
        <Route path="secret-login" element={<SecretLogin />} />
        <Route path="ceo-dashboard" element={<CeoDashboard />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export function App() {
  // Re-rendering from the top puts every visible string in the chosen language at once.
  useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
