import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { BrowserRouter, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  appForPath,
  bus,
  matchRoute,
  PageQueryProvider,
  selectSignedIn,
  signInRedirect,
  signInRequiredAt,
  ToastBanner,
  useSessionStore,
  type RouteId,
} from '@kora/shared';
import { onDemand } from '@kora/shared/remote-app';
import { Header } from './chrome/header';
import { Sidebar } from './chrome/sidebar';
import { FooterOnDemand } from './chrome/footer-on-demand';
import { CookieBanner } from './chrome/cookie-banner';
import { OfflineOnDemand } from './offline/offline-on-demand';
import { removeServerChrome, serverChrome, serverFirstContent, swapWhenDrawn } from './composition/first-screen-swap';
import { homeTakenOverOnFirstGesture, useUntilFirstGesture } from './composition/take-over-on-gesture';
import { FocusOnNavigation } from './focus-on-navigation';
import { AudioPlayer } from './player/audio-player';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { withStaticPageTexts } from './pages/locales/on-demand';

// The static pages come with their visit, not with every page.
const AboutPage = onDemand(() => withStaticPageTexts(import('./pages/about-page')), 'AboutPage');
const PrivacyPage = onDemand(() => withStaticPageTexts(import('./pages/privacy-page')), 'PrivacyPage');
const ContactPage = onDemand(() => withStaticPageTexts(import('./pages/contact-page')), 'ContactPage');

type ShellPageComponent = ComponentType & { preload?: () => void };

const SHELL_PAGES: Partial<Record<RouteId, ShellPageComponent>> = {
  home: HomePage,
  about: AboutPage,
  privacy: PrivacyPage,
  contact: ContactPage,
};

/** Asks for what the shell's page at this address shows first (its code, its first section) ahead of the render. */
export function preloadShellPage(pathname: string): void {
  if (appForPath(pathname) !== 'shell') return;
  SHELL_PAGES[matchRoute(pathname)?.id ?? ('' as RouteId)]?.preload?.();
}

function portal(node: React.ReactNode, id: string) {
  const target = document.getElementById(id);
  return target ? createPortal(node, target) : null;
}

/** The shell's own page for this location, or nothing when a remote owns it (or the server's home stays). */
function ShellPage() {
  const { pathname } = useLocation();
  const serverHomeStays = useUntilFirstGesture(homeTakenOverOnFirstGesture());
  const remotePage = appForPath(pathname) !== 'shell';
  // Left before its first gesture for a remote's page: the server's home goes (the shell's never came).
  useLayoutEffect(() => {
    const page = document.getElementById('kora-shell-page');
    if (remotePage && !serverHomeStays && page) serverFirstContent(page)?.remove();
  }, [remotePage, serverHomeStays]);
  if (remotePage || serverHomeStays) return null;
  const Page = SHELL_PAGES[matchRoute(pathname)?.id ?? ('' as RouteId)] ?? NotFoundPage;
  return (
    <FirstContentSwap>
      <Page />
    </FirstContentSwap>
  );
}

/** The page drawn in place of the first content the server drew for it, once it holds its first screen. */
function FirstContentSwap({ children }: { children: React.ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const block = root.current?.parentElement && serverFirstContent(root.current.parentElement);
    if (!block || !root.current) return undefined;
    return swapWhenDrawn(block, root.current);
  }, []);
  return <div ref={root}>{children}</div>;
}

/**
 * A visitor arriving on a route that needs an account goes to sign in, remembering where they were going.
 * Read on arrival only: a session that ends on such a page is the expiry redirect's (with its message).
 */
function SignInRequiredRedirect() {
  const { pathname, search, hash } = useLocation();
  const signedIn = selectSignedIn(useSessionStore.getState());
  if (signedIn || !signInRequiredAt(pathname)) return null;
  return <Navigate to={signInRedirect(pathname + search + hash)} replace />;
}

/** Any call answered 401 ends the session: back to the sign-in screen with the spec's message. */
function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      bus.on('auth:expired', () =>
        navigate(signInRedirect(window.location.pathname + window.location.search + window.location.hash)),
      ),
    [navigate],
  );
  return null;
}

/**
 * The chrome and the first page are drawn together: index.html keeps the layout hidden until then, unless
 * the server drew the chrome, which the shell's own replaces in the same frame.
 */
function RevealLayout() {
  const [drawnByServer] = useState(serverChrome);
  useLayoutEffect(() => {
    removeServerChrome(drawnByServer);
    document.body.dataset.koraReady = '';
  }, [drawnByServer]);
  return null;
}

export function ShellApp() {
  return (
    <PageQueryProvider>
      <BrowserRouter>
        <SessionExpiryRedirect />
        <SignInRequiredRedirect />
        <RevealLayout />
        <FocusOnNavigation />
        {portal(<CookieBanner />, 'kora-banners')}
        {portal(<OfflineOnDemand />, 'kora-banners')}
        {portal(<Header />, 'kora-header')}
        {portal(<Sidebar />, 'kora-sidebar')}
        {portal(<ShellPage />, 'kora-shell-page')}
        {portal(<FooterOnDemand />, 'kora-footer')}
        {portal(<AudioPlayer />, 'kora-player')}
        {portal(<ToastBanner />, 'kora-toasts')}
      </BrowserRouter>
    </PageQueryProvider>
  );
}
