// `/admin/tax` (issue 35 item 5): the shop's tax rules — title, type (1 flat: an amount added to each unit;
// 2 percent: a rate included in the price, docs/api-reference.md §10) and the amount or rate — each changed or
// deleted in its own form (a delete is refused while products use the rule), and a new one; each rule's rates
// by country and state (decision 148), added and deleted. Products are put under a rule in the product editor. Every form a `<Form method="post">` with CSRF; works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { getSelectProps } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { shippingEndpoints as E } from '#contract/shipping/endpoints.ts';
import type { AdminTaxRule } from '#contract/shipping/schemas.ts';
import { places as placesOf } from '#app/routes/($lang).user.addresses/places.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { amountOf, amountText } from '#app/lib/workspace.ts';
import {
  SHIPPING_FORM_MESSAGES,
  TaxFormSchema,
  TaxPlaceFormSchema,
} from '#app/lib/shipping-admin.ts';
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
import { ConfirmDelete, SubmitButton } from '#app/components/form-buttons.tsx';
import {
  Card,
  ShippingForm,
  WhereFields,
  useShippingForm,
  type Places,
} from '#app/components/shipping-admin.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['shipping', 'account'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, t, lang, digits } = await shippingAdminOf(request, context);
  const [list, places] = await Promise.all([call(E.adminTaxRules), placesOf(api, lang)]);
  return { title: t('shipping:tax.title'), rules: readOr404(list).rules, places, digits };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, intent, call, t, digits, path } = await shippingForm(request, context, [
    'save',
    'delete',
    'place',
    'place-delete',
  ]);
  const back = path('/admin/tax');
  const raw = String(formData.get('id') ?? '');
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  if (intent === 'delete') {
    if (id === undefined) throw adminNotFound();
    const r = await call(E.adminTaxRuleDelete, { body: { id } });
    return shippingOutcome(request, back, r, t, 'shipping:done.taxDeleted');
  }
  if (intent === 'place-delete') {
    const place = Number(formData.get('place_id'));
    if (!Number.isSafeInteger(place) || place < 1) throw adminNotFound();
    const r = await call(E.adminTaxPlaceDelete, { body: { id: place } });
    return shippingOutcome(request, back, r, t, 'shipping:done.taxPlaceDeleted');
  }
  if (intent === 'place') {
    if (id === undefined) throw adminNotFound();
    const rule = readOr404(await call(E.adminTaxRules)).rules.find((r) => r.id === id);
    if (!rule) throw adminNotFound();
    const key = `tax-place-${id}`;
    const submission = parseForm(formData, TaxPlaceFormSchema, t, SHIPPING_FORM_MESSAGES);
    if (submission.status !== 'success') return refusedForm(key, submission.reply());
    const v = submission.value;
    const price = rule.type === 1 ? amountOf(v.price, digits) : Number(v.price);
    if (price === null || (rule.type === 2 && !/^\d{1,3}$/.test(v.price.trim())))
      return refusedForm(
        key,
        submission.reply({
          fieldErrors: {
            price: [
              t(rule.type === 1 ? 'shipping:validation.amount' : 'shipping:validation.percent'),
            ],
          },
        }),
      );
    const r = await call(E.adminTaxPlaceSave, {
      body: { tax_rule_id: id, country: v.country, state: v.state, price },
    });
    return shippingOutcome(request, back, r, t, 'shipping:done.taxPlaceSaved', (messages) =>
      refusedForm(key, submission.reply({ formErrors: messages })),
    );
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

/** A rule's rates by place: each with its delete button, then the form that adds one. */
function TaxPlaces({
  rule,
  places,
  digits,
}: {
  rule: AdminTaxRule;
  places: Places;
  digits: number;
}) {
  const { t } = useTranslation('shipping');
  const key = `tax-place-${rule.id}`;
  const [form, fields] = useShippingForm(key, TaxPlaceFormSchema);
  const countryName = (code: string) => places.countries.find((c) => c.code === code)?.name ?? code;
  const stateName = (country: string, code: string) =>
    places.states[country]?.find((s) => s.code === code)?.name ?? code;
  const rate = (price: number) => (rule.type === 1 ? amountText(price, digits) : `${price} %`);
  return (
    <section
      aria-labelledby={`${key}-title`}
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
    >
      <h3 id={`${key}-title`} className="text-sm font-semibold">
        {t('tax.places')}
      </h3>
      <p className="text-xs text-slate-600">{t('tax.placesHint')}</p>
      {rule.places.length ? (
        <ul className="flex flex-col gap-1" data-testid={`${key}s`}>
          {rule.places.map((p) => {
            const where = p.state
              ? `${countryName(p.country)}, ${stateName(p.country, p.state)}`
              : t('tax.everyState', { country: countryName(p.country) });
            return (
              <li key={p.id} className="flex flex-wrap items-center gap-3 text-sm">
                <span>
                  <bdi>{where}</bdi>: <bdi dir="ltr">{rate(p.price)}</bdi>
                </span>
                <Form method="post">
                  <AuthenticityTokenInput />
                  <input type="hidden" name="place_id" value={p.id} />
                  <SubmitButton intent="place-delete" className="btn-secondary text-xs">
                    {t('tax.deletePlace', { place: where })}
                  </SubmitButton>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('tax.noPlaces')}</p>
      )}
      <ShippingForm
        form={form}
        intent="place"
        submit={t('tax.addPlace')}
        hidden={{ id: String(rule.id) }}
        testId={`${key}-form`}
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <WhereFields country={fields.country} state={fields.state} places={places} />
          <TextField field={fields.price} label={t('tax.rate')} dir="ltr" inputMode="numeric" />
        </div>
      </ShippingForm>
    </section>
  );
}

export default function AdminTaxRoute() {
  const { t } = useTranslation('shipping');
  const { rules, places, digits } = useLoaderData<typeof loader>();
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
          <TaxPlaces rule={r} places={places} digits={digits} />
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
