import {
  data as dataWithHeaders,
  redirect,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useChangeLanguage } from 'remix-i18next/react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, languageDir } from '#contract/codes.ts';
import { promotionPageOf } from '#contract/site/promotion-pages.ts';
import { primeMoneyFormat } from '#contract/money.ts';
import { moneyFormat } from '#contract/money-format.ts';
import stylesHref from '#app/styles/app.css?url';
import { ErrorView, FailedLoadingBar, errorInfo } from '#app/components/error-view.tsx';
import {
  disabledLanguageTarget,
  languageFromPath,
  localesHref,
  preferredLanguage,
  routeNamespaces,
} from '#app/lib/i18n.ts';
import { revalidateOnPath } from '#app/lib/revalidate.ts';
import { loadSite, loadStringOverrides } from '#app/lib/shell.server.ts';
import { readPreferences, savedLanguage } from '#app/lib/session.server.ts';
import { commitCsrfToken } from '#app/lib/csrf.server.ts';
import { readToast } from '#app/lib/toast.server.ts';
import { loadAccount } from '#app/lib/account.server.ts';
import { pack, unpack } from '#app/lib/packed.ts';
import { Header, SkipLink } from '#app/components/header.tsx';
import { Footer } from '#app/components/footer.tsx';
import { CookieBanner, PromoBanner } from '#app/components/banners.tsx';
import { Toaster } from '#app/components/toaster.tsx';
import { LoadingBar, OfflineNotice, usePageTransition } from '#app/components/progress.tsx';
import { ThirdPartyScripts } from '#app/components/third-party.tsx';
import { CSP_IMG_HEADER, CSP_SOURCES_HEADER, cspOrigin } from '#app/lib/csp.ts';
import { chunkReloadScript } from '#app/lib/chunk-reload.ts';
import { img } from '#app/lib/format.ts';
import { useNonce } from '#app/lib/nonce.tsx';
import { useLocaleVersions } from '#app/lib/locale-versions.tsx';
import { seo } from '#app/lib/seo.ts';
import { publicOrigin } from '#app/lib/public-url.server.ts';
import { applyStringOverrides } from '#app/lib/string-overrides.ts';
import { i18next } from '#app/lib/i18next.server.ts';

/** What loads after consent: ids are checked so a setting can never inject markup. */
function thirdPartyOf(site: Awaited<ReturnType<typeof loadSite>>) {
  const s = site.setting;
  const ga = s.enable_ga === 1 && s.ga_id && /^[A-Z0-9-]{4,30}$/i.test(s.ga_id) ? s.ga_id : null;
  const pixel =
    s.enable_pixel === 1 && s.pixel_id && /^\d{5,20}$/.test(s.pixel_id) ? s.pixel_id : null;
  const scripts = site.custom_scripts.filter((c) => c.status === 1 || c.status == null);
  return ga || pixel || scripts.length ? { ga, pixel, scripts } : null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = languageFromPath(url.pathname);
  const [site, [csrfToken, csrfCookie], { toast, setCookie: toastCookie }, prefs, strings, t] =
    await Promise.all([
      loadSite(request, context),
      commitCsrfToken(request),
      readToast(request),
      readPreferences(request),
      loadStringOverrides(request, context),
      i18next.getFixedT(locale, 'common'),
    ]);
  // Language on the root URL only (docs/spec.md §2): the saved choice, else the browser's, else the shop's
  // default — each only when the shop has it enabled (/admin/settings/shop).
  if (url.pathname === '/') {
    const enabled = site.languages.map((l) => l.code);
    const saved = await savedLanguage(request);
    const wanted =
      (saved && enabled.includes(saved) ? saved : null) ??
      preferredLanguage(request.headers.get('Accept-Language'), enabled) ??
      site.default_language?.code;
    if (wanted && wanted !== 'en' && isLanguageCode(wanted)) {
      throw redirect(`/${wanted}${url.search}`, { headers: { Vary: 'Cookie, Accept-Language' } });
    }
  }
  // A language the shop has switched off: its storefront pages are the same pages in the default language.
  const away = disabledLanguageTarget(
    `${url.pathname}${url.search}`,
    site.languages.map((l) => l.code),
    site.default_language?.code,
  );
  if (away && (request.method === 'GET' || request.method === 'HEAD')) throw redirect(away);
  const headers = new Headers();
  const account = await loadAccount(request, context);
  if (account.setCookie) headers.append('Set-Cookie', account.setCookie);
  const thirdParty = prefs.consent === 'accepted' ? thirdPartyOf(site) : null;
  const sources = [thirdParty?.ga ? 'ga' : '', thirdParty?.pixel ? 'pixel' : ''].filter(Boolean);
  if (sources.length) headers.set(CSP_SOURCES_HEADER, sources.join(','));
  // An external API or a CDN serves the images: the CSP must admit that origin (server.ts).
  const imgOrigin = cspOrigin(site.img_src_url);
  if (imgOrigin) headers.set(CSP_IMG_HEADER, imgOrigin);
  if (csrfCookie) headers.append('Set-Cookie', csrfCookie);
  if (toastCookie) headers.append('Set-Cookie', toastCookie);
  return dataWithHeaders(
    pack({
      locale,
      dir: languageDir(locale),
      // Absolute URLs in meta tags (canonical, hreflang, Open Graph): PUBLIC_URL, never the Host header.
      origin: publicOrigin(request, context),
      site,
      csrfToken,
      toast,
      prefs,
      thirdParty,
      strings,
      user: account.user,
      // The title of a missing page, in the shopper's language (meta functions have no `t`).
      notFoundTitle: t('error.notFound'),
      // The shop's number symbols and currency digits: the browser formats prices without Intl (115).
      money: moneyFormat(site.setting),
    }),
    { headers },
  );
}

