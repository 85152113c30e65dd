// A seller's orders on the server (issue 34): `/seller/orders` and `/seller/orders/{id}` over the API's
// seller/orders* endpoints. Only the owner of a live store gets past requireSeller (anyone else: this site's
// 404), and another store's order is the API's not-found, so this site's 404 too. The forms post here without
// JavaScript: CSRF checked, the body checked with the contract's schema (what was typed comes back with the
// errors), then post/redirect/get with a toast.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { fulfilmentEndpoints as E } from '#contract/fulfilment/endpoints.ts';
import {
  FulfilmentMessages,
  PART_STATES,
  PartCancelBodySchema,
  PartStatusBodySchema,
} from '#contract/fulfilment/schemas.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { checkForm, readForm } from '#app/lib/form-post.server.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { adminNotFound, adminPageOf } from '#app/lib/admin.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { knownMessages } from '#app/lib/known-messages.ts';
import { readOr404, requireSeller } from '#app/lib/workspace.server.ts';

const KEYS = Object.fromEntries(
  Object.entries(FulfilmentMessages).map(([k, m]) => [m, `fulfilment:api.${k}`]),
);
/** The API's fixed messages of this screen in the reader's language. */
const fulfilmentMessage = knownMessages(KEYS);

async function sellerApi(request: Request, context: LoaderFunctionArgs['context']) {
  const { token, seller } = await requireSeller(request, context);
  const lang = languageFromPath(new URL(request.url).pathname);
  return {
    api: shopApiFor(request, context, { token }),
    seller,
    t: await requestT(request),
    home: localizePath('/seller/orders', lang),
  };
}

export async function sellerOrdersLoader({ request, context }: LoaderFunctionArgs) {
  const { api, t, home } = await sellerApi(request, context);
  const url = new URL(request.url);
  const rawState = url.searchParams.get('state') ?? '';
  const state = (PART_STATES as readonly string[]).includes(rawState) ? rawState : '';
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 40);
  const r = await api.call(E.sellerOrders, {
    query: {
      ...(state ? { state } : {}),
      ...(q ? { q } : {}),
      page: String(adminPageOf(url)),
    },
  } as never);
  return { title: t('fulfilment:list.title'), home, state, q, list: readOr404(r) };
}

const idOf = (params: LoaderFunctionArgs['params']) => {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) throw adminNotFound();
  return id;
};

export async function sellerOrderLoader({ request, context, params }: LoaderFunctionArgs) {
  const { api, t, home } = await sellerApi(request, context);
  const id = idOf(params);
  const part = readOr404(await api.call(E.sellerOrder, { params: { id } }));
  return { title: t('fulfilment:part.title', { code: part.order_code }), home, part };
}

type FieldErrors = Record<string, string[]>;
type ActionReply = { intent: string; errors: FieldErrors; values: Record<string, string> };

function fieldErrors(
  t: TFunction,
  issues: { path: PropertyKey[]; message: string }[],
): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? 'form');
    (out[key] ??= []).push(fulfilmentMessage(t, i.message));
  }
  return out;
}

export async function sellerOrderAction({ request, context, params }: ActionFunctionArgs) {
  const { api, t, home } = await sellerApi(request, context);
  const id = idOf(params);
  const formData = await readForm(request);
  await checkForm(request, formData);
  const intent = String(formData.get('intent') ?? '');
  const values = Object.fromEntries(
    ['status', 'carrier', 'tracking_number', 'reason'].map((k) => [
      k,
      String(formData.get(k) ?? '').slice(0, 600),
    ]),
  );
  const back = `${home}/${id}`;
  const refused = (errors: FieldErrors) =>
    data<ActionReply>({ intent, errors, values }, { status: 400 });
  let r;
  if (intent === 'status') {
    const parsed = PartStatusBodySchema.safeParse(values);
    if (!parsed.success) return refused(fieldErrors(t, parsed.error.issues));
    r = await api.call(E.sellerOrderStatus, {
      params: { id },
      body: {
        status: parsed.data.status,
        carrier: parsed.data.carrier,
        tracking_number: parsed.data.tracking_number,
      },
    });
  } else if (intent === 'cancel') {
    const parsed = PartCancelBodySchema.safeParse(values);
    if (!parsed.success) return refused(fieldErrors(t, parsed.error.issues));
    r = await api.call(E.sellerOrderCancel, { params: { id }, body: parsed.data });
  } else throw new Response('Unknown action.', { status: 400 });
  if (!r.ok) {
    if (r.error.kind === 'not-found') throw adminNotFound();
    if (r.error.kind === 'business' || r.error.kind === 'server')
      return redirectWithToast(request, back, {
        type: 'error',
        message: r.error.messages.map((m) => fulfilmentMessage(t, m)).join(' '),
      });
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, {
    type: 'success',
    message: t(intent === 'status' ? 'fulfilment:done.moved' : 'fulfilment:done.cancelled'),
  });
}
