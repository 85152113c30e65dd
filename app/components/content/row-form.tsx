// One row of the links or scripts screen (issue 35 item 3): a `<Form method="post">` with CSRF whose fields
// are labelled and whose refusal (the action's RowAnswer for this row's key) comes back next to its field with
// what was typed kept; Save, and Delete as a confirmation step of its own (`?delete=<key>`).
import type { ReactNode } from 'react';
import { Form, Link, useActionData, useLocation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { CONTENT_STATUSES } from '#contract/content/schemas.ts';
import type { RowAnswer } from '#app/lib/content.server.ts';
import { FieldErrors, FormErrors, inputClass } from '#app/components/form.tsx';
import { ConfirmDelete, SubmitButton } from '#app/components/form-buttons.tsx';

/** The row's refusal (when the last answer was about it) and the value of one of its fields. */
export function useRow(key: string, saved: Record<string, unknown>) {
  const answer = useActionData<RowAnswer>();
  const mine = answer && answer.key === key ? answer : null;
  const value = (name: string) => {
    const v = mine ? mine.values[name] : saved[name];
    return v === null || v === undefined ? '' : String(v);
  };
  const errors = (name: string) => mine?.errors[name];
  return { mine, value, errors, answerKey: mine ? JSON.stringify(mine.values) : 'saved' };
}

export type Row = ReturnType<typeof useRow>;

export function RowInput({
  row,
  rowKey,
  name,
  label,
  dir,
  type = 'text',
  maxLength = 500,
}: {
  row: Row;
  rowKey: string;
  name: string;
  label: string;
  dir?: 'ltr';
  type?: 'text' | 'number';
  maxLength?: number;
}) {
  const id = `${rowKey}-${name}`;
  const errors = row.errors(name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        dir={dir}
        defaultValue={row.value(name)}
        key={row.answerKey}
        maxLength={maxLength}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        className={`${inputClass} text-sm`}
      />
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function RowStatus({ row, rowKey }: { row: Row; rowKey: string }) {
  const { t } = useTranslation('content');
  const id = `${rowKey}-status`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {t('fields.status')}
      </label>
      <select
        id={id}
        name="status"
        defaultValue={row.value('status') || 'public'}
        key={row.answerKey}
        className={`${inputClass} text-sm`}
      >
        {CONTENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The row's form: hidden `kind` and `id`, the fields, Save; Delete for a saved row. */
export function RowForm({
  row,
  rowKey,
  kind,
  id,
  label,
  children,
}: {
  row: Row;
  rowKey: string;
  kind?: string;
  id?: number;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  const [search] = useSearchParams();
  const location = useLocation();
  const deleting = id !== undefined && search.get('delete') === rowKey;
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
      data-testid={`row-${rowKey}`}
    >
      <Form method="post" className="flex flex-col gap-2" aria-label={label} preventScrollReset>
        <AuthenticityTokenInput />
        {kind ? <input type="hidden" name="kind" value={kind} /> : null}
        {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
        <FormErrors errors={row.errors('form')} />
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton intent="save" className="btn-primary text-sm">
            {id === undefined ? t('form.add') : t('form.save')}
          </SubmitButton>
          {id !== undefined && !deleting ? (
            <Link
              to={`${location.pathname}?delete=${rowKey}`}
              className="btn-secondary text-sm"
              preventScrollReset
            >
              {t('form.delete')}
            </Link>
          ) : null}
        </div>
      </Form>
      {deleting ? (
        <ConfirmDelete id={id} labelId={`${rowKey}-delete`} confirmLabel={t('form.delete')} compact>
          {kind ? <input type="hidden" name="kind" value={kind} /> : null}
        </ConfirmDelete>
      ) : null}
    </div>
  );
}
