// First: the browser's schemas are built without eval (lib/browser-schemas.ts, decision 009).
import "./lib/browser-schemas";
import { defaultLocale } from "@safar/domain/site-config";
import { type ReactNode, use, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AppUpdatePrompt } from "./features/app-update/app-update-prompt";
import { hasSession } from "./features/auth/auth.server";
import { AuthWatcher } from "./features/auth/auth-watcher";
import { AppHeader } from "./layouts/app-header";
import { configureBrowserApi } from "./lib/api";
import { catalogUrls } from "./lib/catalogs.server";
import { useCspNonce } from "./lib/csp-nonce";
import { requestCurrency } from "./lib/currency.server";
import { publicEnv } from "./lib/env.server";
import { preloadFontsFor } from "./lib/fonts";
import { currentYear } from "./lib/format";
import { markHydrated } from "./lib/hydration-mark";
import { i18nFor, loadCatalogs, setActiveI18n } from "./lib/i18n";
import { type Namespace, namespacesFor } from "./lib/i18n-namespaces";
import { directionOf, requestLocale } from "./lib/locale";
import { metaT } from "./lib/meta";
import { registerServiceWorker } from "./lib/service-worker";
import { initBrowserSession } from "./lib/session-store";
import { manifestUrl, THEME_COLOR } from "./lib/web-manifest";
import { ErrorView, errorTitleKey } from "./ui/error-view";
import { ProgressBar } from "./ui/progress-bar";
import { SiteFooter } from "./ui/site-footer";
import { ToastHost } from "./ui/toast-host";
import "./styles/fonts.css";
import "./styles/app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { currency, currencies } = await requestCurrency(request, context);
  return {
    /** The display currency (cookie, else USD) and the ones to choose from (spec §3, §9). */
    currency,
    currencies,
    locale,
    /**
     * The URLs of the active locale's catalogue files (decision 007): the page links the ones its
     * routes declare, the browser fetches them as cached static files; the messages themselves
     * never travel inside the HTML.
     */
    catalogs: catalogUrls[locale],
    /** The public ENV the browser reads (API, accounts and image bases). */
    env: publicEnv,
    /** Whether the `auth` cookie holds a session (the header's first render, before the browser reads it). */
    signedIn: hasSession(request),
    year: currentYear(),
  };
}

/** The root data (locale, currency, catalogue URLs) changes only when a form changes the language or currency. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/** Only used when a route fails (thrown 404 or error): page routes give their own meta otherwise. */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const { t } = metaT(matches);
  return [{ title: t(errorTitleKey(error)) }, { name: "robots", content: "noindex" }];
}

const NO_CATALOGS: Partial<Record<Namespace, string>> = {};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? defaultLocale;
  const urls = data?.catalogs ?? NO_CATALOGS;
  const dir = directionOf(locale);
  const needed = namespacesFor(useMatches(), new URLSearchParams(useLocation().search));
  // In the browser: a navigation (or language change) to a page that needs a namespace not loaded
  // yet waits for it here; the first render never waits (entry.client loads them before hydrating).
  const loading = loadCatalogs(locale, urls, needed);
  if (loading) use(loading);
  const i18n = i18nFor(locale);
  if (typeof window !== "undefined") setActiveI18n(i18n);
  const nonce = useCspNonce();
  useEffect(markHydrated, []);

  return (
    <html lang={locale} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* The installable app's manifest in the page's language (docs/installable-app.md). */}
        <link rel="manifest" href={manifestUrl(locale)} />
        {preloadFontsFor(locale).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {needed.map((ns) =>
          urls[ns] ? (
            <link key={ns} rel="preload" as="fetch" href={urls[ns]} crossOrigin="anonymous" data-i18n={ns} />
          ) : null,
        )}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <a className="skip-link" href="#main">
            {i18n.t("common.skipToContent")}
          </a>
          <ProgressBar />
          {children}
          <ToastHost dir={dir} />
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  configureBrowserApi(loaderData.env);
  initBrowserSession();
  useEffect(registerServiceWorker, []);
  return (
    <>
      <AuthWatcher />
      <AppUpdatePrompt locale={loaderData.locale} catalogs={loaderData.catalogs} />
      <Outlet />
    </>
  );
}

/** The page-level error view (spec §2, §8): status, message, a link back home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="site-main container">
        <ErrorView error={error} />
      </main>
      <SiteFooter />
    </>
  );
}
