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
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { AuthenticityTokenProvider } from 'remix-utils/csrf/react';
import type { ReactNode } from 'react';
import { useChangeLanguage } from 'remix-i18next/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { languageDir } from '#contract/codes.ts';
import stylesHref from './styles/app.css?url';
import { ErrorView } from './components/error-view.tsx';
import { languageFromPath, preferredLanguage } from './lib/i18n.ts';
import { loadSite, loadStringOverrides } from './lib/shop.server.ts';
import {
  commitCsrfToken,
  readPreferences,
  readToast,
  savedLanguage,
} from './lib/cookies.server.ts';
import { loadAccount } from './lib/account.server.ts';
import { Header, SkipLink } from './components/header.tsx';
import { Footer } from './components/footer.tsx';
import { CookieBanner, PromoBanner } from './components/banners.tsx';
import { Toaster } from './components/toaster.tsx';
import { LoadingBar, OfflineNotice } from './components/progress.tsx';
import { ThirdPartyScripts } from './components/third-party.tsx';
import { CSP_IMG_HEADER, CSP_SOURCES_HEADER, cspOrigin } from './lib/csp.ts';
import { img } from './lib/format.ts';
import { useNonce } from './lib/nonce.tsx';
import { seo } from './lib/seo.ts';

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
  // Language on the root URL only (spec §2): the saved choice, else the browser's, else English.
  if (url.pathname === '/') {
    const wanted =
      (await savedLanguage(request)) ?? preferredLanguage(request.headers.get('Accept-Language'));
    if (wanted && wanted !== 'en') {
      throw redirect(`/${wanted}${url.search}`, { headers: { Vary: 'Cookie, Accept-Language' } });
    }
  }
  const [site, [csrfToken, csrfCookie], { toast, setCookie: toastCookie }, prefs, strings] =
    await Promise.all([
      loadSite(request, context),
      commitCsrfToken(request),
      readToast(request),
      readPreferences(request),
      loadStringOverrides(request, context),
    ]);
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
    {
      locale,
      dir: languageDir(locale),
      // Absolute URLs in meta tags (canonical, hreflang, Open Graph) use the origin the shopper asked.
      origin: url.origin,
      site,
      csrfToken,
      toast,
      prefs,
      thirdParty,
      strings,
      user: account.user,
    },
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
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
};

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesHref }];

export const meta: MetaFunction<typeof loader> = (args) => {
  const s = args.data?.site.site_setting;
  return [
    ...seo(args),
    ...(s?.meta_keywords ? [{ name: 'keywords', content: s.meta_keywords }] : []),
  ];
};

/** Colours from settings as CSS variables; a strict hex check keeps settings from injecting CSS. */
function themeCss(site: { primary_color?: string | null; primary_hover_color?: string | null }) {
  const hex = (v: string | null | undefined, d: string) =>
    v && /^#[0-9a-f]{3,8}$/i.test(v) ? v : d;
  return `:root{--color-primary:${hex(site.primary_color, '#0e7490')};--color-primary-hover:${hex(site.primary_hover_color, '#155e75')}}`;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const nonce = useNonce();
  const locale = data?.locale ?? languageFromPath(location.pathname);
  const setting = data?.site.site_setting;
  return (
    <html lang={locale} dir={languageDir(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
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

/** Routes export `handle = { layout: 'empty' }` for screens without the shop's header and footer. */
function useLayout(): 'default' | 'empty' {
  const matches = useMatches();
  return matches.some((m) => (m.handle as { layout?: string } | undefined)?.layout === 'empty')
    ? 'empty'
    : 'default';
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>('root');
  useChangeLanguage(data?.locale ?? 'en');
  const { i18n } = useTranslation();
  // The backend's string overrides, applied before children render so server and browser agree.
  if (data?.strings) i18n.addResourceBundle(data.locale, 'common', data.strings, true, true);
  const layout = useLayout();
  // Marks the page interactive (for e2e tests, and CSS that should only apply once JS runs).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  if (!data) return <Outlet />;
  return (
    <AuthenticityTokenProvider token={data.csrfToken}>
      <LoadingBar />
      {layout === 'default' ? (
        <>
          <SkipLink />
          <PromoBanner banner={data.site.top_banner} kind="top" />
          <Header />
        </>
      ) : null}
      <main id="main" className="mx-auto w-full max-w-[1920px] flex-1 px-4 py-6">
        <Outlet />
      </main>
      {layout === 'default' ? (
        <>
          <Footer />
          <PromoBanner banner={data.site.popup_banner} kind="popup" />
          <CookieBanner />
        </>
      ) : null}
      <Toaster />
      <OfflineNotice />
    </AuthenticityTokenProvider>
  );
}

/** Status and a safe message: only route responses carry a message meant for people. */
export function errorInfo(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const d = error.data as { message?: unknown } | string | null;
    const message = typeof d === 'string' ? d : typeof d?.message === 'string' ? d.message : null;
    return { status: error.status, message };
  }
  return { status: 500, message: null }; // never error.message of an unexpected error
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { status, message } = errorInfo(error);
  return (
    <main id="main" className="flex-1">
      {/* The loading bar's failed state (spec §4): the navigation ended on the error page. */}
      <div
        className="fixed inset-x-0 top-0 z-[60] h-1 bg-rose-600"
        data-testid="loading-bar-failed"
        aria-hidden="true"
      />
      <ErrorView status={status} message={message} />
    </main>
  );
}
