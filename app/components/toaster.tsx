import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '#contract/codes.ts';
import { useRootData } from '#app/components/use-root.ts';

/**
 * Toasts from the flash cookie (spec §4): success ('Success' by default) and error ('Error' + '!!!' + the
 * message). Rendered by the server after a redirect, so they work without JavaScript; with it they hide
 * after 5000 ms. Announced: role=status for success, role=alert for errors.
 */
export function Toaster() {
  const data = useRootData();
  const { t } = useTranslation();
  const toast = data?.toast ?? null;
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setHidden(false);
    if (!toast) return;
    const timer = setTimeout(() => setHidden(true), TIMINGS.toastHide);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast || hidden) return null;
  const error = toast.type === 'error';
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      <div
        role={error ? 'alert' : 'status'}
        data-testid="toast"
        className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg px-4 py-3 shadow-lg ${error ? 'bg-rose-700 text-white' : 'bg-emerald-700 text-white'}`}
      >
        <p>
          <strong>{toast.title ?? (error ? t('toast.error') : t('toast.success'))}</strong>
          {error ? '!!! ' : ' '}
          {toast.message}
        </p>
        <button
          type="button"
          onClick={() => setHidden(true)}
          className="ms-2 text-lg leading-none"
          aria-label={t('toast.close')}
        >
          ×
        </button>
      </div>
    </div>
  );
}
