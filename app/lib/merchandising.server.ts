// The home page's and banners' admin screens on the server (issue 35 item 1): the list of a kind, one item (or
// `new`), and its save, delete and picture — post/redirect/get with a toast; a refused save answers the form
// again with what was typed and the message next to its field. Non-admins get this site's 404 everywhere.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { CallInput, EndpointDef } from '#contract/endpoint.ts';
import {
  MerchBodySchemas,
  merchandising,
  type MerchItem,
  type MerchKind,
  type MerchRecord,
} from '#contract/admin/merchandising.ts';
import {
  adminForm,
  adminIdOf,
  adminNotFound,
  adminRead,
  requireAdmin,
} from '#app/lib/admin.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { MERCH_FORM_MESSAGES, merchMessage, merchRefusalField } from '#app/lib/merchandising.ts';

const read = (args: LoaderFunctionArgs, e: EndpointDef, input: object) =>
  adminRead(args.request, args.context, e, input as CallInput<EndpointDef>);

export async function merchList(args: LoaderFunctionArgs, kind: MerchKind) {
  const { t, data: list } = await read(args, merchandising[kind].list, {});
  return { title: t(`merchandising:kinds.${kind}.title`), kind, list: list as MerchItem[] };
}

export async function merchRecord(args: LoaderFunctionArgs, kind: MerchKind) {
  const id = args.params.id === 'new' ? null : adminIdOf(args.params);
  const one =
    id === null ? null : await read(args, merchandising[kind].one, { params: { id: String(id) } });
  const record = (one?.data ?? null) as MerchRecord | null;
  const t =
    one?.t ?? (await requireAdmin(args.request, args.context), await requestT(args.request));
  return {
    title: record
      ? t(`merchandising:kinds.${kind}.edit`, { title: record.title })
      : t(`merchandising:kinds.${kind}.new`),
    kind,
    record,
  };
}

export async function merchAction(args: ActionFunctionArgs, kind: MerchKind) {
  const { request, context, params } = args;
  const { token, formData } = await adminForm(request, context);
  const intent = String(formData.get('intent') ?? 'save');
  if (intent !== 'save' && intent !== 'delete' && intent !== 'image')
    throw new Response('Unknown action.', { status: 400 });
  const id = params.id === 'new' ? null : adminIdOf(params);
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const api = shopApiFor(request, context, { token });
  const E = merchandising[kind];
  const here = (to: number | 'list') =>
    localizePath(to === 'list' ? `/admin/${kind}` : `/admin/${kind}/${to}`, lang);
  /** A refusal as a toast on `back`; the item's not-found is the 404, anything else the error boundary. */
  const refused = (r: ShopApiResult<unknown>, back: string) => {
    if (r.ok) throw new Error('not a refusal');
    if (r.error.kind === 'not-found') throw adminNotFound();
    if (r.error.kind !== 'business' && r.error.kind !== 'server') throw unwrapOrThrow(r);
    return redirectWithToast(request, back, {
      type: 'error',
      message: r.error.messages.map((m) => merchMessage(t, m)).join(' '),
    });
  };

  if (intent === 'image') {
    if (id === null) throw adminNotFound();
    const file = formData.get('image');
    if (!(file instanceof File) || file.size === 0)
      return redirectWithToast(request, here(id), {
        type: 'error',
        message: t('merchandising:api.missing'),
      });
    const form = new FormData();
    form.append('id', String(id));
    form.append('image', file, 'upload');
    const r = await api.call(E.image, { form });
    if (!r.ok) return refused(r, here(id));
    return redirectWithToast(request, here(id), {
      type: 'success',
      message: t('merchandising:api.imageSaved'),
    });
  }

  if (intent === 'delete') {
    if (id === null) throw adminNotFound();
    const r = await api.call(E.remove, { body: { id } });
    if (!r.ok) return refused(r, here(id));
    return redirectWithToast(request, here('list'), {
      type: 'success',
      message: t('merchandising:api.deleted'),
    });
  }

  const submission = parseForm(formData, MerchBodySchemas[kind], t, MERCH_FORM_MESSAGES);
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const call = api.call as unknown as (
    e: EndpointDef,
    input: { body: object },
  ) => Promise<ShopApiResult<{ id: number }>>;
  const r = await call(E.save, { body: { ...submission.value, ...(id !== null ? { id } : {}) } });
  if (r.ok)
    return redirectWithToast(request, here(r.data.id), {
      type: 'success',
      message: t('merchandising:api.saved'),
    });
  if (r.error.kind === 'not-found') throw adminNotFound();
  if (r.error.kind !== 'business') throw unwrapOrThrow(r);
  // The API's refusal, next to the field it is about; what was typed stays.
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const m of r.error.messages) {
    const field = merchRefusalField(m);
    if (field) (fieldErrors[field] ??= []).push(merchMessage(t, m));
    else formErrors.push(merchMessage(t, m));
  }
  return data(submission.reply({ fieldErrors, formErrors }), { status: 400 });
}
