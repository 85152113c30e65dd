// Form parts shared by the account screens: labelled fields whose errors sit under them (and are announced)
// and the form-level error box. The submit button and the delete confirmation are in form-buttons.tsx.
import {
  getFormProps,
  getInputProps,
  type FieldMetadata,
  type FormMetadata,
} from '@conform-to/react';
import { Form, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HoneypotField } from '#app/lib/honeypot.tsx';

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

/** A control under its label: `children` is the control (an input, a select, a text area) and what stands
 * under it (a hint, the field's errors); `id` is the control's. */
export function LabelledControl({
  id,
  label,
  labelClassName = 'text-sm font-medium',
  children,
}: {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
    </div>
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
  describedBy,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'datetime-local';
  autoComplete?: string;
  hint?: ReactNode;
  dir?: 'ltr' | 'rtl' | 'auto';
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  /** The id of a text that describes this field besides its own hint (a fieldset's shared hint). */
  describedBy?: string;
}) {
  const props = getInputProps(field, { type });
  const hintId = hint ? `${field.id}-hint` : undefined;
  const described = [props['aria-describedby'], hintId, describedBy].filter(Boolean).join(' ');
  // A password never survives an answer: the server does not send it back, and with JavaScript (no page
  // load) the typed one is cleared when the action answers.
  const ref = useRef<HTMLInputElement>(null);
  const answer = useActionData();
  useEffect(() => {
    if (type === 'password' && ref.current && answer !== undefined) ref.current.value = '';
  }, [answer, type]);
  return (
    <LabelledControl id={field.id} label={label}>
      <input
        {...props}
        key={props.key}
        ref={ref}
        autoComplete={autoComplete}
        dir={dir}
        inputMode={inputMode}
        // Passwords are never sent back to the browser.
        defaultValue={type === 'password' ? undefined : props.defaultValue}
        aria-describedby={described || undefined}
        className={inputClass}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </LabelledControl>
  );
}

/** The e-mail of the account forms: left to right in every language. */
export function EmailField({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      field={field}
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      dir="ltr"
    />
  );
}

/** A phone number (profile, address book), written left to right in any language. */
export function PhoneField({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation('account');
  return (
    <TextField field={field} label={t('fields.phone')} type="tel" autoComplete="tel" dir="ltr" />
  );
}

/** First and last name (register, profile), as the browser's autofill knows them. */
export function NameFields({
  first,
  last,
}: {
  first: FieldMetadata<unknown>;
  last: FieldMetadata<unknown>;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField field={first} label={t('fields.first_name')} autoComplete="given-name" />
      <TextField field={last} label={t('fields.last_name')} autoComplete="family-name" />
    </>
  );
}

/**
 * The 6-digit code e-mailed to the shopper: digits, left to right, filled in from the message when it can.
 * `label`: what the code is for, when the form says more than "Code".
 */
export function CodeField({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<unknown>;
  label?: string;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      field={field}
      label={label ?? t('fields.code')}
      autoComplete="one-time-code"
      inputMode="numeric"
      hint={hint}
      dir="ltr"
    />
  );
}

/** A password (the current one unless told otherwise): never sent back, left to right. */
export function PasswordField({
  field,
  label,
  autoComplete = 'current-password',
  hint,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  autoComplete?: 'current-password' | 'new-password';
  hint?: ReactNode;
}) {
  return (
    <TextField
      field={field}
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      dir="ltr"
    />
  );
}

/** A new password (with the length rule as a hint) and its confirmation. */
export function NewPasswordFields({
  password,
  confirmation,
  labels,
}: {
  password: FieldMetadata<unknown>;
  confirmation: FieldMetadata<unknown>;
  /** The keys of the two labels (account namespace). */
  labels: [string, string];
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        field={password}
        label={t(labels[0])}
        autoComplete="new-password"
        hint={t('register.passwordHint')}
      />
      <PasswordField field={confirmation} label={t(labels[1])} autoComplete="new-password" />
    </>
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

/** A Conform form posted to the route's action with its CSRF token (and `honeypot` for anonymous forms), the
 * form's errors above its fields; `upload` sends it as multipart (a form with a file field). */
export function PostForm<Schema extends Record<string, unknown>>({
  form,
  errors = form.errors,
  honeypot = false,
  upload = false,
  className = 'flex flex-col gap-4',
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  errors?: string[];
  honeypot?: boolean;
  upload?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={upload ? 'multipart/form-data' : undefined}
      className={className}
      {...getFormProps(form)}
    >
      <AuthenticityTokenInput />
      {honeypot ? <HoneypotField /> : null}
      <FormErrors errors={errors} />
      {children}
    </Form>
  );
}
