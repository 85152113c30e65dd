// The edit (or create) screen of a taxonomy record (issue 33 item 6), one for the five kinds: the title in
// five languages (each input labelled, with its `lang` and `dir`), the kind's own fields (KIND_FIELDS: a
// category's, brand's or collection's window on the home page among them, decision 151), an attribute's
// values, then delete (a confirmation step) and the audit log. A `<Form method="post">` with CSRF, validated
// on the server: a refusal comes back next to its field with what was typed kept.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { TAXONOMY_STATUSES, type TaxonomyRecord } from '#contract/taxonomy/schemas.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { useShopForm } from '#app/lib/form-validation.ts';
import type { taxonomyAction, taxonomyRecord } from '#app/lib/taxonomy.server.ts';
import { KIND_FIELDS, TITLE_INPUTS } from '#app/lib/taxonomy.ts';
import { localDateTime } from '#app/lib/merchandising.ts';
import { FieldErrors, FormErrors, inputClass } from '#app/components/form.tsx';
import { ConfirmDelete, SubmitButton } from '#app/components/form-buttons.tsx';
import { TaxonomyPicture } from '#app/components/taxonomy-picture.tsx';
import { ScheduleFields } from '#app/components/schedule-fields.tsx';
import { AdminRecord } from '#app/components/admin-record.tsx';
import { TaxonomyAudit } from '#app/components/taxonomy-audit.tsx';
import { useLocale } from '#app/components/use-root.ts';

export const handle = { i18n: ['taxonomy'] };

/** New value rows offered below an attribute's values (blank ones are dropped). */
const NEW_VALUE_ROWS = 3;

type Field = FieldMetadata<unknown>;
type TitleShape = Partial<Record<(typeof TITLE_INPUTS)[number]['name'], string>>;
type ValueShape = TitleShape & { id?: string };
type FormShape = TitleShape & {
  slug?: string;
  parent_id?: string;
  sort?: string;
  status?: string;
  featured?: string;
  in_footer?: string;
  meta_title?: string;
  meta_description?: string;
  starts_at?: string;
  ends_at?: string;
  values?: ValueShape[];
};

function Input({
  field,
  label,
  hint,
  ...attrs
}: { field: Field; label: string; hint?: string } & {
  lang?: string;
  dir?: string;
  type?: 'text' | 'number';
}) {
  const props = getInputProps(field, { type: attrs.type ?? 'text' });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <input {...props} key={props.key} lang={attrs.lang} dir={attrs.dir} className={inputClass} />
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

function Check({ field, label }: { field: Field; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input {...getInputProps(field, { type: 'checkbox', value: 'on' })} key={field.key} />
      {label}
    </label>
  );
}

/** The title in five languages; `fields` are the form's (or a value row's) title fields. */
function TitleInputs({ fields, legend }: { fields: Record<string, Field>; legend: string }) {
  const { t } = useTranslation('taxonomy');
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {TITLE_INPUTS.map((i) => (
          <Input
            key={i.name}
            field={fields[i.name]!}
            label={t(`fields.${i.name}`)}
            lang={i.lang}
            dir={i.dir}
          />
        ))}
      </div>
    </fieldset>
  );
}

const titlesOf = (titles: TaxonomyRecord['titles'] | undefined) =>
  Object.fromEntries(
    TITLE_INPUTS.map((i) => [i.name, titles?.[i.lang as keyof typeof titles] ?? '']),
  );

function defaults(record: TaxonomyRecord | null): FormShape {
  if (!record) return { status: 'public', sort: '0', values: [] };
  const on = (v?: boolean) => (v ? 'on' : undefined);
  return {
    ...titlesOf(record.titles),
    slug: record.slug ?? '',
    parent_id: record.parent_id ? String(record.parent_id) : '',
    sort: String(record.sort ?? 0),
    status: record.status ?? 'public',
    featured: on(record.featured),
    in_footer: on(record.in_footer),
    meta_title: record.meta_title ?? '',
    meta_description: record.meta_description ?? '',
    starts_at: localDateTime(record.starts_at),
    ends_at: localDateTime(record.ends_at),
    values: (record.values ?? []).map((v) => ({ id: String(v.id), ...titlesOf(v.titles) })),
  };
}

