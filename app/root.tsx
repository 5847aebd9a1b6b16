import { data, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useEffect } from 'react';
import { partsWanted } from './shell/deferred-gate';
import './load-context';
import './styles/global.css';
import { siteConfig, siteSettingsScript } from '../lib/site-config';
import { COOKIE, parseCookies } from './shell/cookies';
import { DialogsProvider } from './shell/dialogs/dialogs-provider';
import { LoginDialogGate } from './features/auth/login-dialog-gate';
import { ErrorPage, useRouteErrorPage } from './shell/error-page';
import { useNonce } from './shell/nonce';
import { NavigationProgress } from './shell/navigation-progress';
import { authChangeLoaded, authChangePending, currentAuthVersion, type ShellData } from './shell/shell-data';
import type { Route } from './+types/root';
import { SnackbarProvider } from './shell/snackbar/snackbar';
import { RealtimeProvider } from './shell/realtime/realtime-provider';
import { useTrailingSlash } from './shell/use-trailing-slash';
import { RouteStyles } from './shell/route-styles';
import { EARLY_INPUT_SCRIPT } from './shell/early-input';

const WEBVIEW_FLAGS = new Set(['1', 'true', 'yes']);

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookies = parseCookies(request.headers.get('cookie'));
  const url = new URL(request.url);
  const cities = await context.services.reference.listCities();
  const wanted = Number(cookies[COOKIE.cityId]);
  const cityId = cities.some((c) => c.id === wanted) ? wanted : (cities[0]?.id ?? siteConfig.defaultCityId);
  const webviewQuery = url.searchParams.get('webview');
  const webview =
    url.pathname.startsWith('/webview/') || (webviewQuery !== null ? WEBVIEW_FLAGS.has(webviewQuery) : cookies[COOKIE.webview] === '1');
  const headers = new Headers();
  // The webview flag lives for the app's session: a session cookie, no max-age.
  if (webviewQuery !== null) {
    headers.append('Set-Cookie', `${COOKIE.webview}=${webview ? '1' : '0'}; Path=/; SameSite=Lax`);
  }
  // The autolocation cookie starts true; the city question turns it false.
  if (cookies[COOKIE.autolocation] === undefined) {
    headers.append('Set-Cookie', `${COOKIE.autolocation}=true; Path=/; Max-Age=31536000; SameSite=Lax`);
  }
  const shell: ShellData = {
    cities,
    cityId,
    autolocation: cookies[COOKIE.autolocation] !== 'false',
    showCookies: cookies[COOKIE.showCookies] !== 'false',
    webview,
    year: new Date().getFullYear(),
    viewer: context.viewer,
  };
  return data(shell, { headers });
}

/** Marks a pending login or logout as applied once the fresh shell data has arrived. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const version = currentAuthVersion();
  const shell = await serverLoader();
  authChangeLoaded(version);
  return shell;
}

export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (authChangePending()) return true;
  // Shell data changes on mutations, explicit revalidation (a city chosen) and the webview flag;
  // plain navigations reuse it.
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return true;
  return currentUrl.searchParams.get('webview') !== nextUrl.searchParams.get('webview');
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b3fd8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The deployment's company details, read by lib/site-config.ts before the app's modules run. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: siteSettingsScript() }} />
        {/* Holds taps and submissions until the page has hydrated (shell/early-input.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
        <Meta />
        {/* The routes' stylesheets, inline in the first response (see shell/route-styles.tsx). */}
        <RouteStyles />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useTrailingSlash();
  // Every visitor gets the device id cookie on the first page, before any API call needs it: at the
  // first use of the page, as the page's deferred parts (its module comes with the API client).
  useEffect(() => {
    void partsWanted()
      .then(() => import('./shell/device-id'))
      .then((module) => module.getDeviceId());
  }, []);
  return (
    <SnackbarProvider>
      <RealtimeProvider>
        <DialogsProvider>
          <NavigationProgress />
          <Outlet />
          <LoginDialogGate />
        </DialogsProvider>
      </RealtimeProvider>
    </SnackbarProvider>
  );
}

export function ErrorBoundary() {
  return <ErrorPage {...useRouteErrorPage()} />;
}
