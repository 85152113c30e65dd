import { Link, useFetcher, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { ImageSettings } from '#contract/images.ts';
import { img } from '#app/lib/format.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { useRootData } from '#app/components/use-root.ts';
import { ChatIcon } from '#app/components/icons.tsx';

import { HoneypotField } from '#app/lib/honeypot.tsx';
import { SiteLogo } from '#app/components/picture.tsx';

/** The newsletter form (docs/spec.md §4: idle, submitting, success, error): a fetcher that is also a plain form. */
function Newsletter() {
  const { t } = useTranslation();
  const data = useRootData();
  const fetcher = useFetcher();
  const location = useLocation();
  const submitting = fetcher.state !== 'idle';
  const typed = data?.toast?.values?.email;
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      noValidate
      className="flex flex-col gap-2"
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title" className="text-sm font-semibold">
        {t('newsletter.title')}
      </h2>
      <p className="text-sm text-slate-400">{t('newsletter.text')}</p>
      <AuthenticityTokenInput />
      <HoneypotField />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div className="flex">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('newsletter.email')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={typed ?? ''}
          key={typed ?? 'empty'}
          placeholder={t('newsletter.email')}
          className="min-w-0 flex-1 rounded-s-md border border-slate-600 bg-slate-800 px-3 py-2 text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="btn-primary rounded-s-none"
          aria-busy={submitting}
          disabled={submitting}
        >
          {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** A titled row of small pictures (payment methods, social links); nothing when there are none. */
function IconRow({ title, children }: { title: string; children: ReactNode[] }) {
  if (!children.length) return null;
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </div>
  );
}

/** A payment method's or social link's picture, named by its title (the list has no other text). */
function TitledIcon({
  icon,
  images,
  width,
  height,
  className,
}: {
  icon: { image?: string | null; title?: string | null };
  images: ImageSettings;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <img
      src={img(icon.image, images)}
      alt={icon.title ?? ''}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

export function Footer() {
  const data = useRootData();
  const { t } = useTranslation();
  if (!data) return null;
  const { site, locale } = data;
  const whatsapp = site.setting.phone?.replace(/\D/g, '');
  return (
    <footer className="mt-12 bg-slate-900 text-slate-200">
      {/* The floating chat button's lane (bottom, inline end) stays clear of the footer's last column in
          either direction: Arabic's newsletter sits under it otherwise (issue 37 item 8). */}
      <div className="mx-auto grid max-w-[1920px] gap-8 px-4 py-10 sm:grid-cols-2 sm:pe-20 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <SiteLogo site={site} which="footer_logo" named lazy className="h-10 w-auto self-start" />
          {site.setting.email ? (
            <p>
              <span className="sr-only">{t('footer.contact')}: </span>
              <a className="underline" href={`mailto:${site.setting.email}`}>
                {site.setting.email}
              </a>
            </p>
          ) : null}
        </div>
        {(
          [
            ['services', 'footer.services', site.services],
            ['about', 'footer.about', site.about],
          ] as const
        ).map(([key, title, links]) =>
          links.length ? (
            <nav key={key} aria-labelledby={`footer-${key}`}>
              <h2 id={`footer-${key}`} className="mb-2 text-sm font-semibold">
                {t(title)}
              </h2>
              <ul className="flex flex-col gap-1 text-sm">
                {links.map((l) => (
                  <li key={l.id}>
                    <Link to={localizePath(`/page/${l.slug}`, locale)} className="hover:underline">
                      {l.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null,
        )}
        <div className="flex flex-col gap-4">
          <Newsletter />
          <IconRow title={t('footer.payment')}>
            {site.payment.map((p) => (
              <li key={p.id}>
                <TitledIcon icon={p} images={site} width={64} height={40} className="h-8 w-auto" />
              </li>
            ))}
          </IconRow>
          <IconRow title={t('footer.follow')}>
            {site.social.map((s) => (
              <li key={s.id}>
                <a href={s.link ?? '#'} rel="noopener noreferrer" target="_blank">
                  <TitledIcon icon={s} images={site} width={32} height={32} className="h-8 w-8" />
                </a>
              </li>
            ))}
          </IconRow>
        </div>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-sm text-slate-400">
        {site.site_setting.copyright_text}
      </p>
      {whatsapp ? (
        <a
          href={`https://wa.me/${whatsapp}`}
          rel="noopener noreferrer"
          target="_blank"
          className="floating-button fixed bottom-4 end-4 z-20 flex h-12 w-12 items-center justify-center rounded-full bg-emerald-600 text-2xl text-white shadow-lg hover:bg-emerald-700"
          aria-label={t('footer.whatsapp')}
        >
          <ChatIcon />
        </a>
      ) : null}
    </footer>
  );
}
