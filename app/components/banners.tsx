import { useFetcher, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Visibility } from '#contract/codes.ts';
import type { Banner } from '#contract/shapes.ts';
import { img } from '../lib/format.ts';
import { localizePath } from '../lib/i18n.ts';
import { useRootData } from './use-root.ts';

/** Hidden once the shopper closed it: the fetcher's optimistic state with JS, the cookie without. */
function usePreferenceForm() {
  const fetcher = useFetcher();
  const location = useLocation();
  const hidden = (
    <>
      <AuthenticityTokenInput />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
    </>
  );
  return { fetcher, hidden };
}

/**
 * Top and popup banners (spec §2): shown only when public; the close button only when closable is the
 * public value; 500×100 images; closing is remembered permanently (a cookie set by a form post).
 */
export function PromoBanner({
  banner,
  kind,
}: {
  banner: Banner | null | undefined;
  kind: 'top' | 'popup';
}) {
  const data = useRootData();
  const { t } = useTranslation();
  const { fetcher, hidden } = usePreferenceForm();
  if (!data || !banner || banner.status !== Visibility.PUBLIC) return null;
  if (
    data.prefs.closedBanners.includes(banner.id) ||
    fetcher.formData?.get('bannerId') === String(banner.id)
  )
    return null;
  const href = banner.url
    ? banner.url.startsWith('/')
      ? localizePath(banner.url, data.locale)
      : banner.url
    : undefined;
  const image = (
    <img
      src={img(banner.image, data.site)}
      alt={banner.title ?? ''}
      width={500}
      height={100}
      className="h-auto max-w-full"
    />
  );
  const closable = banner.closable === Visibility.PUBLIC;
  const close = closable ? (
    <fetcher.Form method="post" action="/preferences">
      {hidden}
      <input type="hidden" name="intent" value="close-banner" />
      <input type="hidden" name="bannerId" value={banner.id} />
      <button
        type="submit"
        className="rounded-full bg-white/90 px-2 text-lg leading-7 text-slate-800 hover:bg-white"
        aria-label={t('banner.closeNamed', { title: banner.title ?? '' })}
      >
        ×
      </button>
    </fetcher.Form>
  ) : null;
  if (kind === 'top') {
    return (
      <aside
        aria-label={banner.title ?? ''}
        className="flex items-center justify-center gap-2 bg-slate-900 px-2 py-1"
        data-testid="top-banner"
      >
        {href ? <a href={href}>{image}</a> : image}
        {close}
      </aside>
    );
  }
  return (
    <aside
      aria-label={banner.title ?? ''}
      className="fixed inset-x-0 bottom-20 z-40 mx-auto flex w-fit items-start gap-1 rounded-lg bg-white p-2 shadow-2xl"
      data-testid="popup-banner"
    >
      {href ? <a href={href}>{image}</a> : image}
      {close}
    </aside>
  );
}

/** The cookie banner (spec §2): only when enabled in settings, until answered; remembered permanently. */
export function CookieBanner() {
  const data = useRootData();
  const { t } = useTranslation();
  const { fetcher, hidden } = usePreferenceForm();
  if (!data || data.site.setting.cookie_banner !== 1 || data.prefs.consent || fetcher.formData)
    return null;
  return (
    <section
      aria-label={t('cookies.label')}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-2xl"
      data-testid="cookie-banner"
    >
      <fetcher.Form
        method="post"
        action="/preferences"
        className="mx-auto flex max-w-5xl flex-wrap items-center gap-3"
      >
        {hidden}
        <input type="hidden" name="intent" value="consent" />
        <p className="flex-1 text-sm">{t('cookies.text')}</p>
        <button type="submit" name="answer" value="declined" className="btn-secondary">
          {t('cookies.decline')}
        </button>
        <button type="submit" name="answer" value="accepted" className="btn-primary">
          {t('cookies.accept')}
        </button>
      </fetcher.Form>
    </section>
  );
}
