import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { TIMINGS } from '#contract/codes.ts';
import { useRootData } from '#app/components/use-root.ts';

/**
 * Toasts from the flash cookie (docs/spec.md §4): success ('Success' by default) and error ('Error' + '!!!' + the
 * message). Rendered by the server after a redirect, so they work without JavaScript, and they hide after
 * 5000 ms either way (a CSS animation without JavaScript, the timer with it). The close button comes with
 * JavaScript only: without it, it would be a button that does nothing. The toast never takes the clicks meant
 * for the page under it; only its close button does. Announced: role=status for success, role=alert for errors.
 */
export function Toaster() {
  const data = useRootData();
  const { t } = useTranslation();
  const toast = data?.toast ?? null;
  // Each toast its own element (a key that changes with it), so the CSS hide animation starts over.
  const [shown, setShown] = useState({ toast, n: 0, hidden: false });
  if (shown.toast !== toast) setShown({ toast, n: shown.n + 1, hidden: false });
  const hydrated = useHydrated();
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setShown((s) => ({ ...s, hidden: true })), TIMINGS.toastHide);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast || shown.hidden) return null;
  const error = toast.type === 'error';
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      <div
        key={shown.n}
        role={error ? 'alert' : 'status'}
        data-testid="toast"
        className={`toast-auto-hide flex max-w-md items-start gap-3 rounded-lg px-4 py-3 shadow-lg ${error ? 'bg-rose-700 text-white' : 'bg-emerald-700 text-white'}`}
      >
        <p>
          <strong>{toast.title ?? (error ? t('toast.error') : t('toast.success'))}</strong>
          {error ? '!!! ' : ' '}
          {toast.message}
        </p>
        {hydrated ? (
          <button
            type="button"
            onClick={() => setShown((s) => ({ ...s, hidden: true }))}
            className="pointer-events-auto ms-2 text-lg leading-none"
            aria-label={t('toast.close')}
          >
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
}
