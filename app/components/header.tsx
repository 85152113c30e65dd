import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { localizePath } from '#app/lib/i18n.ts';
import { LanguageSwitcher } from '#app/components/language-switcher.tsx';
import { useRootData } from '#app/components/use-root.ts';
import { CartIcon } from '#app/components/icons.tsx';
import { SearchBox } from '#app/components/search-box.tsx';
import { SiteLogo, Thumb } from '#app/components/picture.tsx';

/** The page's first focus stop (before the top banner too): shown when focused, jumps past the header. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
    >
      {t('site.skipToContent')}
    </a>
  );
}

export function Header() {
  const data = useRootData();
  const { t } = useTranslation();
  if (!data) return null;
  const { site, locale, user } = data;
  const to = (path: string) => localizePath(path, locale);
  const linkOf = (url: string | null | undefined) =>
    url && url.startsWith('/') ? to(url) : (url ?? '#');
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="border-b border-slate-100 bg-slate-50 text-sm">
        <nav
          aria-label={t('header.topBar')}
          className="mx-auto flex max-w-[1920px] flex-wrap items-center gap-x-4 gap-y-1 px-4 py-1.5"
        >
          {site.setting.email ? (
            <a href={`mailto:${site.setting.email}`} className="hover:underline">
              <span className="sr-only">{t('header.email')}: </span>
              {site.setting.email}
            </a>
          ) : null}
          {site.setting.phone ? (
            <a
              href={`tel:${site.setting.phone.replace(/[^\d+]/g, '')}`}
              className="hover:underline"
            >
              <span className="sr-only">{t('header.call')}: </span>
              <bdi>{site.setting.phone}</bdi>
            </a>
          ) : null}
          {site.header_links.left.map((l) => (
            <Link key={l.id} to={linkOf(l.url)} className="hover:underline">
              {l.title}
            </Link>
          ))}
          <span className="ms-auto flex flex-wrap items-center gap-x-4">
            {site.header_links.right.map((l) => (
              <Link key={l.id} to={linkOf(l.url)} className="hover:underline">
                {l.title}
              </Link>
            ))}
            <LanguageSwitcher languages={site.languages} current={locale} />
          </span>
        </nav>
      </div>
      <div className="mx-auto flex max-w-[1920px] flex-wrap items-center gap-4 px-4 py-3">
        <Link
          to={to('/')}
          className="flex items-center gap-2"
          aria-label={`${site.site_setting.site_name ?? 'Bazaar'} — ${t('site.home')}`}
        >
          <SiteLogo site={site} which="header_logo" className="h-10 w-auto" />
        </Link>
        <SearchBox lang={locale} images={site} />
        <nav aria-label={t('header.account')} className="ms-auto flex items-center gap-3 text-sm">
          {user.loggedIn ? (
            <>
              <Link
                to={to('/user/profile')}
                className="flex items-center gap-2 hover:underline"
                data-testid="header-profile"
              >
                {user.avatar ? <Thumb image={user.avatar} images={site} size={24} round /> : null}
                <span>{user.name ? <bdi>{user.name}</bdi> : t('header.profile')}</span>
              </Link>
              <details className="dropdown relative">
                <summary className="cursor-pointer list-none rounded px-2 py-1 hover:bg-slate-100">
                  {t('header.account')}
                </summary>
                <ul className="absolute end-0 z-30 mt-1 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
                  {(
                    [
                      ['/user/orders', 'header.orders'],
                      ['/user/wishlists', 'header.wishlists'],
                      ['/user/compared', 'header.compared'],
                      ['/user/vouchers', 'header.vouchers'],
                    ] as const
                  ).map(([path, key]) => (
                    <li key={path}>
                      <Link to={to(path)} className="block rounded px-3 py-1.5 hover:bg-slate-100">
                        {t(key)}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Form method="post" action={to('/logout')}>
                      <AuthenticityTokenInput />
                      <button
                        type="submit"
                        className="block w-full rounded px-3 py-1.5 text-start hover:bg-slate-100"
                      >
                        {t('header.logout')}
                      </button>
                    </Form>
                  </li>
                </ul>
              </details>
            </>
          ) : (
            <>
              {site.setting.vendor_registration === 1 ? (
                <Link to={to('/seller/register')} className="hover:underline">
                  {t('header.sellerSignUp')}
                </Link>
              ) : null}
              <Link to={to('/login')} className="hover:underline">
                {t('header.login')}
              </Link>
              <Link to={to('/register')} className="hover:underline">
                {t('header.register')}
              </Link>
            </>
          )}
          <Link
            to={to('/cart')}
            className="relative flex items-center gap-1 rounded px-2 py-1 hover:bg-slate-100"
            aria-label={t('header.cartCount', { count: user.cartCount })}
          >
            <CartIcon />
            <span aria-hidden="true">{t('header.cart')}</span>
            <span
              aria-hidden="true"
              data-testid="cart-count"
              className="rounded-full bg-[var(--color-primary)] px-1.5 text-xs font-semibold text-white"
            >
              {user.cartCount}
            </span>
          </Link>
        </nav>
      </div>
    </header>
  );
}
