// The product editor of both workspaces (issue 33): one `<Form method="post">` for the product's fields and
// its texts in five languages (a description preview that works without JavaScript), then — once it exists —
// publish or hide, duplicate, delete (archive when ordered), its variant matrix, each variant's SKU, price
// and stock (a relative change with a note), and its stock history and audit log.
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { editorAction, editorLoader } from '#app/lib/workspace-products.server.ts';
import { amountText, LANGUAGE_NAMES, PRODUCT_LANGUAGES } from '#app/lib/workspace.ts';
import { FieldErrors, FormErrors, inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { AdminRecord, AuditSection, RecordSection } from '#app/components/admin-record.tsx';
import { StockHistoryTable } from '#app/components/workspace/stock-history.tsx';
import { ColumnHeads } from '#app/components/admin-table.tsx';
import { useLocale, useRootData } from '#app/components/use-root.ts';
import { img } from '#app/lib/format.ts';
import { productPath } from '#app/lib/paths.ts';

type Loader = ReturnType<typeof useLoaderData<typeof editorLoader>>;

function Field({
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

function ProductForm({ product, options, digits, workspace }: Loader) {
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
            {t('editor.translation', { language: LANGUAGE_NAMES[lang] })}
          </summary>
          <div className="mt-3 flex flex-col gap-3" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
            {(['title', 'description', 'meta_title', 'meta_description'] as const).map((f) => (
              <Field
                key={f}
                name={`${lang}_${f}`}
                label={`${t(`editor.${f === 'meta_title' ? 'metaTitle' : f === 'meta_description' ? 'metaDescription' : f}`)} (${LANGUAGE_NAMES[lang]})`}
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

function Actions({ product: p }: { product: NonNullable<Loader['product']> }) {
  const { t } = useTranslation('workspace');
  if (p.status === 'archived')
    return (
      <p className="rounded-md bg-slate-100 p-3 text-sm" data-testid="archived-note">
        {t('editor.archivedNote')}
      </p>
    );
  return (
    <RecordSection
      id="product-actions"
      title={t('editor.actions')}
      box="actions"
      testId="product-actions"
    >
      <Form method="post" className="flex flex-wrap gap-2">
        <AuthenticityTokenInput />
        {p.status === 'public' ? (
          <SubmitButton intent="hide" className="btn-secondary text-sm">
            {t('editor.hide')}
          </SubmitButton>
        ) : (
          <SubmitButton intent="publish" className="btn-primary text-sm">
            {t('editor.publish')}
          </SubmitButton>
        )}
        <SubmitButton intent="duplicate" className="btn-secondary text-sm">
          {t('editor.duplicate')}
        </SubmitButton>
        <SubmitButton intent="delete" className="btn-secondary text-sm">
          {p.ordered ? t('editor.archive') : t('editor.delete')}
        </SubmitButton>
      </Form>
    </RecordSection>
  );
}

function Variants({
  product: p,
  options,
  digits,
}: Loader & { product: NonNullable<Loader['product']> }) {
  const { t } = useTranslation('workspace');
  const archived = p.status === 'archived';
  return (
    <RecordSection id="product-variants" title={t('editor.variants')} testId="product-variants">
      {!archived ? (
        <Form method="post" className="flex flex-col gap-3">
          <AuthenticityTokenInput />
          <p className="text-sm text-slate-600">{t('editor.variantsHint')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {options.attributes.map((a) => (
              <fieldset key={a.id} className="rounded-md border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium">{a.title}</legend>
                {a.values.map((v) => (
                  <label key={v.id} className="me-4 inline-flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="value_ids"
                      value={v.id}
                      defaultChecked={p.value_ids.includes(v.id)}
                    />
                    {v.title}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          <SubmitButton intent="variants" className="btn-secondary self-start text-sm">
            {t('editor.saveVariants')}
          </SubmitButton>
        </Form>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="variants-table">
          <ColumnHeads
            className="bg-slate-50 text-xs text-slate-600"
            labels={[
              t('editor.variant'),
              t('editor.skuAndPrice'),
              t('products.stock'),
              t('editor.changeStock'),
            ]}
          />
          <tbody>
            {p.inventories.map((i) => {
              const name = i.values.map((v) => v.value).join(' / ') || t('editor.plain');
              return (
                <tr
                  key={i.id}
                  className="border-t border-slate-100 align-top"
                  data-testid={`variant-${i.id}`}
                >
                  <th scope="row" className="p-2 text-start font-medium">
                    <bdi>{name}</bdi>
                  </th>
                  <td className="p-2">
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="inventory_id" value={i.id} />
                      <label className="flex flex-col text-xs">
                        {t('editor.sku')}
                        <input
                          name="sku"
                          dir="ltr"
                          defaultValue={i.sku ?? ''}
                          disabled={archived}
                          className={`${inputClass} w-32`}
                        />
                      </label>
                      <label className="flex flex-col text-xs">
                        {t('editor.variantPrice')}
                        <input
                          name="price"
                          dir="ltr"
                          inputMode="decimal"
                          disabled={archived}
                          defaultValue={i.price ? amountText(i.price, digits) : ''}
                          className={`${inputClass} w-24`}
                        />
                      </label>
                      {!archived ? (
                        <SubmitButton intent="inventory" className="btn-secondary text-xs">
                          {t('editor.saveVariant')}
                        </SubmitButton>
                      ) : null}
                    </Form>
                  </td>
                  <td className="p-2" data-testid="variant-stock">
                    {i.quantity}
                  </td>
                  <td className="p-2">
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="inventory_id" value={i.id} />
                      <label className="flex flex-col text-xs">
                        {t('editor.change')}
                        <input
                          name="change"
                          dir="ltr"
                          inputMode="numeric"
                          placeholder="+10"
                          className={`${inputClass} w-20`}
                        />
                      </label>
                      <label className="flex flex-col text-xs">
                        {t('editor.note')}
                        <input name="note" maxLength={190} className={`${inputClass} w-40`} />
                      </label>
                      <SubmitButton intent="stock" className="btn-secondary text-xs">
                        {t('editor.applyChange')}
                      </SubmitButton>
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </RecordSection>
  );
}

function Pictures({ product: p }: { product: NonNullable<Loader['product']> }) {
  // The values the product's variants come in: a picture may be the one shown for some of them.
  const values = [
    ...new Map(p.inventories.flatMap((i) => i.values).map((v) => [v.value_id, v])).values(),
  ];
  const { t } = useTranslation('workspace');
  const site = useRootData()?.site;
  const archived = p.status === 'archived';
  return (
    <RecordSection id="product-images" title={t('images.title')} testId="product-images">
      {p.images.length ? (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {p.images.map((pic, i) => (
            <li
              key={pic.id}
              className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
              data-testid="product-image"
            >
              {site ? (
                <img
                  src={img(pic.image, site, true)}
                  alt={pic.alt.en || t('images.picture', { n: i + 1 })}
                  width={160}
                  height={160}
                  className="h-40 w-40 self-center object-contain"
                  loading="lazy"
                />
              ) : null}
              <p className="text-xs text-slate-600">
                {i === 0 ? t('images.cover') : t('images.position', { n: i + 1 })}
              </p>
              {!archived ? (
                <>
                  <Form method="post" className="flex flex-col gap-1">
                    <AuthenticityTokenInput />
                    <input type="hidden" name="image_id" value={pic.id} />
                    {(['en', ...PRODUCT_LANGUAGES] as const).map((lang) => (
                      <label key={lang} className="flex flex-col text-xs">
                        {t('images.alt', {
                          language: lang === 'en' ? 'English' : LANGUAGE_NAMES[lang],
                        })}
                        <input
                          name={`alt_${lang}`}
                          lang={lang}
                          dir={lang === 'ar' ? 'rtl' : 'ltr'}
                          maxLength={190}
                          defaultValue={pic.alt[lang] ?? ''}
                          className={inputClass}
                        />
                      </label>
                    ))}
                    {values.length ? (
                      <fieldset className="flex flex-wrap gap-x-3 text-xs">
                        <legend className="mb-1">{t('images.shownFor')}</legend>
                        {values.map((v) => (
                          <label key={v.value_id} className="inline-flex items-center gap-1">
                            <input
                              type="checkbox"
                              name="value_ids"
                              value={v.value_id}
                              defaultChecked={pic.value_ids.includes(v.value_id)}
                            />
                            <bdi>{v.value}</bdi>
                          </label>
                        ))}
                      </fieldset>
                    ) : null}
                    <SubmitButton intent="alt" className="btn-secondary self-start text-xs">
                      {t('images.saveAlt')}
                    </SubmitButton>
                  </Form>
                  <Form method="post" className="flex flex-wrap gap-2">
                    <AuthenticityTokenInput />
                    <input type="hidden" name="image_id" value={pic.id} />
                    {i > 0 ? (
                      <SubmitButton intent="image-up" className="btn-secondary text-xs">
                        {t('images.up')}
                      </SubmitButton>
                    ) : null}
                    {i < p.images.length - 1 ? (
                      <SubmitButton intent="image-down" className="btn-secondary text-xs">
                        {t('images.down')}
                      </SubmitButton>
                    ) : null}
                    <SubmitButton intent="image-delete" className="btn-secondary text-xs">
                      {t('images.delete')}
                    </SubmitButton>
                  </Form>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-600">{t('images.none')}</p>
      )}
      {!archived ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-wrap items-end gap-3"
        >
          <AuthenticityTokenInput />
          <label className="flex flex-col text-sm">
            {t('images.file')}
            <input
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp"
              required
              className="text-sm"
            />
          </label>
          <label className="flex flex-col text-sm">
            {t('images.alt', { language: 'English' })}
            <input name="alt" maxLength={190} className={inputClass} />
          </label>
          <SubmitButton intent="image" className="btn-secondary text-sm">
            {t('images.upload')}
          </SubmitButton>
          <p className="w-full text-xs text-slate-600">{t('images.hint')}</p>
        </Form>
      ) : null}
    </RecordSection>
  );
}

export function EditorScreen() {
  const { t } = useTranslation('workspace');
  const loaded = useLoaderData<typeof editorLoader>();
  const { product: p, home, list } = loaded;
  const lang = useLocale();
  return (
    <AdminRecord
      back={list}
      backLabel={t('editor.back')}
      title={p ? <bdi>{p.title}</bdi> : t('editor.newTitle')}
    >
      {p ? (
        <p className="text-sm text-slate-600" data-testid="product-status">
          {t(`status.${p.status}`)} · <bdi>{p.store.name}</bdi>
          {p.status === 'public' ? (
            <>
              {' · '}
              <Link to={productPath(p, lang)} className="underline">
                {t('editor.view')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {p ? <Actions product={p} /> : null}
      <ProductForm {...loaded} />
      {p ? <Pictures product={p} /> : null}
      {p ? <Variants {...loaded} product={p} /> : null}
      {p ? (
        <RecordSection id="product-history" title={t('stock.history')}>
          <StockHistoryTable rows={p.history} home={home} />
        </RecordSection>
      ) : null}
      {p ? (
        <AuditSection
          rows={p.audit}
          empty={t('editor.noAudit')}
          render={(before, after) =>
            Object.keys(after)
              .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
              .map((k) => `${k}: ${JSON.stringify(before[k] ?? '—')} → ${JSON.stringify(after[k])}`)
          }
        />
      ) : null}
    </AdminRecord>
  );
}
