// The product editor's actions (publish or hide, duplicate, delete or archive) and its variants: the
// attribute values it comes in, each variant's SKU and price, and relative stock changes with a note.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { amountText } from '#app/lib/workspace.ts';
import { inputClass } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { RecordSection } from '#app/components/admin-record.tsx';
import { ColumnHeads } from '#app/components/admin-table.tsx';
import type { EditorData, EditorProduct } from '#app/components/workspace/editor-data.ts';

export function Actions({ product: p }: { product: EditorProduct }) {
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

export function Variants({ product: p, options, digits }: EditorData & { product: EditorProduct }) {
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
