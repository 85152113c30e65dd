// The promotion screens on the server (issue 35 item 2): staff's flash sales, vouchers and bundle deals, and a
// seller's own store's vouchers. The list (`?q=`, `?page=`), one record (or `new`), and its save and delete —
// post/redirect/get with a toast; a refused save answers the form again with what was typed and each message
// next to its field. Amounts are typed in the shop's currency and sent in minor units; times are UTC.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { promotions } from '#contract/promotions/endpoints.ts';
import {
  AdminVoucherBodySchema,
  BundleDealBodySchema,
  FlashSaleBodySchema,
  SellerVoucherBodySchema,
} from '#contract/promotions/schemas.ts';
import type { EndpointDef } from '#contract/endpoint.ts';
import type { z } from '#contract/zod.ts';
import { adminIdOf, adminPageOf } from '#app/lib/admin.server.ts';
import { payoutsForm, payoutsOf, readOr404, type Side } from '#app/lib/payouts.server.ts';
import { unwrapOrThrow, type ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { amountOf } from '#app/lib/workspace.ts';
import { issueMessage, promotionMessage } from '#app/lib/promotions.ts';

export type PromotionKind = 'flash-sales' | 'vouchers' | 'bundle-deals';

const endpointsOf = (kind: PromotionKind, side: Side) =>
  kind === 'flash-sales'
    ? promotions.flashSales
    : kind === 'bundle-deals'
      ? promotions.bundleDeals
      : side === 'admin'
        ? promotions.vouchers
        : promotions.sellerVouchers;

const schemaOf = (kind: PromotionKind, side: Side): z.ZodType =>
  kind === 'flash-sales'
    ? FlashSaleBodySchema
    : kind === 'bundle-deals'
      ? BundleDealBodySchema
      : side === 'admin'
        ? AdminVoucherBodySchema
        : SellerVoucherBodySchema;

// The kinds' endpoints differ in their shapes; one loose signature calls any of them.
type Loose = (e: EndpointDef, input?: object) => Promise<ShopApiResult<unknown>>;

export async function promotionList(args: LoaderFunctionArgs, kind: PromotionKind, side: Side) {
  const url = new URL(args.request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const p = await payoutsOf(args.request, args.context, side);
  const call = p.call as unknown as Loose;
  const list = readOr404(
    await call(endpointsOf(kind, side).list, {
      query: { q: q || undefined, page: String(adminPageOf(url)) },
    }),
  );
  return { title: p.t(`promotions:${kind}.title`), kind, side, list, q, digits: p.digits };
}

export async function promotionRecord(args: LoaderFunctionArgs, kind: PromotionKind, side: Side) {
  const isNew = args.params.id === 'new';
  const id = isNew ? null : adminIdOf(args.params);
  const p = await payoutsOf(args.request, args.context, side);
  const call = p.call as unknown as Loose;
  const record =
    id === null
      ? null
      : (readOr404(
          await call(endpointsOf(kind, side).one, { params: { id: String(id) } }),
        ) as Record<string, unknown> & { id: number; title: string });
  return {
    title: record
      ? p.t(`promotions:${kind}.edit`, { title: record.title })
      : p.t(`promotions:${kind}.new`),
    kind,
    side,
    record,
    digits: p.digits,
  };
}

/** What a refused form answers: the typed values, each field's messages and the form's. */
export type PromotionFormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
};

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};
/** An amount typed in the shop's currency as minor units; blank is `empty`; not an amount: left for the schema to refuse. */
const minor = (v: string, digits: number, empty?: number) => {
  if (!v.trim()) return empty;
  return amountOf(v, digits) ?? v;
};

/** The body a form sends to the API (amounts in minor units), before the contract's schema judges it. */
function bodyOf(kind: PromotionKind, side: Side, form: FormData, digits: number) {
  const g = (n: string) => text(form, n);
  const common = {
    title: g('title'),
    status: g('status'),
  };
  const titles = Object.fromEntries(
    ['fr', 'ar', 'tr', 'hi'].map((l) => [`title_${l}`, g(`title_${l}`)]),
  );
  if (kind === 'flash-sales') {
    const products = [];
    for (let i = 0; i < 200; i++) {
      if (!form.has(`products[${i}].product_id`)) break;
      const productId = g(`products[${i}].product_id`).trim();
      if (!productId) continue;
      products.push({
        product_id: productId,
        price: minor(g(`products[${i}].price`), digits),
        quantity: g(`products[${i}].quantity`),
      });
    }
    return {
      ...common,
      ...titles,
      slug: g('slug'),
      start_time: g('start_time'),
      end_time: g('end_time'),
      products,
    };
  }
  if (kind === 'bundle-deals')
    return {
      ...common,
      buy: g('buy'),
      free: g('free'),
      product_ids: g('product_ids')
        .split(/[\s,]+/)
        .filter(Boolean),
    };
  const percent = g('type') === 'percent';
  return {
    ...common,
    ...titles,
    code: g('code'),
    type: g('type'),
    price: percent ? g('price') : minor(g('price'), digits),
    capped_price: minor(g('capped_price'), digits),
    min_spend: minor(g('min_spend'), digits, 0),
    usage_limit: g('usage_limit'),
    limit_per_customer: g('limit_per_customer'),
    start_time: g('start_time'),
    end_time: g('end_time'),
    ...(side === 'admin' ? { store_id: g('store_id') } : {}),
  };
}

