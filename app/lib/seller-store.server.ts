// A seller's store and dashboard on the server (issue 34): `/seller` shows the figures the API computes
// (seller/dashboard); `/seller/store` edits the store's profile in five languages and its logo and banner.
// Every mutation is a `<Form method="post">` (the pictures multipart) with CSRF, post/redirect/get with a
// toast; a refused save comes back with its messages and what was typed. Anyone but the owner of a live store
// gets this site's 404 (the layout's guard and the API both say so).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { TFunction } from 'i18next';
import {
  sellerStoreEndpoints as E,
  StoreProfileMessages,
  STORE_LANGUAGES,
  STORE_TEXTS,
  STORE_TEXT_MAX,
} from '#contract/stores/seller.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { knownMessages } from '#app/lib/known-messages.ts';
import { readOr404, workspaceForm, workspaceOf } from '#app/lib/workspace.server.ts';
import type { ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';

const KEYS = Object.fromEntries(
  Object.entries(StoreProfileMessages).map(([k, m]) => [m, `store:api.${k}`]),
);
/** The store API's fixed messages in the reader's language. */
const storeMessage = knownMessages(KEYS);

/** `/seller`: the seller's figures. */
export async function dashboardLoader({ request, context }: LoaderFunctionArgs) {
  const { api, t, home } = await workspaceOf(request, context, 'seller');
  const dashboard = readOr404(await api.call(E.sellerDashboard));
  return { title: t('store:dashboard.title'), home: home(), dashboard };
}

/** `/seller/store`: the profile form and the pictures. */
export async function storeLoader({ request, context }: LoaderFunctionArgs) {
  const { api, t, home } = await workspaceOf(request, context, 'seller');
  const profile = readOr404(await api.call(E.sellerStore));
  return { title: t('store:profile.title'), home: home(), profile };
}

type Errors = Record<string, string[]>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{4,28}[0-9]$/;

/** The fields of the profile form as typed (shown again when the save is refused). */
function typed(formData: FormData) {
  const names = [
    'name',
    'contact_email',
    'contact_phone',
    ...STORE_TEXTS,
    ...STORE_LANGUAGES.flatMap((l) => STORE_TEXTS.map((f) => `${l}_${f}`)),
  ];
  return Object.fromEntries(names.map((n) => [n, String(formData.get(n) ?? '')]));
}

/** The API's body from the form, or what is wrong with it (checked again by the API). */
function profileBodyOf(values: Record<string, string>, t: TFunction) {
  const errors: Errors = {};
  const text = (n: string) => (values[n] ?? '').trim();
  const name = text('name');
  if (!name) errors.name = [t('store:errors.name')];
  else if (name.length > 120) errors.name = [t('store:errors.tooLong', { max: 120 })];
  const email = text('contact_email');
  if (email && (!EMAIL.test(email) || email.length > 190))
    errors.contact_email = [t('store:errors.email')];
  const phone = text('contact_phone');
  if (phone && !PHONE.test(phone)) errors.contact_phone = [t('store:errors.phone')];
  const long = (n: string, field: (typeof STORE_TEXTS)[number]) => {
    if (text(n).length > STORE_TEXT_MAX[field])
      errors[n] = [t('store:errors.tooLong', { max: STORE_TEXT_MAX[field] })];
    return text(n) || undefined;
  };
  const english = Object.fromEntries(STORE_TEXTS.map((f) => [f, long(f, f)]));
  const translations = Object.fromEntries(
    STORE_LANGUAGES.map((l) => [
      l,
      Object.fromEntries(STORE_TEXTS.map((f) => [f, long(`${l}_${f}`, f)])),
    ]),
  );
  return {
    errors,
    body: {
      name,
      contact_email: email || undefined,
      contact_phone: phone || undefined,
      ...english,
      translations,
    },
  };
}

const INTENTS = ['save', 'logo', 'banner', 'remove-logo', 'remove-banner'] as const;

/** A picture's outcome: back to the profile with the toast; a refusal is the error toast. */
function pictureOutcome(
  request: Request,
  t: TFunction,
  back: string,
  r: ShopApiResult<unknown>,
  done: string,
) {
  if (!r.ok) {
    if (r.error.kind === 'business' || r.error.kind === 'server')
      return redirectWithToast(request, back, {
        type: 'error',
        message: r.error.messages.map((m) => storeMessage(t, m)).join(' '),
      });
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, { type: 'success', message: t(done) });
}

export async function storeAction({ request, context }: ActionFunctionArgs) {
  const { api, t, home, formData } = await workspaceForm(request, context, 'seller');
  const intent = String(formData.get('intent') ?? '') as (typeof INTENTS)[number];
  if (!INTENTS.includes(intent)) throw new Response('Unknown action.', { status: 400 });
  const back = home('/store');
  if (intent === 'logo' || intent === 'banner') {
    const file = formData.get('image');
    if (!(file instanceof File) || file.size === 0)
      return redirectWithToast(request, back, {
        type: 'error',
        message: t('store:api.pictureMissing'),
      });
    const form = new FormData();
    form.append('image', file, 'upload');
    const r = await api.call(intent === 'logo' ? E.sellerStoreLogo : E.sellerStoreBanner, { form });
    return pictureOutcome(request, t, back, r, 'store:api.pictureSaved');
  }
  if (intent === 'remove-logo' || intent === 'remove-banner') {
    const r = await api.call(E.sellerStorePictureRemove, {
      body: { picture: intent === 'remove-logo' ? 'logo' : 'banner' },
    });
    return pictureOutcome(request, t, back, r, 'store:api.pictureRemoved');
  }
  const values = typed(formData);
  const again = (formErrors: string[], errors: Errors = {}) =>
    data({ values, errors, formErrors }, { status: 400 });
  const { body, errors } = profileBodyOf(values, t);
  if (Object.keys(errors).length) return again([t('store:errors.fix')], errors);
  const r = await api.call(E.sellerStoreSave, { body: body as never });
  if (!r.ok) {
    if (r.error.kind === 'business' || r.error.kind === 'server')
      return again(r.error.messages.map((m) => storeMessage(t, m)));
    throw unwrapOrThrow(r);
  }
  return redirectWithToast(request, back, { type: 'success', message: t('store:api.saved') });
}
