// `/shipping` (docs/spec.md §2, §5; issue 15): the address and shipping step between the cart and the checkout. The
// shopper picks an address from the book or adds one here (guests too while guest checkout is on: the form
// asks their name, e-mail and phone), and location (1) or pickup (2); each selected line says whether it
// can be shipped there, the totals and each store's shipping are recomputed by the API (cart/update-shipping
// makes the chosen address the default, which the summary and the order use). "Continue to payment" goes
// on to /checkout only when every selected line ships.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import type { Address } from '#contract/addresses/schemas.ts';
import { addressesEndpoints } from '#contract/addresses/endpoints.ts';
import { cartEndpoints } from '#contract/cart/endpoints.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { sessionExpired } from '#app/lib/forms.server.ts';
import { readSession } from '#app/lib/session.server.ts';
import { firstError, parseForm } from '#app/lib/form-validation.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApi } from '#app/lib/shop-api/client.server.ts';
import { common as loadCommon } from '#app/lib/shop-api/site.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { addressBook, checkoutT, orderMessage, requireShopper } from '#app/lib/checkout.server.ts';
import { placeNamer } from '#app/lib/place-names.ts';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { AddressLines } from '#app/components/address-lines.tsx';
import { RadioOptions } from '#app/components/radio-options.tsx';
import { SummaryAside } from '#app/routes/($lang).cart/summary.tsx';
import { AddressForm } from '#app/routes/($lang).user.addresses/address-form.tsx';
import { places } from '#app/routes/($lang).user.addresses/places.server.ts';
import { AddressFormSchema } from '#app/routes/($lang).user.addresses/schema.ts';
import { OrderLines, Steps } from '#app/routes/($lang).shipping/order-lines.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { SHIP_MESSAGES, ShipSchema } from '#app/routes/($lang).shipping/schema.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
// No marketing popup or top banner while buying or in the account (issue 37 item 6).
export const handle = { i18n: ['checkout', 'cart', 'account'], promotions: false };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await requireShopper(request, context, '/shipping');
  const t = await checkoutT(request);
  const url = new URL(request.url);
  const api = shopApiFor(request, context);
  const { voucher } = await readSession(request);
  const [lines, summary, book, where, common] = await Promise.all([
    api.call(cartEndpoints.cartByUser),
    api.call(cartEndpoints.cartSummary, { query: { voucher: voucher ?? undefined } }),
    addressBook(api),
    places(api, shopper.lang),
    loadCommon(api),
  ]);
  if (!lines.ok && lines.error.kind === 'unauthenticated') throw await sessionExpired(request);
  const all = unwrapOrThrow(lines);
  if (!all.length) throw redirect(localizePath('/cart', shopper.lang));
  const addresses = book;
  const setting = common.ok ? common.data.setting : null;
  const selected = all.filter((l) => l.selected === 1);
  const totals = unwrapOrThrow(summary);
  // Pickup is offered only when every selected line has a pickup point at the address (issue 37).
  const points = totals.pickup_points;
  const pickupOffered = points.length > 0 && points.every((p) => p.pickup !== null);
  return {
    title: t('checkout:shipping.title'),
    guest: !shopper.token,
    lines: selected,
    summary: totals,
    pickupOffered,
    addresses,
    chosen: addresses.find((a) => a.default === 1)?.id ?? null,
    shippingType: pickupOffered && selected.some((l) => l.shipping_type === 2) ? 2 : 1,
    adding: url.searchParams.get('new') === '1' || addresses.length === 0,
    // What the address book's form reads.
    editing: null as Address | null,
    countries: where.countries,
    states: where.states,
    defaults: { country: setting?.default_country ?? 'AF', state: setting?.default_state ?? '' },
  };
}

type Context = { request: Request; formData: FormData; t: TFunction; api: ShopApi; lang: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  const shopper = await requireShopper(request, context, '/shipping');
  const c: Context = {
    request,
    formData,
    t: await checkoutT(request),
    api: shopApiFor(request, context),
    lang: shopper.lang,
  };
  switch (formData.get('intent')) {
    case 'save':
      return saveAddress(c);
    case 'ship':
      return ship(c, true);
    case 'ship-update':
      return ship(c, false);
    default:
      return data({ ok: false }, { status: 400 });
  }
}

