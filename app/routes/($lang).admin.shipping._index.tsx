// `/admin/shipping` (issue 35 item 5): the shop's shipping rules — each with its places, pickup points and
// how many products (of how many stores) use it — and a form to make a new one. Products are put under a
// rule in the product editor. One `<Form method="post">` with CSRF; works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { shippingEndpoints as E } from '#contract/shipping/endpoints.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { RuleFormSchema, SHIPPING_FORM_MESSAGES } from '#app/lib/shipping-admin.ts';
import {
  readOr404,
  refusedForm,
  shippingAdminOf,
  shippingForm,
  shippingOutcome,
} from '#app/lib/shipping-admin.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { useLocale } from '#app/components/use-root.ts';
import { TextField } from '#app/components/form.tsx';
import { CheckboxField } from '#app/components/checkbox-field.tsx';
import { Card, ShippingForm, useShippingForm } from '#app/components/shipping-admin.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['shipping'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { call, t } = await shippingAdminOf(request, context);
  const { rules } = readOr404(await call(E.adminShippingRules));
  return { title: t('shipping:rules.title'), rules };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, call, t, path } = await shippingForm(request, context, ['create']);
  const submission = parseForm(formData, RuleFormSchema, t, SHIPPING_FORM_MESSAGES);
  if (submission.status !== 'success') return refusedForm('create', submission.reply());
  const r = await call(E.adminShippingRuleSave, { body: { id: undefined, ...submission.value } });
  return shippingOutcome(
    request,
    path('/admin/shipping'),
    r,
    t,
    'shipping:done.ruleSaved',
    (messages) => refusedForm('create', submission.reply({ formErrors: messages })),
  );
}

export default function AdminShippingRoute() {
  const { t } = useTranslation('shipping');
  const { rules } = useLoaderData<typeof loader>();
  const lang = useLocale();
  const [form, fields] = useShippingForm('create', RuleFormSchema);
  return (
    <div className="flex flex-col gap-6" data-testid="admin-shipping">
      <h1 className="text-2xl font-semibold">{t('rules.title')}</h1>
      <p className="text-sm text-slate-700">{t('rules.intro')}</p>
      {rules.length ? (
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-start">
              <th scope="col" className="py-2 text-start">
                {t('fields.title')}
              </th>
              <th scope="col" className="py-2 text-start">
                {t('rules.places')}
              </th>
              <th scope="col" className="py-2 text-start">
                {t('rules.pickupPoints')}
              </th>
              <th scope="col" className="py-2 text-start">
                {t('rules.usedBy')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.map((r) => (
              <tr key={r.id} className="border-b border-slate-100" data-testid={`rule-${r.id}`}>
                <td className="py-2">
                  <Link
                    to={localizePath(`/admin/shipping/${r.id}`, lang)}
                    className="font-medium underline"
                  >
                    {r.title}
                  </Link>
                  {r.single_price ? (
                    <span className="ms-2 text-xs text-slate-600">{t('rules.single')}</span>
                  ) : null}
                </td>
                <td className="py-2">{r.places.length}</td>
                <td className="py-2">{r.places.filter((p) => p.pickup_point === 1).length}</td>
                <td className="py-2">
                  {t('rules.usage', { products: r.products, stores: r.stores })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-slate-600">{t('rules.empty')}</p>
      )}
      <Card id="new-rule" title={t('rules.new')}>
        <ShippingForm form={form} intent="create" submit={t('rules.create')} testId="new-rule-form">
          <TextField field={fields.title} label={t('fields.title')} />
          <CheckboxField field={fields.single_price} value="on">
            {t('fields.single_price')}
          </CheckboxField>
        </ShippingForm>
      </Card>
    </div>
  );
}
