// The content screens' loaders and actions (issue 35 item 3): the pages list, one page (or `new`) with save,
// preview and delete, the links and icons, and the custom scripts — post/redirect/get with a toast; a refused
// save answers the form again with what was typed and the message next to its field. Preview (`intent=
// preview`) saves nothing: it answers the typed form with each language's text cleaned as the storefront
// cleans it, so it works without JavaScript. Non-admins get this site's 404 for every page and action.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { TFunction } from 'i18next';
import type { EndpointDef } from '#contract/endpoint.ts';
import { contentEndpoints as E } from '#contract/content/endpoints.ts';
import {
  LinkBodySchema,
  LinkDeleteBodySchema,
  PageBodySchema,
  ScriptBodySchema,
  type PageRecord,
} from '#contract/content/schemas.ts';
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
import { sanitizePageHtml } from '#app/lib/sanitize.server.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import {
  CONTENT_FORM_MESSAGES,
  PAGE_LANGS,
  contentMessage,
  refusalField,
} from '#app/lib/content.ts';

type Args = LoaderFunctionArgs | ActionFunctionArgs;
const pathOf = (args: Args, path: string) =>
  localizePath(path, languageFromPath(new URL(args.request.url).pathname));

export async function pagesLoader({ request, context }: LoaderFunctionArgs) {
  const { t, data: pages } = await adminRead(request, context, E.adminPages, {});
  return { title: t('content:pages.title'), pages };
}

export async function pageLoader(args: LoaderFunctionArgs) {
  const { request, context, params } = args;
  if (params.id === 'new') {
    await requireAdmin(request, context);
    const t = await requestT(request);
    return { title: t('content:pages.new'), page: null as PageRecord | null };
  }
  const id = adminIdOf(params);
  const { t, data: page } = await adminRead(request, context, E.adminPage, {
    params: { id: String(id) },
  });
  return { title: t('content:pages.edit', { title: page.title }), page };
}

/** An admin's call of one of the content's writes (their bodies differ; one loose signature calls any). */
async function write(args: Args, token: string, e: EndpointDef, body: object) {
  const call = shopApiFor(args.request, args.context, { token }).call as unknown as (
    e: EndpointDef,
    input: { body: object },
  ) => Promise<ShopApiResult<{ id: number }>>;
  return call(e, { body });
}

/** A refusal that is neither the record's 404 nor the API's business answer: the error boundary. */
function refusedMessages(r: ShopApiResult<unknown>, t: TFunction): string[] {
  if (r.ok) return [];
  if (r.error.kind === 'not-found') throw adminNotFound();
  if (r.error.kind !== 'business') throw unwrapOrThrow(r);
  return r.error.messages.map((m) => contentMessage(t, m));
}

/** Each language's typed text, cleaned as the storefront will show it (the languages with text). */
const previewOf = (form: FormData) =>
  PAGE_LANGS.map((l) => ({
    lang: l.lang,
    dir: l.dir,
    html: sanitizePageHtml(String(form.get(`description${l.suffix}`) ?? '')),
  })).filter((p) => p.html.trim());

