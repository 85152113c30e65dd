import { Link, isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localizePath, languageFromPath } from '#app/lib/i18n.ts';

export type ErrorViewProps = { status: number; message?: string | null };

/**
 * The shared error screen (docs/spec.md §2, §8): 404 'This page could not be found'; 503 'API is down.'; otherwise
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

/** Status and a safe message: only route responses carry a message meant for people. */
export function errorInfo(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const d = error.data as { message?: unknown } | string | null;
    const message = typeof d === 'string' ? d : typeof d?.message === 'string' ? d.message : null;
    return { status: error.status, message };
  }
  return { status: 500, message: null }; // never error.message of an unexpected error
}

/**
 * The loading bar's failed state (docs/spec.md §4): the navigation ended on the error page. A missing page (404) is
 * an answer, not a failure: the bar finishes there (issue 14, item 7).
 */
export function FailedLoadingBar({ status }: { status: number }) {
  if (status === 404) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-1 bg-rose-600"
      data-testid="loading-bar-failed"
      aria-hidden="true"
    />
  );
}

/**
 * Every screen's error boundary (`export { RouteErrorBoundary as ErrorBoundary } from …`): a loader or
 * action that fails renders the error screen in the screen's place, inside the shell, so the header and
 * footer stay. Only a failure of the shell itself (the root loader) falls through to the root's boundary.
 */
export function RouteErrorBoundary() {
  const { status, message } = errorInfo(useRouteError());
  return (
    <>
      <FailedLoadingBar status={status} />
      <ErrorView status={status} message={message} />
    </>
  );
}
