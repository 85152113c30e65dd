// `/user/order/{id}` (docs/spec.md §2, §3 "Order", §4): one of the shopper's orders — the step tracker, or 'This order
// has been cancelled' / 'This order has been refunded' with the cancellation's title and message; payment
// status, method, shipping type and cost, the ship-to address, every product with its store, and the totals
// (components/orders/order-view.tsx). While pending it can be cancelled: a title and a message →
// `cancellation/cancel-order` (stock goes back) → post/redirect/get with a toast. Once delivered, each product
// links to its review page (`/user/order/{id}/review/{productId}`). Another shopper's order,
// or an id that is no id, is this site's 404.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '#contract/codes.ts';
import { ordersEndpoints } from '#contract/orders/endpoints.ts';
import { reviewsEndpoints } from '#contract/reviews/endpoints.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { requireUser } from '#app/lib/session.server.ts';
import { readSignedInForm } from '#app/lib/signed-in.server.ts';
import { requestT, sessionExpired, statusOf } from '#app/lib/forms.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApi } from '#app/lib/shop-api/client.server.ts';
import { privateMeta } from '#app/lib/seo.ts';
import { orderMessage } from '#app/lib/orders.ts';
import { findOrder, notFound, orderIdOf, orderPlace } from '#app/lib/orders.server.ts';
import { OrderView } from '#app/components/orders/order-view.tsx';
import { OrderParts } from '#app/components/orders/order-parts.tsx';
import { CancelOrderForm } from '#app/components/orders/cancel-order-form.tsx';
import { CancelOrderFormSchema, ORDER_FORM_MESSAGES } from '#app/lib/order-forms.ts';
import { useLocale } from '#app/components/use-root.ts';
import { BackLink } from '#app/components/back-link.tsx';

// The string namespaces this screen uses (decision 082: the browser fetches only these).
export const handle = { i18n: ['orders', 'fulfilment'] };

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-view.tsx';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = orderIdOf(params);
  const t = await requestT(request);
  const api = shopApiFor(request, context);
  const order = await findOrder(request, context, id, api);
  const [place, reviewed] = await Promise.all([
    orderPlace(request, api, order.address),
    reviewedProducts(api, order),
  ]);
  return { title: t('orders:detail.title', { code: order.order }), order, place, reviewed };
}

/** The products of a delivered order the shopper has reviewed already (their link says "Edit your review"). */
async function reviewedProducts(
  api: ShopApi,
  order: {
    id: number;
    status: number;
    cancelled: number;
    ordered_products: { product_id?: number | null }[];
  },
): Promise<number[]> {
  if (order.cancelled !== 0 || order.status !== OrderStatus.DELIVERED) return [];
  const ids = [
    ...new Set(order.ordered_products.flatMap((l) => (l.product_id ? [l.product_id] : []))),
  ];
  const found = await Promise.all(
    ids.map((id) =>
      api.call(reviewsEndpoints.reviewFind, {
        params: { id: String(id) },
        query: { order_id: String(order.id) },
      }),
    ),
  );
  return ids.filter((_, i) => found[i]!.ok);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { formData, t, api, lang } = await readSignedInForm(request, context);
  if (formData.get('intent') !== 'cancel') throw new Response('Unknown action.', { status: 400 });
  const id = orderIdOf(params);
  const submission = parseForm(formData, CancelOrderFormSchema, t, ORDER_FORM_MESSAGES);
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const r = await api.call(ordersEndpoints.cancelOrder, {
    body: { order_id: Number(id), ...submission.value },
  });
  if (!r.ok) {
    if (r.error.kind === 'unauthenticated') return sessionExpired(request);
    if (r.error.kind === 'not-found') throw notFound();
    if (r.error.kind === 'down') throw unwrapOrThrow(r);
    return data(submission.reply({ formErrors: r.error.messages.map((m) => orderMessage(t, m)) }), {
      status: statusOf(r.error),
    });
  }
  return redirectWithToast(request, localizePath(`/user/order/${id}`, lang), {
    type: 'success',
    message: t('orders:cancel.done'),
  });
}

export const meta: MetaFunction<typeof loader> = privateMeta;

function CancelOrder() {
  const { t } = useTranslation('orders');
  return (
    <CancelOrderForm
      lastResult={useActionData<typeof action>()}
      labels={{ open: t('cancel.open'), intro: t('cancel.intro'), submit: t('cancel.submit') }}
      testId="cancel-order"
    />
  );
}

export default function OrderRoute() {
  const { t } = useTranslation('orders');
  const { order, place, reviewed } = useLoaderData<typeof loader>();
  const lang = useLocale();
  const cancellable = order.cancelled === 0 && order.status === OrderStatus.PENDING;
  // Once delivered (and not cancelled), each product can be rated and reviewed (issue 17).
  const reviewable = order.cancelled === 0 && order.status === OrderStatus.DELIVERED;
  return (
    <article className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <BackLink to={localizePath('/user/orders', lang)} label={t('detail.back')} />
      <h1 className="text-2xl font-semibold">{t('detail.title', { code: order.order })}</h1>
      <OrderView
        order={order}
        place={place}
        lineAction={
          reviewable
            ? (l) => (
                <Link
                  to={localizePath(`/user/order/${order.id}/review/${l.product_id}`, lang)}
                  className="self-start text-sm font-medium text-amber-800 underline"
                  data-testid="rate-review"
                >
                  {l.product_id && reviewed.includes(l.product_id)
                    ? t('review.edit')
                    : t('review.rate')}
                  <span className="sr-only">
                    {': '}
                    <bdi>{l.product.title}</bdi>
                  </span>
                </Link>
              )
            : undefined
        }
      >
        <OrderParts parts={order.parts} />
        {cancellable ? <CancelOrder key={order.id} /> : null}
      </OrderView>
    </article>
  );
}
