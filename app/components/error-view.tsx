import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localizePath, languageFromPath } from '../lib/i18n.ts';

export type ErrorViewProps = { status: number; message?: string | null };

/**
 * The shared error screen (spec §2, §8): 404 'This page could not be found'; 503 'API is down.'; otherwise
 * the status (default 500), the message (default 'Something went wrong'), 'SORRY', 'Try Reload' and
 * 'Go to homepage'. Reload is a plain link to the same URL, so it works without JavaScript.
 */
export function ErrorView({ status, message }: ErrorViewProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const lang = languageFromPath(location.pathname);
  const text =
    status === 404
      ? t('error.notFound')
      : status === 503
        ? t('error.apiDown')
        : message || t('error.generic');
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      aria-labelledby="error-title"
    >
      <p className="text-6xl font-bold text-slate-500" aria-hidden="true">
        {status}
      </p>
      <p className="text-sm font-semibold tracking-widest text-slate-500">{t('error.sorry')}</p>
      <h1 id="error-title" className="text-2xl font-semibold text-slate-900">
        {text}
      </h1>
      <p className="sr-only">{t('error.status', { status })}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {status !== 404 ? (
          <a className="btn-primary" href={`${location.pathname}${location.search}`}>
            {t('error.tryReload')}
          </a>
        ) : null}
        <Link className="btn-secondary" to={localizePath('/', lang)}>
          {t('error.goHome')}
        </Link>
      </div>
    </section>
  );
}
