import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { img } from '../lib/format.ts';
import { localizePath } from '../lib/i18n.ts';
import { useRootData } from './use-root.ts';

/**
 * The auth layout (spec §2): logo, welcome text, Google and Facebook buttons only when enabled in
 * `common`, and the privacy policy link. Social buttons are plain links to the API's redirect endpoint.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { t } = useTranslation();
  if (!data) return <>{children}</>;
  const { site, locale } = data;
  const api = site.site_setting.api_base
    ? `${site.site_setting.api_base.replace(/\/$/, '')}/api/v1`
    : '/api/v1';
  // The provider sends the shopper back to the storefront in this language.
  const langQuery = locale === 'en' ? '' : `?lang=${locale}`;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-6 py-8">
      <Link to={localizePath('/', locale)}>
        <img
          src={img(site.site_setting.header_logo, site)}
          alt={site.site_setting.site_name ?? ''}
          width={180}
          height={48}
          className="h-12 w-auto"
        />
      </Link>
      <p className="text-lg font-medium">
        {t('auth.welcome', { site: site.site_setting.site_name ?? 'Bazaar' })}
      </p>
      <div className="w-full">{children}</div>
      {site.setting.google_login === 1 || site.setting.facebook_login === 1 ? (
        <div className="flex w-full flex-col gap-2">
          {site.setting.google_login === 1 ? (
            <a
              className="btn-secondary"
              href={`${api}/user/social-login/redirect/google${langQuery}`}
            >
              {t('auth.google')}
            </a>
          ) : null}
          {site.setting.facebook_login === 1 ? (
            <a
              className="btn-secondary"
              href={`${api}/user/social-login/redirect/facebook${langQuery}`}
            >
              {t('auth.facebook')}
            </a>
          ) : null}
        </div>
      ) : null}
      <Link to={localizePath('/page/privacy-policy', locale)} className="text-sm underline">
        {t('auth.privacy')}
      </Link>
    </div>
  );
}