// Remix keeps only Set-Cookie of loader headers on documents: the CSP hints must be passed on explicitly
// (child routes without a `headers` export inherit these).
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers();
  for (const name of [CSP_SOURCES_HEADER, CSP_IMG_HEADER]) {
    const value = loaderHeaders.get(name);
    if (value) out.set(name, value);
  }
  return out;
};

// The shell's data (settings, session, cart count, toast) changes with a language (path) or after a form
// post, not with a listing filter, a page number or a product variant in the query string.
export const shouldRevalidate = revalidateOnPath();

// The shell's own strings: `common`, and the search box's (in the header of every page).
export const handle = { i18n: ['common', 'catalog'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesHref }];

export const meta: MetaFunction<typeof loader> = (args) => {
  const s = unpack(args.data)?.site.site_setting;
  return [
    ...seo(args),
    ...(s?.meta_keywords ? [{ name: 'keywords', content: s.meta_keywords }] : []),
  ];
};

/**
 * `window.__locales`: this language's namespace versions (the browser's i18next builds its URLs from them,
 * entry.client.tsx) and the fetches of the namespaces the page's routes declare, started at once.
 */
function localesBootScript(
  locale: string,
  versions: Record<string, string>,
  matches: { handle?: unknown }[],
): string {
  const hrefs: Record<string, string> = {};
  for (const ns of routeNamespaces(matches.map((m) => m.handle)))
    if (versions[ns]) hrefs[ns] = localesHref(locale, ns, versions[ns]);
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  return (
    `var l=window.__locales={lng:${json(locale)},versions:${json(versions)},fetched:{}},h=${json(hrefs)};` +
    'for(var n in h)l.fetched[n]=fetch(h[n]);'
  );
}

const CHUNK_RELOAD = chunkReloadScript();

