import { useFetchers, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '#contract/codes.ts';

/**
 * The loading bar (spec §4, §9): appears when a navigation or submission takes longer than 200 ms and
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
