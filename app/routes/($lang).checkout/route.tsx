// `/checkout` (docs/spec.md §2; issues 15, 16): the payment step. The methods the shop enabled in payment-gateway
// (cash on delivery, bank transfer, and each online provider that is set up, marked when in test mode), the voucher, the ship-to address and
// shipping type chosen on /shipping, and the order summary grouped by store with every amount from the API.
// "Place order" carries an idempotency key issued with this page (HMAC-bound to the shopper) and the
// signature of the cart it showed: a double click, a reload or a back-button resubmit places one order, and
// the same key against a changed cart is refused (decision 060).
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { cartEndpoints } from '#contract/cart/endpoints.ts';
import { ordersEndpoints } from '#contract/orders/endpoints.ts';
import { siteEndpoints } from '#contract/site/endpoints.ts';
import type { PaymentGatewayData } from '#contract/site/payment-gateway.ts';
import { PaymentMethod } from '#contract/codes.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { isDataRequest, redirectWithToast } from '#app/lib/toast.server.ts';
import { commitSession, getSession, readSession } from '#app/lib/session.server.ts';
import { sessionExpired } from '#app/lib/forms.server.ts';
import { firstError, parseForm } from '#app/lib/form-validation.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import {
  addressBook,
  checkCheckoutKey,
  checkoutT,
  issueCheckoutKey,
  orderMessage,
  requireShopper,
  signatureOf,
} from '#app/lib/checkout.server.ts';
import { placeNames } from '#app/routes/($lang).user.addresses/places.server.ts';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { TestModeMark } from '#app/components/payment.tsx';
import { onlineMethodsOf } from '#app/lib/payments.ts';
import { VoucherForm } from '#app/routes/($lang).cart/voucher-form.tsx';
import { useLocale } from '#app/components/use-root.ts';
import { AddressLines } from '#app/components/address-lines.tsx';
import { TitledSection } from '#app/components/card-section.tsx';
import { RadioOptions } from '#app/components/radio-options.tsx';
import { SummaryAside } from '#app/routes/($lang).cart/summary.tsx';
import {
  applyVoucher,
  removeVoucher,
  type CartContext,
} from '#app/routes/($lang).cart/cart.server.ts';
import { OrderLines, Steps } from '#app/routes/($lang).shipping/order-lines.tsx';
import {
  OFFERED_METHODS,
  PLACE_MESSAGES,
  PlaceSchema,
} from '#app/routes/($lang).checkout/schema.ts';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
// No marketing popup or top banner while buying or in the account (issue 37 item 6).
export const handle = { i18n: ['checkout', 'cart', 'account'], promotions: false };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

