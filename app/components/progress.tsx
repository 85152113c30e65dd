import { useFetchers, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '#contract/codes.ts';

/**
 * The loading bar (docs/spec.md §4, §9): appears when a navigation or submission takes longer than 200 ms and
 * fills over 5000 ms; an offline notice when the browser loses the network. JavaScript-only by nature.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), TIMINGS.loadingBarThrottle);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('status.loading')}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-transparent"
      data-testid="loading-bar"
    >
      <div className="loading-bar h-full bg-[var(--color-primary)]" />
    </div>
  );
}

export function OfflineNotice() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (!offline) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-0 z-[55] bg-amber-300 px-4 py-2 text-center text-sm font-medium text-slate-900"
      data-testid="offline"
    >
      {t('status.offline')}
    </p>
  );
}

/**
 * Page transitions "out-in" (docs/spec.md §9, issue 14 item 12): while a client navigation to another page loads,
 * the page fades out ('out'); the new one fades in ('in'). Form submissions and changes of the query only
 * (filters, pages of a listing) do not fade. CSS in app.css, none with `prefers-reduced-motion`.
 */
export function usePageTransition(): 'out' | 'in' {
  const navigation = useNavigation();
  const location = useLocation();
  const leaving =
    navigation.state === 'loading' &&
    !navigation.formMethod &&
    navigation.location.pathname !== location.pathname;
  return leaving ? 'out' : 'in';
}

/**
 * A busy state shown only once the request has run for the spec's minimum fetch delay (200 ms, §9): a fast
 * answer never flashes a spinner.
 */
export function useDelayedBusy(busy: boolean, delay: number = TIMINGS.minFetchDelay): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [busy, delay]);
  return busy && shown;
}

type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the connection asks for no prefetching: data-saver on, or a 2g (or slower) connection. */
export function savesData(connection: Connection | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * Link prefetch (docs/spec.md §9): none until the page has been idle for 2,000 ms, never on 2g or with data-saver
 * (`navigator.connection`); then Remix prefetches a link's page on intent (hover, focus).
 */
export function useIdlePrefetch(): 'intent' | 'none' {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    if (savesData(connection)) return;
    let timer = setTimeout(() => setReady(true), TIMINGS.prefetchIdle);
    // Idle means no input: any interaction before then starts the 2,000 ms again.
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setReady(true), TIMINGS.prefetchIdle);
    };
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    for (const e of events) window.addEventListener(e, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, restart);
    };
  }, []);
  return ready ? 'intent' : 'none';
}
