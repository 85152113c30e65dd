// `/admin/shipping/{id}` (issue 35 item 5): one shipping rule — its title and whether it charges once per
// order, its places (a country and maybe one of its states, the delivery price and days, a pickup point with
// its address and phone) each changed or deleted in its own form, a new place, and the rule's delete (refused
// while products use it). Every form a `<Form method="post">` with CSRF; works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { shippingEndpoints as E } from '#contract/shipping/endpoints.ts';
import type { ShippingPlace } from '#contract/shipping/schemas.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { amountOf, amountText } from '#app/lib/workspace.ts';
import {
  PlaceFormSchema,
  RuleFormSchema,
  SHIPPING_FORM_MESSAGES,
  placeFormValues,
} from '#app/lib/shipping-admin.ts';
import {
  readOr404,
  refusedForm,
  shippingAdminOf,
  shippingForm,
  shippingOutcome,
  type FormAnswer,
} from '#app/lib/shipping-admin.server.ts';
import { adminIdOf, adminNotFound } from '#app/lib/admin.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { places as placesOf } from '#app/routes/($lang).user.addresses/places.server.ts';
import { useLocale } from '#app/components/use-root.ts';
import { TextField } from '#app/components/form.tsx';
import { ConfirmDelete } from '#app/components/form-buttons.tsx';
import { CheckboxField } from '#app/components/checkbox-field.tsx';
import {
  Card,
  PlaceFields,
  ShippingForm,
  useShippingForm,
  type Places,
} from '#app/components/shipping-admin.tsx';

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';
export const handle = { i18n: ['shipping', 'account'] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = adminIdOf(params);
  const { api, call, t, lang, digits } = await shippingAdminOf(request, context);
  const [list, places] = await Promise.all([call(E.adminShippingRules), placesOf(api, lang)]);
  const rule = readOr404(list).rules.find((r) => r.id === id);
  if (!rule) throw adminNotFound();
  return { title: t('shipping:rule.title', { title: rule.title }), rule, places, digits };
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = adminIdOf(params);
  const { formData, intent, call, t, digits, path } = await shippingForm(request, context, [
    'rule',
    'place',
    'delete',
  ]);
  const back = path(`/admin/shipping/${id}`);
  if (intent === 'delete') {
    const placeId = Number(formData.get('id') ?? 0);
    if (formData.has('id')) {
      if (!Number.isSafeInteger(placeId) || placeId < 1) throw adminNotFound();
      const r = await call(E.adminShippingPlaceDelete, { body: { id: placeId } });
      return shippingOutcome(request, back, r, t, 'shipping:done.placeDeleted');
    }
    const r = await call(E.adminShippingRuleDelete, { body: { id } });
    return shippingOutcome(
      request,
      r.ok ? path('/admin/shipping') : back,
      r,
      t,
      'shipping:done.ruleDeleted',
    );
  }
  if (intent === 'rule') {
    const submission = parseForm(formData, RuleFormSchema, t, SHIPPING_FORM_MESSAGES);
    if (submission.status !== 'success') return refusedForm('rule', submission.reply());
    const r = await call(E.adminShippingRuleSave, { body: { id, ...submission.value } });
    return shippingOutcome(request, back, r, t, 'shipping:done.ruleSaved', (messages) =>
      refusedForm('rule', submission.reply({ formErrors: messages })),
    );
  }
  const raw = String(formData.get('place_id') ?? '');
  const placeId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const key = `place-${placeId ?? 'new'}`;
  const submission = parseForm(formData, PlaceFormSchema, t, SHIPPING_FORM_MESSAGES);
  if (submission.status !== 'success') return refusedForm(key, submission.reply());
  const v = submission.value;
  const price = amountOf(v.price, digits);
  const pickupPrice = amountOf(v.pickup_price ?? '', digits, 0);
  if (price === null || pickupPrice === null)
    return refusedForm(
      key,
      submission.reply({
        fieldErrors: {
          [price === null ? 'price' : 'pickup_price']: [t('shipping:validation.amount')],
        },
      }),
    );
  const r = await call(E.adminShippingPlaceSave, {
    // The parsed fields as the contract's body (its preprocessed fields take `unknown`, each key present).
    body: { ...v, id: placeId, shipping_rule_id: id, price, pickup_price: pickupPrice } as never,
  });
  return shippingOutcome(request, back, r, t, 'shipping:done.placeSaved', (messages) =>
    refusedForm(key, submission.reply({ formErrors: messages })),
  );
}

