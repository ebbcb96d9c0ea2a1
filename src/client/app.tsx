/**
 * The route table (SPEC §2). Every page is its own lazily loaded chunk; "/" shows the landing
 * page to visitors (and while the user is loading) and the map home to signed-in users.
 * Our own small router (lib/router.tsx) and a Toaster loaded with the first notice keep the first
 * route's JavaScript small (DESIGN §8).
 */
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { OfflineBanner } from './components/offline-banner';
import { PageLoading } from './components/layout/page-loading';
import { RequireAuth } from './components/require-auth';
import { loadAllMessages, t, useLocale } from './lib/i18n';
import { PROMOTIONS_QUERY_KEY, VENDORS_QUERY_KEY, WEATHER_QUERY_KEY } from './lib/query-keys';
import { Router, routeKey, useLocation } from './lib/router';
import { useAuth } from './lib/use-auth';
import { useHasNotices } from './lib/use-toast';
import { onFirstIntent } from './lib/utils';
import { replayHeld } from './lib/hydrate-on-intent';

const loadToaster = () => import('./components/ui/toaster');

/**
 * React.lazy for a page module's named export. Every page but the landing page comes with the rest
 * of the message catalogue and TanStack Query (the first route carries only its own messages and
 * no query library), inside the query client's provider; `prefetch` starts the page's first
 * requests while its code loads. The notice viewport comes with the first key, touch or notice.
 */
