// Form buttons without Conform or zod, for screens whose forms validate on the server only (the cart, lists,
// admin actions): a submit button that shows a busy state while its own submission runs, and the
// 'Do you really want to delete?' step. Kept apart from form.tsx so those screens do not load Conform.
import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDelayedBusy } from '#app/components/progress.tsx';

/** A submit button that is busy while a submission with its intent (or any, without one) is running. */
export function SubmitButton({
  children,
  intent,
  className = 'btn-primary',
}: {
  children: ReactNode;
  intent?: string;
  className?: string;
}) {
  const nav = useNavigation();
  const busy = nav.state === 'submitting' && (!intent || nav.formData?.get('intent') === intent);
  // Disabled at once (no double submission), shown busy only after the minimum fetch delay.
  const shownBusy = useDelayedBusy(busy);
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      aria-busy={shownBusy || undefined}
      disabled={busy}
      className={`${className} aria-busy:opacity-60`}
    >
      {children}
    </button>
  );
}

/**
 * 'Do you really want to delete?' (docs/spec.md §5) as a step of its own: a page state (`?delete=…`) without
 * JavaScript, the same markup with it. The confirm button posts `intent=delete` (and `id`, when given) to the
 * current path; Cancel goes back to it.
 */
export function ConfirmDelete({
  id,
  labelId,
  confirmLabel,
  compact = false,
  children,
}: {
  id?: number;
  labelId: string;
  confirmLabel?: string;
  compact?: boolean;
  /** Fields the confirmation posts too (the account's re-authentication). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const size = compact ? ' text-sm' : '';
  return (
    <div
      role="alertdialog"
      aria-labelledby={labelId}
      className={`flex flex-col gap-2 ${compact ? 'items-end' : ''}`}
    >
      <p id={labelId} className={`font-medium${size}`}>
        {t('confirmDelete')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action={location.pathname} preventScrollReset>
          <AuthenticityTokenInput />
          {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
          {children}
          <SubmitButton intent="delete" className={`btn-primary bg-rose-700${size}`}>
            {confirmLabel ?? t('delete')}
          </SubmitButton>
        </Form>
        <Link to={location.pathname} className={`btn-secondary${size}`} preventScrollReset>
          {t('cancel')}
        </Link>
      </div>
    </div>
  );
}
