// The promotion screens' parts (issue 35 item 2): a labelled input that shows what was typed after a refusal
// (else the record's value) with its messages, a select, the titles in five languages, the record's frame
// with its delete step and audit log, and the list screen of a kind.
import type { ReactNode } from 'react';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { AuditEntry } from '#contract/admin/schemas.ts';
import type { Paginator } from '#contract/paginate.ts';
import { localizePath } from '#app/lib/i18n.ts';
import type {
  PromotionFormAnswer,
  promotionList,
  promotionRecord,
} from '#app/lib/promotions.server.ts';
import { FieldErrors, FormErrors, inputClass } from '#app/components/form.tsx';
import { ConfirmDelete, SubmitButton } from '#app/components/form-buttons.tsx';
import { AdminRecord } from '#app/components/admin-record.tsx';
import { AdminList, AdminRecordCell } from '#app/components/admin-table.tsx';
import { TaxonomyAudit } from '#app/components/taxonomy-audit.tsx';
import { useLocale } from '#app/components/use-root.ts';

export const promotionHandle = { i18n: ['promotions', 'taxonomy'] };

/** The form's answer after a refusal (undefined before one). */
export const useAnswer = () => useActionData<PromotionFormAnswer>();

type FieldProps = {
  name: string;
  label: string;
  /** The record's value (shown until the form is refused, then what was typed). */
  value?: string | number | null;
  hint?: string;
  type?: 'text' | 'number' | 'datetime-local' | 'search';
  dir?: 'ltr' | 'rtl';
  lang?: string;
  inputMode?: 'numeric' | 'decimal';
  required?: boolean;
};

const idOf = (name: string) => `promo-${name.replace(/[^\w]+/g, '-')}`;

export function Field({ name, label, value, hint, type = 'text', ...attrs }: FieldProps) {
  const answer = useAnswer();
  const id = idOf(name);
  const errors = answer?.fieldErrors[name];
  const shown = answer ? (answer.values[name] ?? '') : value == null ? '' : String(value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={shown}
        key={`${name}:${shown}`}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={
          [errors?.length ? `${id}-error` : '', hint ? `${id}-hint` : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        className={inputClass}
        {...attrs}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value?: string | null;
  options: { value: string; label: string }[];
}) {
  const answer = useAnswer();
  const id = idOf(name);
  const shown = answer ? (answer.values[name] ?? '') : (value ?? options[0]?.value ?? '');
  const errors = answer?.fieldErrors[name];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={shown}
        key={`${name}:${shown}`}
        className={inputClass}
        aria-invalid={errors?.length ? true : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

const LANGS = [
  { name: 'title', lang: 'en', dir: 'ltr' },
  { name: 'title_fr', lang: 'fr', dir: 'ltr' },
  { name: 'title_ar', lang: 'ar', dir: 'rtl' },
  { name: 'title_tr', lang: 'tr', dir: 'ltr' },
  { name: 'title_hi', lang: 'hi', dir: 'ltr' },
] as const;

/** The title in five languages (each input with its own `lang` and `dir`). */
export function TitleFields({ titles }: { titles?: Record<string, string> | null }) {
  const { t } = useTranslation('promotions');
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t('form.titles')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {LANGS.map((l) => (
          <Field
            key={l.name}
            name={l.name}
            label={t(`fields.${l.name}`)}
            value={titles?.[l.lang] ?? ''}
            lang={l.lang}
            dir={l.dir}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The status select: public (shoppers see it while it runs) or hidden. */
export function StatusField({ value }: { value?: string | null }) {
  const { t } = useTranslation('promotions');
  return (
    <Select
      name="status"
      label={t('fields.status')}
      value={value}
      options={[
        { value: 'public', label: t('status.public') },
        { value: 'hidden', label: t('status.hidden') },
      ]}
    />
  );
}

/** A record's screen: back to its list, its heading, the form, then delete (a confirmation) and the audit log. */
export function PromotionRecordScreen({
  children,
  testId,
}: {
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('promotions');
  const { kind, side, record, title } = useLoaderData<typeof promotionRecord>();
  const answer = useAnswer();
  const lang = useLocale();
  const [search] = useSearchParams();
  return (
    <AdminRecord
      back={localizePath(`/${side}/${kind}`, lang)}
      backLabel={t(`${kind}.back`)}
      title={title}
    >
      <Form method="post" className="flex flex-col gap-4" noValidate data-testid={testId}>
        <AuthenticityTokenInput />
        <FormErrors errors={answer?.formErrors} heading={t('form.refused')} />
        {children}
        <SubmitButton intent="save" className="btn-primary self-start">
          {t('form.save')}
        </SubmitButton>
      </Form>
      {record ? (
        search.get('delete') ? (
          <ConfirmDelete labelId="promotion-delete" confirmLabel={t('form.delete')} />
        ) : (
          <Link to="?delete=1" className="btn-secondary self-start text-sm" preventScrollReset>
            {t('form.delete')}
          </Link>
        )
      ) : null}
      {record ? (
        <TaxonomyAudit rows={(record as unknown as { audit: AuditEntry[] }).audit} />
      ) : null}
    </AdminRecord>
  );
}

type Row = { id: number; title: string } & Record<string, unknown>;

/** A kind's list: its heading, "new", a search (a GET form), then its rows with `cells`, 25 a page. */
export function PromotionListScreen({
  columns,
  cells,
}: {
  columns: string[];
  cells: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('promotions');
  const { kind, side, q, list: raw } = useLoaderData<typeof promotionList>();
  const list = raw as unknown as Paginator<Row>;
  const lang = useLocale();
  return (
    <div className="flex flex-col gap-6" data-testid={`promotions-${kind}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t(`${kind}.title`)}</h1>
        <Link to={localizePath(`/${side}/${kind}/new`, lang)} className="btn-primary text-sm">
          {t(`${kind}.new`)}
        </Link>
      </div>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="promotions-q" className="text-sm font-medium">
            {t('list.search')}
          </label>
          <input
            id="promotions-q"
            name="q"
            type="search"
            defaultValue={q}
            className={inputClass}
            maxLength={100}
          />
        </div>
        <button type="submit" className="btn-secondary text-sm">
          {t('list.submit')}
        </button>
      </Form>
      <AdminList list={list} empty={q ? t('list.noResults', { q }) : t(`${kind}.empty`)}>
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm" aria-label={t(`${kind}.title`)}>
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th className="p-3 text-start">{t('list.titleCol')}</th>
                {columns.map((c) => (
                  <th key={c} className="p-3 text-start">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((r) => (
                <tr key={r.id} className="border-t border-slate-100" data-testid="promotion-row">
                  <AdminRecordCell
                    to={`/${side}/${kind}/${r.id}`}
                    label={t('list.open', { title: r.title })}
                  >
                    {r.title}
                  </AdminRecordCell>
                  {cells(r)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminList>
    </div>
  );
}
