// `/admin/tax` (issue 35 item 5): the shop's tax rules — title, type (1 flat: an amount added to each unit;
// 2 percent: a rate included in the price, docs/api-reference.md §10) and the amount or rate — each changed or
// deleted in its own form (a delete is refused while products use the rule), and a new one. Products are put
// under a rule in the product editor. Every form a `<Form method="post">` with CSRF; works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { getSelectProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { shippingEndpoints as E } from '#contract/shipping/endpoints.ts';
import type { AdminTaxRule } from '#contract/shipping/schemas.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { amountOf, amountText } from '#app/lib/workspace.ts';
import { SHIPPING_FORM_MESSAGES, TaxFormSchema } from '#app/lib/shipping-admin.ts';
import {
  readOr404,
  refusedForm,
  shippingAdminOf,
  shippingForm,
  shippingOutcome,
} from '#app/lib/shipping-admin.server.ts';
import { adminNotFound } from '#app/lib/admin.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { FieldErrors, LabelledControl, TextField, inputClass } from '#app/components/form.tsx';
import { ConfirmDelete } from '#app/components/form-buttons.tsx';
import { Card, ShippingForm, useShippingForm } from '#app/components/shipping-admin.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['shipping', 'account'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call, t, digits } = await shippingAdminOf(request, context);
  const { rules } = readOr404(await call(E.adminTaxRules));
  return { title: t('shipping:tax.title'), rules, digits };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, intent, call, t, digits, path } = await shippingForm(request, context, [
    'save',
    'delete',
  ]);
  const back = path('/admin/tax');
  const raw = String(formData.get('id') ?? '');
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  if (intent === 'delete') {
    if (id === undefined) throw adminNotFound();
    const r = await call(E.adminTaxRuleDelete, { body: { id } });
    return shippingOutcome(request, back, r, t, 'shipping:done.taxDeleted');
  }
  const key = `tax-${id ?? 'new'}`;
  const submission = parseForm(formData, TaxFormSchema, t, SHIPPING_FORM_MESSAGES);
  if (submission.status !== 'success') return refusedForm(key, submission.reply());
  const v = submission.value;
  // A flat rule's amount is typed as a decimal of the currency; a percent rule's rate as a whole number.
  const price = v.type === '1' ? amountOf(v.price, digits) : Number(v.price);
  if (price === null)
    return refusedForm(
      key,
      submission.reply({ fieldErrors: { price: [t('shipping:validation.amount')] } }),
    );
  const r = await call(E.adminTaxRuleSave, {
    body: { id, title: v.title, type: Number(v.type), price },
  });
  return shippingOutcome(request, back, r, t, 'shipping:done.taxSaved', (messages) =>
    refusedForm(key, submission.reply({ formErrors: messages })),
  );
}

function TaxForm({ rule, digits }: { rule: AdminTaxRule | null; digits: number }) {
  const { t } = useTranslation('shipping');
  const key = `tax-${rule?.id ?? 'new'}`;
  const [form, fields] = useShippingForm(
    key,
    TaxFormSchema,
    rule
      ? {
          title: rule.title,
          type: String(rule.type),
          price: rule.type === 1 ? amountText(rule.price, digits) : String(rule.price),
        }
      : { type: '2' },
  );
  return (
    <ShippingForm
      form={form}
      intent="save"
      submit={rule ? t('tax.save') : t('tax.create')}
      hidden={rule ? { id: String(rule.id) } : undefined}
      testId={`${key}-form`}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField field={fields.title} label={t('fields.title')} />
        <LabelledControl id={fields.type.id} label={t('fields.type')}>
          <select {...getSelectProps(fields.type)} key={fields.type.key} className={inputClass}>
            <option value="2">{t('tax.types.2')}</option>
            <option value="1">{t('tax.types.1')}</option>
          </select>
          <FieldErrors id={fields.type.errorId} errors={fields.type.errors} />
        </LabelledControl>
        <TextField
          field={fields.price}
          label={t('fields.rate')}
          dir="ltr"
          inputMode="numeric"
          hint={t('tax.rateHint')}
        />
      </div>
    </ShippingForm>
  );
}

export default function AdminTaxRoute() {
  const { t } = useTranslation('shipping');
  const { rules, digits } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const deleting = search.get('delete') ?? '';
  return (
    <div className="flex flex-col gap-6" data-testid="admin-tax">
      <h1 className="text-2xl font-semibold">{t('tax.title')}</h1>
      <p className="text-sm text-slate-700">{t('tax.intro')}</p>
      {rules.map((r) => (
        <Card key={r.id} id={`tax-${r.id}`} title={r.title}>
          <p className="text-sm text-slate-700" data-testid={`tax-${r.id}-usage`}>
            {t('rules.usage', { products: r.products, stores: r.stores })}
          </p>
          <TaxForm rule={r} digits={digits} />
          {deleting === String(r.id) ? (
            <ConfirmDelete id={r.id} labelId={`delete-tax-${r.id}`} compact />
          ) : (
            <Link
              to={`?delete=${r.id}`}
              className="btn-secondary self-start text-sm"
              preventScrollReset
            >
              {t('tax.delete')}
            </Link>
          )}
        </Card>
      ))}
      <Card id="new-tax" title={t('tax.new')}>
        <TaxForm rule={null} digits={digits} />
      </Card>
    </div>
  );
}