const self = (c: Context) => localizePath('/shipping', c.lang);
const refused = (c: Context, message: string) =>
  redirectWithToast(c.request, self(c), { type: 'error', message });

/** Ships the selected lines to an address with a type (the API works out each line's place). */
async function shipTo(c: Context, addressId: number, shippingType: 1 | 2) {
  const lines = await c.api.call(cartEndpoints.cartByUser);
  if (!lines.ok) return lines;
  return c.api.call(cartEndpoints.cartUpdateShipping, {
    body: {
      cart: lines.data
        .filter((l) => l.selected === 1)
        .map((l) => ({ cart: l.id, shipping_type: shippingType })),
      selected_address: addressId,
    },
  });
}

/** A new address (the address book's form), chosen at once. */
async function saveAddress(c: Context) {
  const submission = parseForm(c.formData, AddressFormSchema, c.t);
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const v = submission.value;
  const { states } = await places(c.api, c.lang);
  const list = states[v.country];
  if (list && !list.some((s) => s.code === v.state))
    return data(submission.reply({ fieldErrors: { state: [c.t('account:address.pickState')] } }), {
      status: 400,
    });
  const r = await c.api.call(addressesEndpoints.addressAction, {
    body: {
      ...v,
      id: undefined,
      label: v.label,
      state: list ? v.state : undefined,
      zip: v.zip,
      address_2: v.address_2,
      delivery_instruction: undefined,
      default: 1,
    },
  });
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(c.request);
    return data(
      submission.reply({ formErrors: r.error.messages.map((m) => orderMessage(c.t, m)) }),
      {
        status: r.error.kind === 'down' ? 503 : 400,
      },
    );
  }
  const shipped = await shipTo(c, r.data.id, 1);
  if (!shipped.ok && shipped.error.kind === 'unauthenticated') return sessionExpired(c.request);
  return redirectWithToast(c.request, self(c), {
    type: 'success',
    message: c.t('account:address.created'),
  });
}

