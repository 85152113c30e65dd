// `/track-order` (docs/spec.md §2, §9 "tracked order result at most 700 px wide"): a form for an order's tracking code
// → the order's tracker, payment state and products (nothing personal: the API leaves the address out).
// The form posts (CSRF and honeypot), so a typed code never lands in the address bar, history or logs; the
// link a guest gets after checkout and in every order e-mail, `/track-order?code=…`, renders the same result
// on GET. An unknown code says so (404); the API's limit on lookups answers 429 with its message.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { ordersEndpoints } from '#contract/orders/endpoints.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { parseForm, useShopForm } from '#app/lib/form-validation.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApi } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { orderMessage } from '#app/lib/orders.ts';
import { ORDER_FORM_MESSAGES, TrackOrderFormSchema } from '#app/lib/order-forms.ts';
import { HoneypotField } from '#app/lib/honeypot.tsx';
import { FormErrors, TextField } from '#app/components/form.tsx';
import { SubmitButton } from '#app/components/form-buttons.tsx';
import { OrderView } from '#app/components/orders/order-view.tsx';
import { OrderParts } from '#app/components/orders/order-parts.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['orders', 'account', 'fulfilment'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

/** The order of a code, or the message to show and its status (404 unknown; too many lookups never get here: the client throws the shell's 429). */
async function track(api: ShopApi, t: TFunction, code: string) {
  const r = await api.call(ordersEndpoints.trackOrder, { query: { tracking_id: code } });
  if (r.ok) return { order: r.data, error: null, status: 200 };
  const e = r.error;
  if (e.kind === 'business' || e.kind === 'not-found')
    return { order: null, error: orderMessage(t, e.message), status: 404 };
  return unwrapOrThrow(r) as never; // throws: down → 503, anything else → the error page
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await requestT(request);
  const title = t('orders:track.title');
  const raw = new URL(request.url).searchParams.get('code');
  if (raw === null) return { title, code: '', order: null, error: null };
  const parsed = TrackOrderFormSchema.safeParse({ code: raw });
  if (!parsed.success)
    return data(
      { title, code: raw.slice(0, 40), order: null, error: t('orders:api.trackingNotFound') },
      { status: 404 },
    );
  const found = await track(shopApiFor(request, context), t, parsed.data.code);
  const { status, ...result } = found;
  return data({ title, code: parsed.data.code, ...result }, { status });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(request, formData, { honeypot: true });
  const t = await requestT(request);
  const submission = parseForm(formData, TrackOrderFormSchema, t, ORDER_FORM_MESSAGES);
  if (submission.status !== 'success')
    return data({ result: submission.reply(), order: null }, { status: 400 });
  const found = await track(shopApiFor(request, context), t, submission.value.code);
  return data(
    {
      result: found.error ? submission.reply({ formErrors: [found.error] }) : submission.reply(),
      order: found.order,
    },
    { status: found.status },
  );
}

export const meta: MetaFunction<typeof loader> = privateMeta;

export default function TrackOrderRoute() {
  const { t } = useTranslation('orders');
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const order = posted ? posted.order : loaded.order;
  const loaderErrors = !posted && loaded.error ? [loaded.error] : undefined;
  const [form, fields] = useShopForm({
    lastResult: posted?.result,
    defaultValue: { code: loaded.code },
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, TrackOrderFormSchema, t, ORDER_FORM_MESSAGES),
  });
  const errors = form.errors ?? loaderErrors;
  return (
    <div className="mx-auto flex w-full max-w-[700px] flex-col gap-6" data-testid="track-order">
      <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-2xl font-semibold">{t('track.title')}</h1>
        <p className="text-slate-700">{t('track.intro')}</p>
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <AuthenticityTokenInput />
          <HoneypotField />
          <FormErrors errors={errors} />
          <TextField field={fields.code} label={t('fields.code')} dir="ltr" />
          <SubmitButton className="btn-primary self-start">{t('track.submit')}</SubmitButton>
        </Form>
      </div>
      {order ? (
        <section
          aria-labelledby="tracked-order"
          className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6"
          data-testid="tracked-order"
        >
          <h2 id="tracked-order" className="text-xl font-semibold">
            {t('track.result', { code: order.order })}
          </h2>
          <OrderView order={order}>
            <OrderParts parts={order.parts} />
          </OrderView>
        </section>
      ) : null}
    </div>
  );
}