function page<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  options: { firstRoute?: boolean; prefetch?: readonly (readonly string[])[] } = {},
) {
  return lazy(async () => {
    if (options.firstRoute) return { default: (await load())[name] as ComponentType };
    // Everything at once: the page's code, the query library (which starts the page's first
    // requests as soon as it is here) and the messages. Page modules call t() only when they
    // render, so they may arrive before the messages.
    const provider = import('./lib/query-provider').then((m) => {
      for (const queryKey of options.prefetch ?? []) void m.queryClient.prefetchQuery({ queryKey });
      return m;
    });
    const [{ QueryProvider }, , module] = await Promise.all([provider, loadAllMessages(), load()]);
    const Page = module[name] as ComponentType;
    return {
      default: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  });
}

const Landing = page(() => import('./pages/landing'), 'Landing', { firstRoute: true });
const Home = page(() => import('./pages/home'), 'Home', { prefetch: [VENDORS_QUERY_KEY, PROMOTIONS_QUERY_KEY, WEATHER_QUERY_KEY] });
const SignIn = page(() => import('./pages/sign-in'), 'SignIn');
const SignUp = page(() => import('./pages/sign-up'), 'SignUp');
const ForgotPassword = page(() => import('./pages/forgot-password'), 'ForgotPassword');
const ResetPassword = page(() => import('./pages/reset-password'), 'ResetPassword');
const ConfirmSignUp = page(() => import('./pages/confirm-sign-up'), 'ConfirmSignUp');
const VendorDashboard = page(() => import('./pages/vendor-dashboard'), 'VendorDashboard');
const VendorRegistration = page(() => import('./pages/vendor-registration'), 'VendorRegistration');
const VendorPreorders = page(() => import('./pages/vendor-preorders'), 'VendorPreorders');
const VendorKitchen = page(() => import('./pages/vendor-kitchen'), 'VendorKitchen');
const VendorPoster = page(() => import('./pages/vendor-poster'), 'VendorPoster');
const VendorAnalytics = page(() => import('./pages/vendor-analytics'), 'VendorAnalytics');
const EventManagement = page(() => import('./pages/event-management'), 'EventManagement');
const Events = page(() => import('./pages/events'), 'Events');
const GuestPreorder = page(() => import('./pages/guest-preorder'), 'GuestPreorder');
const OrderTracking = page(() => import('./pages/order-tracking'), 'OrderTracking');
const LoyaltyProgram = page(() => import('./pages/loyalty-program'), 'LoyaltyProgram');
const SecretLogin = page(() => import('./pages/secret-login'), 'SecretLogin');
const CeoDashboard = page(() => import('./pages/ceo-dashboard'), 'CeoDashboard');
const Logout = page(() => import('./pages/logout'), 'Logout');
const Profile = page(() => import('./pages/profile'), 'ProfilePage');
const Challenges = page(() => import('./pages/challenges'), 'Challenges');
const Feed = page(() => import('./pages/feed'), 'Feed');
const NotFound = page(() => import('./pages/not-found'), 'NotFound');
// Issue 41: the public order boards, /board/:vendorId and /events/:id/board (its own chunk).
const OrderBoard = page(() => import('./pages/order-board'), 'OrderBoard');
const BOARD_PATH = /^\/(board\/\d+|events\/\d+\/board)$/;
const Toaster = page(loadToaster, 'Toaster', { firstRoute: true });

/** Notices: mounted with the first one and kept from then on. */
function Notices() {
  const hasNotices = useHasNotices();
  // The notice code comes with the visitor's first key or touch; a notice that comes first (a
  // failed load, a live update, 'Unauthorized' on opening a signed-in page) mounts it below, and a
  // redirect after a notice counts its 500 ms from then (lib/use-toast afterNoticeShown).
  useEffect(() => onFirstIntent(loadToaster), []);
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

function HomeRoute() {
  const { user } = useAuth();
  return user ? <Home /> : <Landing />;
}

function signedIn(element: ReactNode, description?: string) {
  return <RequireAuth description={description}>{element}</RequireAuth>;
}

/** Every page by its path (SPEC §2); any other path is the not-found page. */
const routes: Record<string, () => ReactNode> = {
  '/': () => <HomeRoute />,
  // The map home without an account (issue 23): the landing stays the visitor's front door.
  '/explore': () => <Home />,
  '/sign-in': () => <SignIn />,
  '/sign-up': () => <SignUp />,
  // Forgot password (issue 24 item 8): the link comes by e-mail.
  '/forgot-password': () => <ForgotPassword />,
  '/reset-password': () => <ResetPassword />,
  '/confirm-sign-up': () => <ConfirmSignUp />,
  '/vendor-dashboard': () => signedIn(<VendorDashboard />),
  '/vendor-registration': () => signedIn(<VendorRegistration />, t('auth.unauthorized.registerVendor')),
  // Signed in through the desk's own gate, which also opens them offline (decision 0051).
  '/vendor-preorders': () => <VendorPreorders />,
  '/vendor-kitchen': () => <VendorKitchen />,
  '/vendor-poster': () => signedIn(<VendorPoster />),
  // These two show their own 'Access Required' / 'Login Required' to visitors (SPEC §2).
  '/vendor-analytics': () => <VendorAnalytics />,
  '/event-management': () => <EventManagement />,
  // The valley's events for customers, no sign in (issue 23).
  '/events': () => <Events />,
  '/guest-preorder': () => <GuestPreorder />,
  '/order-tracking': () => <OrderTracking />,
  '/loyalty-program': () => <LoyaltyProgram />,
  '/secret-login': () => <SecretLogin />,
  '/ceo-dashboard': () => <CeoDashboard />,
  // GET /api/logout leads here: logging out takes a click (a POST), never a bare GET.
  '/logout': () => <Logout />,
  '/profile': () => signedIn(<Profile />),
  // Issue 19 item 3: open to anyone; joining needs an account.
  '/challenges': () => <Challenges />,
  // Issue 19 item 2: the food feed; anyone reads, signed-in customers post.
  '/feed': () => <Feed />,
};

/**
 * Says, once, that the first page is on screen and answers to the hand: rendered, or hydrated over
 * the server's first paint (`<html data-ready>`). Browser tests wait for it after a page load, as a
 * person waits for a page to finish loading.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    // A page that waited for the first intent hands on what was done meanwhile (lib/hydrate-on-intent.ts).
    const root = document.getElementById('root');
    if (root) void replayHeld(root);
  }, []);
  return null;
}

/**
 * Every page inside the same frame. The server's first paint (entry-server.tsx) renders its page
 * inside this frame too, so the HTML it sends and the browser's first render are the same tree.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollToTop />
      <OfflineBanner />
      <Suspense fallback={<PageLoading />}>
        {children}
        <PageReady />
      </Suspense>
      <Notices />
    </>
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const key = routeKey(pathname);
  const render = routes[key] ?? (BOARD_PATH.test(key) ? () => <OrderBoard /> : () => <NotFound />);
  return <AppShell>{render()}</AppShell>;
}

export function App() {
  // Re-rendering from the top puts every visible string in the chosen language at once.
  useLocale();
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
}