async function ship(c: Context, proceed: boolean) {
  const submission = parseForm(c.formData, ShipSchema, c.t, SHIP_MESSAGES);
  if (submission.status !== 'success') return refused(c, firstError(submission.error));
  const { address_id, shipping_type } = submission.value;
  const r = await shipTo(c, address_id, shipping_type);
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(c.request);
    return refused(c, r.error.messages.map((m) => orderMessage(c.t, m)).join(', '));
  }
  if (!proceed) return redirect(self(c));
  const summary = await c.api.call(cartEndpoints.cartSummary);
  if (!summary.ok) return refused(c, orderMessage(c.t, summary.error.message));
  if (summary.data.selected_count === 0) return refused(c, c.t('checkout:api.noSelection'));
  if (summary.data.unshippable.length) return refused(c, c.t('checkout:api.unshippable'));
  return redirect(localizePath('/checkout', c.lang));
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function ShippingRoute() {
  const { t } = useTranslation('checkout');
  const d = useLoaderData<typeof loader>();
  const root = useLocale();
  const unshippable = new Map(d.summary.unshippable.map((u) => [u.cart_id, u]));
  // Where each line sent for pickup is collected, as one line of text.
  const pickupAt = new Map(
    d.shippingType === 2
      ? d.summary.pickup_points.flatMap((p) =>
          p.pickup
            ? [
                [
                  p.cart_id,
                  [p.pickup.address_line_1, p.pickup.address_line_2, p.pickup.city, p.pickup.zip]
                    .filter(Boolean)
                    .join(', ') || t('shipping.pickupOk'),
                ] as const,
              ]
            : [],
        )
      : [],
  );
  // The summary ships to the default address; without one the shopper adds or picks one first.
  const noAddress = d.chosen === null || d.summary.destination === null;
  const names = placeNamer(d);
  const nothing = d.lines.length === 0;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        <Steps current={1} />
        <h1 className="text-2xl font-semibold">{t('shipping.title')}</h1>
        {d.guest ? <p className="text-sm text-slate-700">{t('shipping.guestNote')}</p> : null}
        {d.adding ? <AddressForm /> : null}
        {d.addresses.length ? (
          <Form
            method="post"
            id="ship-form"
            className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm"
          >
            <AuthenticityTokenInput />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold">{t('shipping.address')}</legend>
              {d.addresses.map((a) => (
                <label
                  key={a.id}
                  className="flex items-start gap-3 rounded-md border border-slate-200 p-3"
                  data-testid="ship-address"
                >
                  <input
                    type="radio"
                    name="address_id"
                    value={a.id}
                    defaultChecked={a.id === d.chosen}
                    className="mt-1"
                  />
                  <span className="text-sm">
                    <AddressLines
                      address={{
                        ...a,
                        state: names.state(a.country, a.state),
                        country: names.country(a.country),
                      }}
                      nameClassName="font-semibold"
                    />
                  </span>
                </label>
              ))}
              {!d.adding ? (
                <Link to="?new=1" className="text-sm underline">
                  {t('shipping.addAddress')}
                </Link>
              ) : null}
            </fieldset>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold">{t('shipping.type')}</legend>
              <RadioOptions
                name="shipping_type"
                options={d.pickupOffered ? ([1, 2] as const) : ([1] as const)}
                chosen={d.shippingType}
              >
                {(type) => t(type === 1 ? 'shipping.location' : 'shipping.pickup')}
              </RadioOptions>
              {!d.pickupOffered && d.summary.destination ? (
                <p className="text-sm text-slate-600" data-testid="no-pickup">
                  {t('shipping.noPickup')}
                </p>
              ) : null}
            </fieldset>
            <div>
              <SubmitButton intent="ship-update" className="btn-secondary">
                {t('shipping.update')}
              </SubmitButton>
            </div>
          </Form>
        ) : null}
        {nothing ? (
          <p role="alert" className="rounded-lg bg-white p-4 text-rose-700 shadow-sm">
            {t('api.noSelection')}{' '}
            <Link to={localizePath('/cart', root)} className="underline">
              {t('backToCart')}
            </Link>
          </p>
        ) : null}
        {unshippable.size ? (
          <ul role="alert" className="rounded-lg bg-rose-50 p-4 text-sm text-rose-800">
            {[...unshippable.values()].map((u) => (
              <li key={u.cart_id}>
                <bdi>{u.title}</bdi>:{' '}
                {t('cart:unshippable', { state: u.state ?? '', country: u.country })}
              </li>
            ))}
          </ul>
        ) : null}
        <OrderLines
          lines={d.lines}
          summary={d.summary}
          note={(l) =>
            noAddress ? (
              <p className="text-sm text-rose-700" data-testid="line-ship">
                {d.addresses.length ? t('shipping.pickAddress') : t('api.noAddress')}
              </p>
            ) : unshippable.has(l.id) ? (
              <p className="text-sm text-rose-700" data-testid="line-ship">
                {t('api.unshippable')}
              </p>
            ) : (
              <p className="text-sm text-emerald-800" data-testid="line-ship">
                {pickupAt.has(l.id)
                  ? t('shipping.pickupAt', { address: pickupAt.get(l.id) })
                  : t('shipping.shipsOk')}
              </p>
            )
          }
        />
      </div>
      <SummaryAside summary={d.summary}>
        {noAddress ? (
          <p className="text-sm text-slate-700" data-testid="shipping-blocked">
            {d.addresses.length ? t('shipping.pickAddress') : t('api.noAddress')}
          </p>
        ) : nothing || unshippable.size ? (
          <p className="text-sm text-slate-700" data-testid="shipping-blocked">
            {nothing ? t('api.noSelection') : t('api.unshippable')}
          </p>
        ) : (
          <button
            type="submit"
            form="ship-form"
            name="intent"
            value="ship"
            className="btn-primary text-center"
          >
            {t('shipping.continue')}
          </button>
        )}
        <Link to={localizePath('/cart', root)} className="text-center text-sm underline">
          {t('backToCart')}
        </Link>
      </SummaryAside>
    </div>
  );
}