export async function pageAction(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const { token, formData } = await adminForm(request, context);
  const intent = String(formData.get('intent') ?? 'save');
  if (intent !== 'save' && intent !== 'preview' && intent !== 'delete')
    throw new Response('Unknown action.', { status: 400 });
  const id = params.id === 'new' ? null : adminIdOf(params);
  const t = await requestT(request);
  if (intent === 'delete') {
    if (id === null) throw adminNotFound();
    const r = await write(args, token, E.adminPagesDelete, { id });
    const refused = refusedMessages(r, t);
    if (!refused.length)
      return redirectWithToast(request, pathOf(args, '/admin/pages'), {
        type: 'success',
        message: t('content:done.deleted'),
      });
    return redirectWithToast(request, pathOf(args, `/admin/pages/${id}`), {
      type: 'error',
      message: refused.join(' '),
    });
  }
  const submission = parseForm(formData, PageBodySchema, t, CONTENT_FORM_MESSAGES);
  if (intent === 'preview') return { result: submission.reply(), preview: previewOf(formData) };
  if (submission.status !== 'success')
    return data({ result: submission.reply(), preview: null }, { status: 400 });
  const r = await write(args, token, E.adminPagesSave, {
    ...submission.value,
    ...(id !== null ? { id } : {}),
  });
  if (r.ok)
    return redirectWithToast(request, pathOf(args, `/admin/pages/${r.data.id}`), {
      type: 'success',
      message: t('content:done.saved'),
    });
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const m of r.error.kind === 'business' ? r.error.messages : []) {
    const field = refusalField(m);
    if (field) (fieldErrors[field] ??= []).push(contentMessage(t, m));
    else formErrors.push(contentMessage(t, m));
  }
  if (!formErrors.length && !Object.keys(fieldErrors).length) refusedMessages(r, t);
  return data(
    { result: submission.reply({ fieldErrors, formErrors }), preview: null },
    { status: 400 },
  );
}

export async function linksLoader({ request, context }: LoaderFunctionArgs) {
  const { t, data: links } = await adminRead(request, context, E.adminLinks, {});
  return { title: t('content:links.title'), ...links };
}

export async function scriptsLoader({ request, context }: LoaderFunctionArgs) {
  const { t, data: scripts } = await adminRead(request, context, E.adminScripts, {});
  return { title: t('content:scripts.title'), scripts };
}

/** A refused row of the links or scripts screen: which form (`key`), what was typed and the messages. */
export type RowAnswer = {
  key: string;
  values: Record<string, unknown>;
  errors: Record<string, string[]>;
};

/** The links' and scripts' action: save one row (`intent=save`) or delete it (`intent=delete`). */
async function rowAction(args: ActionFunctionArgs, which: 'links' | 'scripts') {
  const { request, context } = args;
  const { token, formData } = await adminForm(request, context);
  const intent = String(formData.get('intent') ?? '');
  if (intent !== 'save' && intent !== 'delete')
    throw new Response('Unknown action.', { status: 400 });
  const t = await requestT(request);
  const back = pathOf(args, `/admin/${which}`);
  const key = `${String(formData.get('kind') ?? which)}-${String(formData.get('id') || 'new')}`;
  const toast = (r: ShopApiResult<unknown>, done: string) => {
    const refused = refusedMessages(r, t);
    return redirectWithToast(request, back, {
      type: refused.length ? 'error' : 'success',
      message: refused.length ? refused.join(' ') : t(done),
    });
  };
  if (intent === 'delete') {
    const schema =
      which === 'links' ? LinkDeleteBodySchema : LinkDeleteBodySchema.pick({ id: true });
    const parsed = schema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) throw new Response('Unknown action.', { status: 400 });
    const e = which === 'links' ? E.adminLinksDelete : E.adminScriptsDelete;
    return toast(await write(args, token, e, parsed.data), 'content:done.deleted');
  }
  const schema = which === 'links' ? LinkBodySchema : ScriptBodySchema;
  const submission = parseForm(formData, schema, t, CONTENT_FORM_MESSAGES);
  const refusal = (errors: Record<string, string[]>) =>
    data({ key, values: submission.payload, errors } satisfies RowAnswer, { status: 400 });
  if (submission.status !== 'success') {
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(submission.error ?? {}))
      if (messages?.length) errors[field || 'form'] = messages;
    return refusal(errors);
  }
  const e = which === 'links' ? E.adminLinksSave : E.adminScriptsSave;
  const r = await write(args, token, e, submission.value);
  if (r.ok || r.error.kind !== 'business') return toast(r, 'content:done.saved');
  const errors: Record<string, string[]> = {};
  for (const m of r.error.messages)
    (errors[refusalField(m) ?? 'form'] ??= []).push(contentMessage(t, m));
  return refusal(errors);
}

export const linksAction = (args: ActionFunctionArgs) => rowAction(args, 'links');
export const scriptsAction = (args: ActionFunctionArgs) => rowAction(args, 'scripts');