/** A path of the body as the form's field name: products.0.price → products[0].price. */
const fieldName = (path: PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p))).join('');

function refused(
  values: Record<string, string>,
  fieldErrors: Record<string, string[]>,
  formErrors: string[],
) {
  return data({ values, fieldErrors, formErrors } satisfies PromotionFormAnswer, { status: 400 });
}

/** The refusal of a product row names its id: it goes next to that row's product (a cap's, next to its cap). */
function placeRefusal(t: TFunction, message: string, form: FormData) {
  const m = /^(?:Product|The flash price of product|The (cap) of product) (\d+) /.exec(message);
  if (m)
    for (let i = 0; form.has(`products[${i}].product_id`); i++)
      if (text(form, `products[${i}].product_id`).trim() === m[2])
        return {
          field: `products[${i}].${m[1] ? 'quantity' : 'product_id'}`,
          message: promotionMessage(t, message),
        };
  return { field: null, message: promotionMessage(t, message) };
}

export async function promotionAction(args: ActionFunctionArgs, kind: PromotionKind, side: Side) {
  const { request, context, params } = args;
  const p = await payoutsForm(request, context, side, ['save', 'delete'] as const);
  const id = params.id === 'new' ? null : adminIdOf(params);
  const E = endpointsOf(kind, side);
  const call = p.call as unknown as Loose;
  const base = `/${side}/${kind}`;
  if (p.intent === 'delete') {
    if (id === null) throw new Response('Unknown action.', { status: 400 });
    const r = await call(E.remove, { body: { id } });
    if (r.ok)
      return redirectWithToast(request, p.path(base), {
        type: 'success',
        message: p.t('promotions:done.deleted'),
      });
    if (!r.ok && r.error.kind === 'not-found') readOr404(r);
    if (r.error.kind !== 'business' && r.error.kind !== 'server') throw unwrapOrThrow(r);
    return redirectWithToast(request, p.path(`${base}/${id}`), {
      type: 'error',
      message: r.error.messages.map((m) => promotionMessage(p.t, m)).join(' '),
    });
  }
  const values: Record<string, string> = {};
  p.formData.forEach((v, k) => {
    if (typeof v === 'string' && k !== 'csrf' && k !== 'intent') values[k] = v;
  });
  const parsed = schemaOf(kind, side).safeParse(bodyOf(kind, side, p.formData, p.digits));
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const name = fieldName(issue.path);
      const last = String([...issue.path].reverse().find((x) => typeof x === 'string') ?? '');
      (fieldErrors[name || 'form'] ??= []).push(issueMessage(p.t, last, issue.message));
    }
    const { form: formErrors = [], ...rest } = fieldErrors;
    return refused(values, rest, formErrors);
  }
  const r = await call(E.save, {
    body: { ...(parsed.data as object), ...(id !== null ? { id } : {}) },
  });
  if (r.ok)
    return redirectWithToast(request, p.path(`${base}/${(r.data as { id: number }).id}`), {
      type: 'success',
      message: p.t('promotions:done.saved'),
    });
  if (r.error.kind === 'not-found') readOr404(r);
  if (r.error.kind !== 'business') throw unwrapOrThrow(r);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const m of r.error.messages) {
    const placed = placeRefusal(p.t, m, p.formData);
    if (placed.field) (fieldErrors[placed.field] ??= []).push(placed.message);
    else if (/code/i.test(m) && kind === 'vouchers') (fieldErrors.code ??= []).push(placed.message);
    else if (/slug/i.test(m)) (fieldErrors.slug ??= []).push(placed.message);
    else formErrors.push(placed.message);
  }
  return refused(values, fieldErrors, formErrors);
}