/** Colours from settings as CSS variables; a strict hex check keeps settings from injecting CSS. */
function themeCss(site: { primary_color?: string | null; primary_hover_color?: string | null }) {
  const hex = (v: string | null | undefined, d: string) =>
    v && /^#[0-9a-f]{3,8}$/i.test(v) ? v : d;
  return `:root{--color-primary:${hex(site.primary_color, '#0e7490')};--color-primary-hover:${hex(site.primary_hover_color, '#155e75')}}`;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = unpack(useRouteLoaderData<typeof loader>('root'));
  // Before anything below renders a price (decision 115).
  if (data) primeMoneyFormat(data.money);
  const location = useLocation();
  const nonce = useNonce();
  const locale = data?.locale ?? languageFromPath(location.pathname);
  const setting = data?.site.site_setting;
  const matches = useMatches();
  const versions = useLocaleVersions();
  // Computed once: the script only ever runs as the server sent it.
  const [localesBoot] = useState(() =>
    data ? localesBootScript(locale, versions, matches) : null,
  );
  return (
    <html lang={locale} dir={languageDir(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before any module loads: a chunk that fails to load reloads the page (docs/spec.md §8). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: CHUNK_RELOAD }}
        />
        <Meta />
        <Links />
        {localesBoot ? (
          // Starts fetching this page's strings with the document, only when JavaScript runs (082).
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: localesBoot }}
          />
        ) : null}
        <ThirdPartyScripts place="head" />
        {setting ? (
          <>
            <link rel="icon" href={img(setting.favicon || 'favicon.svg', data!.site)} />
            {/* Browsers hide a nonce from the DOM after parsing: React would report a mismatch. */}
            <style nonce={nonce} suppressHydrationWarning>
              {themeCss(setting)}
            </style>
            {setting.styling ? (
              <style nonce={nonce} suppressHydrationWarning>
                {setting.styling.replace(/<\/style/gi, '')}
              </style>
            ) : null}
          </>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-800">
        {children}
        <ThirdPartyScripts place="body" />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Routes export `handle = { layout: 'empty' }` for screens without the shop's header and footer, and
 * `{ layout: 'admin' }` for the shop's staff: header and footer, but none of the shopper's promotions.
 */
function useLayout(): 'default' | 'empty' | 'admin' {
  const matches = useMatches();
  const layoutOf = (m: (typeof matches)[number]) =>
    (m.handle as { layout?: string } | undefined)?.layout;
  if (matches.some((m) => layoutOf(m) === 'empty')) return 'empty';
  // Only once the admin's loader answered: a visitor's 404 there looks like any other 404 (no hint).
  return matches.some((m) => layoutOf(m) === 'admin' && m.data != null) ? 'admin' : 'default';
}

export default function App() {
  const data = unpack(useRouteLoaderData<typeof loader>('root'));
  useChangeLanguage(data?.locale ?? 'en');
  // A client navigation's string namespaces load before its page renders: in the browser this suspends,
  // and the navigation (a transition) keeps the previous page on screen meanwhile (decision 082).
  const { i18n } = useTranslation(routeNamespaces(useMatches().map((m) => m.handle)));
  // The backend's string overrides, applied before children render so server and browser agree; an
  // override the shop took away gives its string back.
  if (data) applyStringOverrides(i18n, data.locale, data.strings);
  const layout = useLayout();
  // Marketing (the top and popup banners) never on checkout, payment, order-complete or account screens:
  // their routes say `handle.promotions: false` (issue 37 item 6); the admin layout has none either.
  // Whatever a route says or staff choose, never on those paths either (contract/site/promotion-pages.ts).
  const matches = useMatches();
  const { pathname } = useLocation();
  const promotions =
    layout === 'default' &&
    promotionPageOf(pathname) !== null &&
    !matches.some((m) => (m.handle as { promotions?: boolean } | undefined)?.promotions === false);
  // Marks the page interactive (for e2e tests, and CSS that should only apply once JS runs).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const pageTransition = usePageTransition();
  if (!data) return <Outlet />;
  return (
    <AuthenticityTokenProvider token={data.csrfToken}>
      <LoadingBar />
      {layout !== 'empty' ? (
        <>
          <SkipLink />
          {promotions ? <PromoBanner banner={data.site.top_banner} kind="top" /> : null}
          <Header />
        </>
      ) : null}
      <main
        id="main"
        className="page-transition mx-auto w-full max-w-[1920px] flex-1 px-4 py-6"
        data-page={pageTransition}
      >
        <Outlet />
      </main>
      {layout !== 'empty' ? (
        <>
          <Footer />
          {promotions ? <PromoBanner banner={data.site.popup_banner} kind="popup" /> : null}
          <CookieBanner />
        </>
      ) : null}
      <Toaster />
      <OfflineNotice />
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  const { status, message } = errorInfo(useRouteError());
  return (
    <main id="main" className="flex-1">
      <FailedLoadingBar status={status} />
      <ErrorView status={status} message={message} />
    </main>
  );
}