function PlaceForm({
  place,
  places,
  digits,
}: {
  place: ShippingPlace | null;
  places: Places;
  digits: number;
}) {
  const { t } = useTranslation('shipping');
  const key = `place-${place?.id ?? 'new'}`;
  const [form, fields] = useShippingForm(
    key,
    PlaceFormSchema,
    place
      ? placeFormValues(place, (m) => amountText(m, digits))
      : { country: '', price: '', day_needed: '3' },
  );
  return (
    <ShippingForm
      form={form}
      intent="place"
      submit={place ? t('place.save') : t('place.add')}
      hidden={{ place_id: place ? String(place.id) : '' }}
      testId={`${key}-form`}
    >
      <PlaceFields fields={fields as never} places={places} />
    </ShippingForm>
  );
}

export default function AdminShippingRuleRoute() {
  const { t } = useTranslation('shipping');
  const { rule, places, digits } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const [search] = useSearchParams();
  const lang = useLocale();
  const [form, fields] = useShippingForm('rule', RuleFormSchema, {
    title: rule.title,
    single_price: rule.single_price ? 'on' : '',
  });
  const countryName = (code: string | null | undefined) =>
    places.countries.find((c) => c.code === code)?.name ?? code ?? '';
  const stateName = (country: string, code: string | null | undefined) =>
    code
      ? (places.states[country]?.find((s) => s.code === code)?.name ?? code)
      : t('place.everyState');
  const deleting = search.get('delete') ?? '';
  return (
    <div className="flex flex-col gap-6" data-testid="admin-shipping-rule">
      <p>
        <Link to={localizePath('/admin/shipping', lang)} className="text-sm underline">
          {t('rules.title')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{t('rule.title', { title: rule.title })}</h1>
      <p className="text-sm text-slate-700" data-testid="rule-usage">
        {t('rules.usage', { products: rule.products, stores: rule.stores })}
      </p>
      <Card id="rule" title={t('rule.settings')}>
        <ShippingForm form={form} intent="rule" submit={t('rule.save')} testId="rule-form">
          <TextField field={fields.title} label={t('fields.title')} />
          <CheckboxField field={fields.single_price} value="on">
            {t('fields.single_price')}
          </CheckboxField>
        </ShippingForm>
      </Card>
      <Card id="places" title={t('rule.places')}>
        {rule.places.length ? null : <p className="text-sm text-slate-600">{t('rule.noPlaces')}</p>}
        <ul className="flex flex-col gap-3">
          {rule.places.map((p) => (
            <li
              key={p.id}
              className="rounded-md border border-slate-200 p-3"
              data-testid={`place-${p.id}`}
            >
              <details open={answer?.intent === `place-${p.id}` || undefined}>
                <summary className="cursor-pointer">
                  <span className="font-medium">
                    {countryName(p.country)} · {stateName(p.country, p.state)}
                  </span>{' '}
                  <span dir="ltr">{amountText(p.price, digits)}</span>
                  {' · '}
                  {t('place.days', { n: p.day_needed })}
                  {p.pickup_point === 1 ? (
                    <span className="block text-sm text-slate-700" data-testid="pickup-address">
                      {t('place.pickupAt', {
                        address: [
                          p.pickup_address_line_1,
                          p.pickup_address_line_2,
                          p.pickup_city,
                          p.pickup_zip,
                          countryName(p.pickup_country),
                        ]
                          .filter(Boolean)
                          .join(', '),
                        phone: p.pickup_phone,
                      })}
                    </span>
                  ) : null}
                </summary>
                <div className="mt-3 flex flex-col gap-3">
                  <PlaceForm place={p} places={places} digits={digits} />
                  {deleting === `place-${p.id}` ? (
                    <ConfirmDelete id={p.id} labelId={`delete-place-${p.id}`} compact />
                  ) : (
                    <Link
                      to={`?delete=place-${p.id}`}
                      className="btn-secondary self-start text-sm"
                      preventScrollReset
                    >
                      {t('place.delete')}
                    </Link>
                  )}
                </div>
              </details>
            </li>
          ))}
        </ul>
      </Card>
      <Card id="new-place" title={t('place.new')}>
        <PlaceForm place={null} places={places} digits={digits} />
      </Card>
      <Card id="delete-rule" title={t('rule.delete')}>
        <p className="text-sm text-slate-700">{t('rule.deleteHint')}</p>
        {deleting === 'rule' ? (
          <ConfirmDelete labelId="delete-rule-confirm" confirmLabel={t('rule.delete')} />
        ) : (
          <Link to="?delete=rule" className="btn-secondary self-start text-sm" preventScrollReset>
            {t('rule.delete')}
          </Link>
        )}
      </Card>
    </div>
  );
}