/** The offered methods the shop has switched on (online ones: a provider is set up), its default first. */
export function enabledMethods(g: PaymentGatewayData): number[] {
  const online = onlineMethodsOf(g);
  const on = (OFFERED_METHODS as readonly number[]).filter((m) =>
    m === PaymentMethod.CASH_ON_DELIVERY
      ? g.cash_on_delivery === 1
      : m === PaymentMethod.BANK_TRANSFER
        ? g.bank === 1
        : online.includes(m),
  );
  return on.sort((a, b) => Number(b === g.default) - Number(a === g.default));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await requireShopper(request, context, '/checkout');
  const t = await checkoutT(request);
  const api = shopApiFor(request, context);
  const { voucher } = await readSession(request);
  const [lines, summary, gateway, book] = await Promise.all([
    api.call(cartEndpoints.cartByUser),
    api.call(cartEndpoints.cartSummary, { query: { voucher: voucher ?? undefined } }),
    api.call(siteEndpoints.paymentGateway),
    addressBook(api),
  ]);
  if (!lines.ok && lines.error.kind === 'unauthenticated') throw await sessionExpired(request);
  const selected = unwrapOrThrow(lines).filter((l) => l.selected === 1);
  const s = unwrapOrThrow(summary);
  const back = (path: string, message: string) =>
    redirectWithToast(request, localizePath(path, shopper.lang), { type: 'error', message });
  // Only a cart that can be shipped reaches the payment step.
  if (!selected.length) throw await back('/cart', t('checkout:api.noSelection'));
  if (!s.destination) throw await back('/shipping', t('checkout:api.noAddress'));
  if (s.unshippable.length) throw await back('/shipping', t('checkout:api.unshippable'));
  const chosen = book.find((a) => a.default === 1) ?? null;
  // The country and state by name in the shopper's language.
  const address = chosen ? { ...chosen, ...(await placeNames(api, shopper.lang, chosen)) } : null;
  const g = unwrapOrThrow(gateway);
  const methods = enabledMethods(g);
  // After a refused order the page comes back with the method the shopper had chosen (?method=).
  const asked = Number(new URL(request.url).searchParams.get('method'));
  return {
    title: t('checkout:title'),
    lines: selected,
    summary: s,
    voucher,
    address,
    pickup: selected.some((l) => l.shipping_type === 2),
    methods,
    chosenMethod: methods.includes(asked) ? asked : methods[0],
    testMethods: g.sandbox_methods,
    key: issueCheckoutKey(shopper),
    signature: signatureOf(selected, s),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData);
  const shopper = await requireShopper(request, context, '/checkout');
  const t = await checkoutT(request);
  const api = shopApiFor(request, context);
  const self = localizePath('/checkout', shopper.lang);
  const refused = (message: string) => redirectWithToast(request, self, { type: 'error', message });
  const intent = formData.get('intent');
  if (intent === 'voucher' || intent === 'voucher-remove') {
    const c: CartContext = {
      request,
      formData,
      t,
      api,
      self,
      shipping: localizePath('/shipping', shopper.lang),
      back: self,
      headers: new Headers(),
      js: isDataRequest(request),
    };
    return intent === 'voucher' ? applyVoucher(c) : removeVoucher(c);
  }
  if (intent !== 'place') return refused(t('checkout:expired'));
  const submission = parseForm(formData, PlaceSchema, t, PLACE_MESSAGES);
  if (submission.status !== 'success') return refused(firstError(submission.error));
  const { order_method, key, signature } = submission.value;
  const refusedKeepingMethod = (message: string) =>
    redirectWithToast(request, `${self}?method=${order_method}`, { type: 'error', message });
  // A key this shopper's checkout page was issued, and nothing else.
  if (!checkCheckoutKey(key, shopper)) return refused(t('checkout:expired'));
  const { voucher } = await readSession(request);
  const placed = await api.call(ordersEndpoints.orderAction, {
    body: {
      order_method,
      voucher: voucher ?? '',
      idempotency_key: key,
      cart_signature: signature,
    },
  });
  if (!placed.ok) {
    if (placed.error.kind === 'unauthenticated') return sessionExpired(request);
    return refusedKeepingMethod(placed.error.messages.map((m) => orderMessage(t, m)).join(', '));
  }
  const order = placed.data;
  const session = await getSession(request);
  session.unset('voucher');
  // An online method: the unpaid order waits for its payment; the shopper goes to the provider's page.
  if (order.hosted)
    return redirect(localizePath(`/checkout/pay/${order.id}`, shopper.lang), {
      headers: { 'Set-Cookie': await commitSession(session) },
    });
  // Cash on delivery is complete now: the confirmation goes out (once, however often this is replayed).
  if (order.order_method === PaymentMethod.CASH_ON_DELIVERY)
    await api.call(ordersEndpoints.sendOrderEmail, { params: { id: String(order.id) } });
  return redirectWithToast(
    request,
    localizePath(`/checkout/complete/${order.id}`, shopper.lang),
    { type: 'success', message: t('checkout:api.placed') },
    { 'Set-Cookie': await commitSession(session) },
  );
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  const d = useLoaderData<typeof loader>();
  const lang = useLocale();
  const a = d.address;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        <Steps current={2} />
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <TitledSection
          id="ship-to"
          title={t('shipTo')}
          className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm"
          headingClassName="font-semibold"
        >
          {a ? (
            <address className="text-sm not-italic text-slate-700" data-testid="ship-to">
              <AddressLines address={a} />
            </address>
          ) : null}
          <p className="text-sm">{t(d.pickup ? 'shipping.pickup' : 'shipping.location')}</p>
          <Link to={localizePath('/shipping', lang)} className="text-sm underline">
            {t('changeShipping')}
          </Link>
        </TitledSection>
        <OrderLines lines={d.lines} summary={d.summary} />
      </div>
      <SummaryAside summary={d.summary}>
        <VoucherForm code={d.voucher} summary={d.summary} />
        <Form method="post" className="flex flex-col gap-3" data-testid="place-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="key" value={d.key} />
          <input type="hidden" name="signature" value={d.signature} />
          {d.methods.length ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold">{t('method')}</legend>
              <RadioOptions name="order_method" options={d.methods} chosen={d.chosenMethod} boxed>
                {(m) => (
                  <>
                    {t(`methods.${m}`)}
                    {d.testMethods.includes(m) ? <TestModeMark /> : null}
                  </>
                )}
              </RadioOptions>
            </fieldset>
          ) : (
            <p role="alert" className="text-sm text-rose-700">
              {t('noMethods')}
            </p>
          )}
          {d.methods.length ? (
            <SubmitButton intent="place" className="btn-primary w-full">
              {t('place')}
            </SubmitButton>
          ) : null}
        </Form>
      </SummaryAside>
    </div>
  );
}
