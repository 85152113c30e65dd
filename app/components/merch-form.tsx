// The edit (or create) screen of a slide, banner or site feature (issue 35 item 1): its title (a feature's
// detail) in five languages, type, target (source type 1–6, or a URL), status, order, schedule, and for a
// banner whether shoppers may close it and the pages a top or popup banner may appear on; then its picture,
// delete (a confirmation step) and the audit log. A `<Form method="post">` with CSRF, validated on the server:
// a refusal comes back next to its field with what was typed kept.
import { getFormProps, getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { SourceType } from '#contract/codes.ts';
import { MERCH_STATUSES, type MerchRecord } from '#contract/admin/merchandising.ts';
import { PROMOTION_PAGES } from '#contract/site/promotion-pages.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { useShopForm } from '#app/lib/form-validation.ts';
import type { merchAction, merchRecord } from '#app/lib/merchandising.server.ts';
import { MERCH_FIELDS, MERCH_TYPES, localDateTime } from '#app/lib/merchandising.ts';
import { TITLE_INPUTS } from '#app/lib/taxonomy.ts';
import { FieldErrors, FormErrors, inputClass } from '#app/components/form.tsx';
import { ConfirmDelete, SubmitButton } from '#app/components/form-buttons.tsx';
import { AdminRecord } from '#app/components/admin-record.tsx';
import { ScheduleFields } from '#app/components/schedule-fields.tsx';
import { MerchAudit, MerchPicture } from '#app/components/merch-picture.tsx';
import { useLocale } from '#app/components/use-root.ts';

export const handle = { i18n: ['merchandising'] };

type Field = FieldMetadata<unknown>;
type FormShape = Partial<Record<(typeof TITLE_INPUTS)[number]['name'], string>> & {
  type?: string;
  source_type?: string;
  targets?: string;
  url?: string;
  status?: string;
  closable?: string;
  sort?: string;
  starts_at?: string;
  ends_at?: string;
  pages?: string[];
};

function Input({
  field,
  label,
  hint,
  type = 'text',
  lang,
  dir,
}: {
  field: Field;
  label: string;
  hint?: string;
  type?: 'text' | 'number';
  lang?: string;
  dir?: string;
}) {
  const props = getInputProps(field, { type });
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...props}
        key={props.key}
        lang={lang}
        dir={dir}
        className={inputClass}
        aria-describedby={
          [props['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined
        }
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function Select({
  field,
  label,
  options,
}: {
  field: Field;
  label: string;
  options: { value: string; label: string }[];
}) {
  const props = getSelectProps(field);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <select {...props} key={props.key} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function defaults(record: MerchRecord | null): FormShape {
  if (!record) return { status: 'public', sort: '0', type: '1', source_type: '6', pages: [] };
  return {
    ...Object.fromEntries(
      TITLE_INPUTS.map((i) => [i.name, record.titles[i.lang as keyof MerchRecord['titles']] ?? '']),
    ),
    type: String(record.type ?? 1),
    source_type: String(record.source_type ?? SourceType.URL),
    targets: record.targets ?? '',
    url: record.url ?? '',
    status: record.status,
    closable: record.closable ? 'on' : undefined,
    sort: String(record.sort),
    starts_at: localDateTime(record.starts_at),
    ends_at: localDateTime(record.ends_at),
    pages: record.pages ?? [],
  };
}

/** The page kinds a top or popup banner may appear on: checkboxes (none ticked: every page). */
function PagesInput({ field }: { field: Field }) {
  const { t } = useTranslation('merchandising');
  const initial: unknown = field.initialValue;
  const chosen = Array.isArray(initial) ? initial : typeof initial === 'string' ? [initial] : [];
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
      aria-describedby="merch-pages-hint"
    >
      <legend className="px-1 text-sm font-semibold">{t('fields.pages')}</legend>
      <p id="merch-pages-hint" className="text-xs text-slate-600">
        {t('form.pagesHint')}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {PROMOTION_PAGES.map((p) => (
          <label key={p} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={field.name}
              value={p}
              defaultChecked={chosen.includes(p)}
            />
            {t(`pages.${p}`)}
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

export function MerchFormScreen() {
  const { t } = useTranslation('merchandising');
  const { kind, record } = useLoaderData<typeof merchRecord>();
  const lastResult = useActionData<typeof merchAction>();
  const lang = useLocale();
  const [search] = useSearchParams();
  const has = (f: (typeof MERCH_FIELDS)[typeof kind][number]) => MERCH_FIELDS[kind].includes(f);
  const [form, fields] = useShopForm<FormShape>({
    id: `merch-${kind}-${record?.id ?? 'new'}`,
    lastResult,
    defaultValue: defaults(record),
    shouldValidate: 'onSubmit',
  });
  const all = fields as unknown as Record<string, Field>;
  const text = kind === 'features' ? 'detail' : 'title';
  return (
    <AdminRecord
      back={localizePath(`/admin/${kind}`, lang)}
      backLabel={t(`kinds.${kind}.back`)}
      title={record ? t(`kinds.${kind}.edit`, { title: record.title }) : t(`kinds.${kind}.new`)}
    >
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} />
        <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t(`form.${text}s`)}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {TITLE_INPUTS.map((i) => (
              <Input
                key={i.name}
                field={all[i.name]!}
                label={t(`fields.${i.name.replace('title', text)}`)}
                lang={i.lang}
                dir={i.dir}
              />
            ))}
          </div>
        </fieldset>
        {has('type') ? (
          <Select
            field={all.type!}
            label={t('fields.type')}
            options={MERCH_TYPES[kind].map((n) => ({
              value: String(n),
              label: t(`types.${kind}.${n}`),
            }))}
          />
        ) : null}
        {has('target') ? (
          <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{t('form.target')}</legend>
            <Select
              field={all.source_type!}
              label={t('fields.source_type')}
              options={Object.values(SourceType).map((n) => ({
                value: String(n),
                label: t(`sources.${n}`),
              }))}
            />
            <Input
              field={all.targets!}
              label={t('fields.targets')}
              hint={t('form.targetsHint')}
              dir="ltr"
            />
            <Input field={all.url!} label={t('fields.url')} hint={t('form.urlHint')} dir="ltr" />
          </fieldset>
        ) : null}
        <Select
          field={all.status!}
          label={t('fields.status')}
          options={MERCH_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        {has('closable') ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              {...getInputProps(all.closable!, { type: 'checkbox', value: 'on' })}
              key={all.closable!.key}
            />
            {t('fields.closable')}
          </label>
        ) : null}
        <Input field={all.sort!} label={t('fields.sort')} type="number" />
        <ScheduleFields
          starts={all.starts_at!}
          ends={all.ends_at!}
          legend={t('form.schedule')}
          hint={t('form.scheduleHint')}
          startLabel={t('fields.starts_at')}
          endLabel={t('fields.ends_at')}
        />
        {has('pages') ? <PagesInput field={all.pages!} /> : null}
        <SubmitButton intent="save" className="btn-primary self-start">
          {record ? t('form.save') : t('form.create')}
        </SubmitButton>
      </Form>
      {record ? (
        search.get('delete') ? (
          <ConfirmDelete labelId="merch-delete" confirmLabel={t('form.delete')} />
        ) : (
          <Link to="?delete=1" className="btn-secondary self-start text-sm" preventScrollReset>
            {t('form.delete')}
          </Link>
        )
      ) : null}
      {record ? <MerchPicture kind={kind} record={record} /> : null}
      {record ? <MerchAudit rows={record.audit} /> : null}
    </AdminRecord>
  );
}
