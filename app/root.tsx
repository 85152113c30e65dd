import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from 'remix-i18next/react';
import { languageDir } from '#contract/codes.ts';
import stylesHref from './styles/app.css?url';
import { ErrorView } from './components/error-view.tsx';
import { languageFromPath, localizePath } from './lib/i18n.ts';
import { loadSite } from './lib/shop.server.ts';
import { img } from './lib/format.ts';
import { useNonce } from './lib/nonce.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = languageFromPath(new URL(request.url).pathname);
  const site = await loadSite(request, context);
  return { locale, dir: languageDir(locale), site };
}

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesHref }];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const s = data?.site.site_setting;
  return [
    { title: s?.meta_title || s?.site_name || 'Bazaar' },
    { name: 'description', content: s?.meta_description ?? '' },
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
        {setting ? (
          <>
            <link rel="icon" href={img('favicon.svg', data!.site)} />
            <style nonce={nonce}>{themeCss(setting)}</style>
          </>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-800">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Header() {
  const data = useRouteLoaderData<typeof loader>('root');
  const { t } = useTranslation();
  if (!data) return null;
  const { site, locale } = data;
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('site.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-[1920px] items-center gap-4 px-4 py-3">
        <Link
          to={localizePath('/', locale)}
          className="flex items-center gap-2"
          aria-label={`${site.site_setting.site_name ?? 'Bazaar'} — ${t('site.home')}`}
        >
          <img
            src={img(site.site_setting.header_logo, site)}
            alt=""
            width={180}
            height={48}
            className="h-10 w-auto"
          />
        </Link>
      </div>
    </header>
  );
}

function Footer() {
  const data = useRouteLoaderData<typeof loader>('root');
  const { t } = useTranslation();
  if (!data) return null;
  const { site } = data;
  return (
    <footer className="mt-12 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-[1920px] gap-8 px-4 py-10 sm:grid-cols-2">
        <div className="flex flex-col gap-3">
          <img
            src={img(site.site_setting.footer_logo, site)}
            alt={site.site_setting.site_name ?? ''}
            width={180}
            height={48}
            className="h-10 w-auto self-start"
          />
          {site.setting.email ? (
            <p>
              <span className="sr-only">{t('footer.contact')}: </span>
              <a className="underline" href={`mailto:${site.setting.email}`}>
                {site.setting.email}
              </a>
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          {site.payment.length ? (
            <div>
              <h2 className="mb-2 text-sm font-semibold">{t('footer.payment')}</h2>
              <ul className="flex flex-wrap gap-2">
                {site.payment.map((p) => (
                  <li key={p.id}>
                    <img
                      src={img(p.image, site)}
                      alt={p.title ?? ''}
                      width={64}
                      height={40}
                      className="h-8 w-auto"
                    />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {site.social.length ? (
            <div>
              <h2 className="mb-2 text-sm font-semibold">{t('footer.follow')}</h2>
              <ul className="flex flex-wrap gap-2">
                {site.social.map((s) => (
                  <li key={s.id}>
                    <a href={s.link ?? '#'} rel="noopener noreferrer" target="_blank">
                      <img
                        src={img(s.image, site)}
                        alt={s.title ?? ''}
                        width={32}
                        height={32}
                        className="h-8 w-8"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-sm text-slate-400">
        {site.site_setting.copyright_text}
      </p>
    </footer>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>('root');
  useChangeLanguage(data?.locale ?? 'en');
  return (
    <>
      <Header />
      <main id="main" className="mx-auto w-full max-w-[1920px] flex-1 px-4 py-6">
        <Outlet />
      </main>
      <Footer />
    </>
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
      <ErrorView status={status} message={message} />
    </main>
  );
}