function ValueRows({
  field,
  record,
}: {
  field: FieldMetadata<ValueShape[] | undefined>;
  record: TaxonomyRecord | null;
}) {
  const { t } = useTranslation('taxonomy');
  const rows = field.getFieldList();
  const used = new Map((record?.values ?? []).map((v) => [String(v.id), v.products]));
  return (
    <section aria-labelledby="taxonomy-values" className="flex flex-col gap-3">
      <h2 id="taxonomy-values" className="text-lg font-semibold">
        {t('fields.values')}
      </h2>
      {[
        ...rows.map((r) => r.getFieldset()),
        ...Array.from({ length: NEW_VALUE_ROWS }, () => null),
      ].map((set, k) => {
        const idValue = set ? String(set.id.initialValue ?? '') : '';
        const n = k + 1;
        return set ? (
          <div
            key={set.title.key ?? k}
            className="flex flex-col gap-2"
            data-testid="taxonomy-value"
          >
            <input type="hidden" name={set.id.name} value={idValue} />
            <TitleInputs
              fields={set as unknown as Record<string, Field>}
              legend={t('fields.value', { n })}
            />
            {idValue ? (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={`values[${k}].remove`} value="on" />
                {t('form.removeValue')}
                {used.get(idValue) ? ` · ${t('form.usedBy', { count: used.get(idValue) })}` : null}
              </label>
            ) : null}
          </div>
        ) : (
          <fieldset
            key={`new-${k}`}
            className="flex flex-col gap-3 rounded-md border border-dashed border-slate-300 p-3"
          >
            <legend className="px-1 text-sm font-semibold">{t('form.newValue', { n })}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {TITLE_INPUTS.map((i) => (
                <div key={i.name} className="flex flex-col gap-1">
                  <label htmlFor={`new-value-${k}-${i.name}`} className="text-sm font-medium">
                    {t(`fields.${i.name}`)}
                  </label>
                  <input
                    id={`new-value-${k}-${i.name}`}
                    name={`values[${k}].${i.name}`}
                    lang={i.lang}
                    dir={i.dir}
                    maxLength={190}
                    className={inputClass}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}

export function TaxonomyFormScreen() {
  const { t } = useTranslation('taxonomy');
  const { kind, record, parents } = useLoaderData<typeof taxonomyRecord>();
  const lastResult = useActionData<typeof taxonomyAction>();
  const lang = useLocale();
  const [search] = useSearchParams();
  const has = (f: (typeof KIND_FIELDS)[typeof kind][number]) => KIND_FIELDS[kind].includes(f);
  const [form, fields] = useShopForm<FormShape>({
    id: `taxonomy-${kind}-${record?.id ?? 'new'}`,
    lastResult,
    defaultValue: defaults(record),
    shouldValidate: 'onSubmit',
  });
  const all = fields as unknown as Record<string, Field>;
  const status = getSelectProps(fields.status);
  const parent = getSelectProps(fields.parent_id);
  const meta = getTextareaProps(fields.meta_description);
  return (
    <AdminRecord
      back={localizePath(`/admin/${kind}`, lang)}
      backLabel={t(`kinds.${kind}.back`)}
      title={record ? t(`kinds.${kind}.edit`, { title: record.title }) : t(`kinds.${kind}.new`)}
    >
      {record ? (
        <p className="text-sm text-slate-700" data-testid="taxonomy-used">
          {t('form.usedBy', { count: record.products })}
        </p>
      ) : null}
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} />
        <TitleInputs fields={all} legend={t('form.titles')} />
        {has('slug') ? (
          <Input field={fields.slug} label={t('fields.slug')} hint={t('form.slugHint')} dir="ltr" />
        ) : null}
        {has('parent_id') ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.parent_id.id} className="text-sm font-medium">
              {t('fields.parent_id')}
            </label>
            <select {...parent} key={parent.key} className={inputClass}>
              <option value="">{t('form.noParent')}</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
            <FieldErrors id={fields.parent_id.errorId} errors={fields.parent_id.errors} />
          </div>
        ) : null}
        {has('sort') ? (
          <Input
            field={fields.sort}
            label={t('fields.sort')}
            type="number"
            hint={kind === 'brands' ? t('form.sortHint') : undefined}
          />
        ) : null}
        {has('status') ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.status.id} className="text-sm font-medium">
              {t('fields.status')}
            </label>
            <select {...status} key={status.key} className={inputClass}>
              {TAXONOMY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {has('featured') ? <Check field={fields.featured} label={t('fields.featured')} /> : null}
        {has('in_footer') ? <Check field={fields.in_footer} label={t('fields.in_footer')} /> : null}
        {has('meta_title') ? (
          <Input field={fields.meta_title} label={t('fields.meta_title')} />
        ) : null}
        {has('meta_description') ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.meta_description.id} className="text-sm font-medium">
              {t('fields.meta_description')}
            </label>
            <textarea {...meta} key={meta.key} rows={3} className={inputClass} />
            <FieldErrors
              id={fields.meta_description.errorId}
              errors={fields.meta_description.errors}
            />
          </div>
        ) : null}
        {has('window') ? (
          <ScheduleFields
            starts={all.starts_at!}
            ends={all.ends_at!}
            legend={t(`kinds.${kind}.window`)}
            hint={t('form.scheduleHint')}
            startLabel={t('fields.starts_at')}
            endLabel={t('fields.ends_at')}
          />
        ) : null}
        {has('values') ? <ValueRows field={fields.values} record={record} /> : null}
        <SubmitButton intent="save" className="btn-primary self-start">
          {record ? t('form.save') : t('form.create')}
        </SubmitButton>
      </Form>
      {record ? (
        search.get('delete') ? (
          <ConfirmDelete labelId="taxonomy-delete" confirmLabel={t('form.delete')} />
        ) : (
          <Link to="?delete=1" className="btn-secondary self-start text-sm" preventScrollReset>
            {t('form.delete')}
          </Link>
        )
      ) : null}
      {record && has('image') ? (
        <TaxonomyPicture image={record.image ?? null} title={record.title} />
      ) : null}
      {record ? <TaxonomyAudit rows={record.audit} /> : null}
    </AdminRecord>
  );
}
