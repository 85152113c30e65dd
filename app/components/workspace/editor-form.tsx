// The product editor's main form (issue 33): the product's fields and its texts in five languages, with a
// description preview that works without JavaScript; a refused save shows its messages and keeps what was
// typed.
import { Form, useActionData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { languageDir } from '#contract/codes.ts';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { editorAction } from '#app/lib/workspace-products.server.ts';
import { amountText, languageName, PRODUCT_LANGUAGES } from '#app/lib/workspace.ts';
import { FieldErrors, FormErrors, inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import type { EditorData } from '#app/components/workspace/editor-data.ts';

export function Field({
  name,
  label,
  errors,
  hint,
  children,
}: {
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
  children: (props: {
    id: string;
    name: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}) {
  const id = `f-${name}`;
  const described = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        ...(errors?.length ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function ProductForm({ product, options, digits, workspace }: EditorData) {
  const { t } = useTranslation('workspace');
  const result = useActionData<typeof editorAction>();
  const typed = result && 'values' in result ? result.values : null;
  const errors = (result && 'errors' in result ? result.errors : {}) as Record<string, string[]>;
  const value = (name: string, saved: string | number | null | undefined) =>
    typed ? (typed[name]?.[0] ?? '') : saved == null ? '' : String(saved);
  const p = product;
  const category = p?.category_id
    ? `${p.category_id}${p.sub_category_id ? `:${p.sub_category_id}` : ''}`
    : '';
  const select = (
    name: string,
    label: string,
    items: { id: number; title: string }[],
    saved: number | null | undefined,
    required = false,
  ) => (
    <Field name={name} label={label} errors={errors[name]}>
      {(props) => (
        <select
          {...props}
          defaultValue={value(name, saved)}
          className={inputClass}
          required={required}
        >
          <option value="">{required ? t('editor.choose') : t('editor.none')}</option>
          {items.map((o) => (
            <option key={o.id} value={o.id}>
              {o.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const preview = result && 'preview' in result ? result.preview : null;
  return (
    <Form method="post" className="flex flex-col gap-4" data-testid="product-form" noValidate>
      <AuthenticityTokenInput />
      <FormErrors errors={result && 'formErrors' in result ? result.formErrors : undefined} />
      {workspace === 'admin' && !p
        ? select('store_id', t('editor.store'), options.stores, null, true)
        : null}
      <fieldset
        className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
        lang="en"
        dir="ltr"
      >
        <legend className="px-1 font-semibold">{t('editor.english')}</legend>
        <Field name="title" label={t('editor.title')} errors={errors.title}>
          {(props) => (
            <input
              {...props}
              defaultValue={value('title', p?.title)}
              maxLength={190}
              required
              className={inputClass}
            />
          )}
        </Field>
        <Field
          name="description"
          label={t('editor.description')}
          hint={t('editor.descriptionHint')}
          errors={errors.description}
        >
          {(props) => (
            <textarea
              {...props}
              rows={6}
              defaultValue={value('description', p?.description)}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="meta_title" label={t('editor.metaTitle')}>
          {(props) => (
            <input
              {...props}
              defaultValue={value('meta_title', p?.meta_title)}
              maxLength={190}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="meta_description" label={t('editor.metaDescription')}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              defaultValue={value('meta_description', p?.meta_description)}
              maxLength={500}
              className={inputClass}
            />
          )}
        </Field>
      </fieldset>
      {preview != null ? (
        <section
          aria-labelledby="preview-title"
          className="rounded-lg border border-slate-200 p-4"
          data-testid="description-preview"
        >
          <h2 id="preview-title" className="mb-2 font-semibold">
            {t('editor.preview')}
          </h2>
          <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      ) : null}
      {PRODUCT_LANGUAGES.map((lang) => (
        <details
          key={lang}
          className="rounded-lg border border-slate-200 p-4"
          open={lang === 'ar' || undefined}
        >
          <summary className="cursor-pointer font-semibold">
            {t('editor.translation', { language: languageName(lang) })}
          </summary>
          <div className="mt-3 flex flex-col gap-3" lang={lang} dir={languageDir(lang)}>
            {(['title', 'description', 'meta_title', 'meta_description'] as const).map((f) => (
              <Field
                key={f}
                name={`${lang}_${f}`}
                label={`${t(`editor.${f === 'meta_title' ? 'metaTitle' : f === 'meta_description' ? 'metaDescription' : f}`)} (${languageName(lang)})`}
              >
                {(props) =>
                  f === 'description' || f === 'meta_description' ? (
                    <textarea
                      {...props}
                      rows={f === 'description' ? 4 : 2}
                      defaultValue={value(`${lang}_${f}`, p?.translations[lang]?.[f])}
                      className={inputClass}
                    />
                  ) : (
                    <input
                      {...props}
                      defaultValue={value(`${lang}_${f}`, p?.translations[lang]?.[f])}
                      className={inputClass}
                    />
                  )
                }
              </Field>
            ))}
          </div>
        </details>
      ))}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name="slug"
          label={t('editor.slug')}
          hint={t('editor.slugHint')}
          errors={errors.slug}
        >
          {(props) => (
            <input
              {...props}
              dir="ltr"
              defaultValue={value('slug', p?.slug)}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="category" label={t('editor.category')} errors={errors.category}>
          {(props) => (
            <select
              {...props}
              defaultValue={value('category', category)}
              required
              className={inputClass}
            >
              <option value="">{t('editor.choose')}</option>
              {options.categories.map((c) => (
                <optgroup key={c.id} label={c.title}>
                  <option value={String(c.id)}>{c.title}</option>
                  {c.subs.map((s) => (
                    <option key={s.id} value={`${c.id}:${s.id}`}>
                      {c.title} › {s.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        {select('brand_id', t('editor.brand'), options.brands, p?.brand_id)}
        <Field name="tags" label={t('editor.tags')} hint={t('editor.tagsHint')}>
          {(props) => (
            <input {...props} defaultValue={value('tags', p?.tags)} className={inputClass} />
          )}
        </Field>
        <Field name="selling" label={t('editor.selling')} errors={errors.selling}>
          {(props) => (
            <input
              {...props}
              dir="ltr"
              inputMode="decimal"
              required
              defaultValue={value('selling', p ? amountText(p.selling, digits) : '')}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          name="offered"
          label={t('editor.offered')}
          hint={t('editor.offeredHint')}
          errors={errors.offered}
        >
          {(props) => (
            <input
              {...props}
              dir="ltr"
              inputMode="decimal"
              defaultValue={value(
                'offered',
                p && p.offered > 0 ? amountText(p.offered, digits) : '',
              )}
              className={inputClass}
            />
          )}
        </Field>
        {select(
          'shipping_rule_id',
          t('editor.shipping'),
          options.shipping_rules,
          p?.shipping_rule_id,
          true,
        )}
        {select('tax_rule_id', t('editor.tax'), options.tax_rules, p?.tax_rule_id)}
        {select('bundle_deal_id', t('editor.bundle'), options.bundle_deals, p?.bundle_deal_id)}
        <Field name="warranty" label={t('editor.warranty')} errors={errors.warranty}>
          {(props) => (
            <input
              {...props}
              dir="ltr"
              inputMode="numeric"
              defaultValue={value('warranty', p?.warranty)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="flex items-center gap-2">
        <input
          id="f-refundable"
          type="checkbox"
          name="refundable"
          value="1"
          defaultChecked={typed ? typed.refundable?.[0] === '1' : p?.refundable === 1}
        />
        <label htmlFor="f-refundable" className="text-sm">
          {t('editor.refundable')}
        </label>
      </div>
      {workspace === 'admin' && options.collections.length ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t('editor.collections')}</legend>
          {options.collections.map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="collection_ids"
                value={c.id}
                defaultChecked={
                  typed
                    ? (typed.collection_ids ?? []).includes(String(c.id))
                    : p?.collection_ids.includes(c.id)
                }
              />
              {c.title}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton intent="save" className="btn-primary">
          {p ? t('editor.save') : t('editor.create')}
        </SubmitButton>
        <SubmitButton intent="preview" className="btn-secondary">
          {t('editor.previewButton')}
        </SubmitButton>
      </div>
    </Form>
  );
}
