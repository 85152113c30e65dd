// Form parts shared by the account screens: labelled fields whose errors sit under them (and are announced),
// the form-level error box, and a submit button that shows a busy state while its own submission runs.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-rose-600';

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="text-sm text-rose-700">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  hint,
  dir,
  inputMode,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  hint?: ReactNode;
  dir?: 'ltr' | 'rtl' | 'auto';
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
}) {
  const props = getInputProps(field, { type });
  // A password never survives an answer: the server does not send it back, and with JavaScript (no page
  // load) the typed one is cleared when the action answers.
  const ref = useRef<HTMLInputElement>(null);
  const answer = useActionData();
  useEffect(() => {
    if (type === 'password' && ref.current && answer !== undefined) ref.current.value = '';
  }, [answer, type]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...props}
        key={props.key}
        ref={ref}
        autoComplete={autoComplete}
        dir={dir}
        inputMode={inputMode}
        // Passwords are never sent back to the browser.
        defaultValue={type === 'password' ? undefined : props.defaultValue}
        className={inputClass}
      />
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Errors of the whole form (the API's answer): a heading and the messages, announced as an alert. */
export function FormErrors({ errors, heading }: { errors?: string[]; heading?: string }) {
  const { t } = useTranslation('account');
  if (!errors?.length) return null;
  return (
    <div role="alert" className="rounded-md border border-rose-200 bg-rose-50 p-4 text-rose-800">
      <p className="font-semibold">{heading ?? t('errorHeading')}</p>
      <ul className="mt-1 list-disc ps-5 text-sm">
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}

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
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      aria-busy={busy || undefined}
      disabled={busy}
      className={`${className} disabled:opacity-60`}
    >
      {children}
    </button>
  );
}

/**
 * 'Do you really want to delete?' (spec §5) as a step of its own: a page state (`?delete=…`) without
 * JavaScript, the same markup with it. The confirm button posts `intent=delete` (and `id`, when given) to the
 * current path; Cancel goes back to it.
 */
export function ConfirmDelete({
  id,
  labelId,
  confirmLabel,
  compact = false,
}: {
  id?: number;
  labelId: string;
  confirmLabel?: string;
  compact?: boolean;
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
