// The taxonomy screens' loaders and action (issue 33 item 6), one of each for the five kinds: the list
// (`?q=`, `?page=`), one record (or `new`) with a category's possible parents, and the record's save and
// delete — post/redirect/get with a toast; a refused save answers the form again with what was typed and
// the message next to its field. Non-admins get this site's 404 for every page and action.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { CallInput, EndpointDef } from '#contract/endpoint.ts';
import { taxonomy } from '#contract/taxonomy/endpoints.ts';
import { taxonomyImages } from '#contract/taxonomy/images.ts';
import {
  TaxonomyBodySchemas,
  type TaxonomyItem,
  type TaxonomyKind,
  type TaxonomyRecord,
} from '#contract/taxonomy/schemas.ts';
import type { Paginator } from '#contract/paginate.ts';
import {
  adminForm,
  adminIdOf,
  adminNotFound,
  adminPageOf,
  adminRead,
  requireAdmin,
} from '#app/lib/admin.server.ts';
import { parseForm } from '#app/lib/form-validation.ts';
import { requestT } from '#app/lib/forms.server.ts';
import { languageFromPath, localizePath } from '#app/lib/i18n.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow, type ShopApiResult } from '#app/lib/shop-api/client.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import {
  TAXONOMY_FORM_MESSAGES,
  cleanTaxonomyForm,
  refusalField,
  taxonomyMessage,
} from '#app/lib/taxonomy.ts';

// The kinds' endpoints differ only in their body; one loose signature calls any of them.
const read = (args: LoaderFunctionArgs, e: EndpointDef, input: object) =>
  adminRead(args.request, args.context, e, input as CallInput<EndpointDef>);

export async function taxonomyList(args: LoaderFunctionArgs, kind: TaxonomyKind) {
  const url = new URL(args.request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const { t, data: list } = await read(args, taxonomy[kind].list, {
    query: { q: q || undefined, page: String(adminPageOf(url)) },
  });
  return {
    title: t(`taxonomy:kinds.${kind}.title`),
    kind,
    list: list as Paginator<TaxonomyItem>,
    q,
  };
}

export async function taxonomyRecord(args: LoaderFunctionArgs, kind: TaxonomyKind) {
  const isNew = args.params.id === 'new';
  const id = isNew ? null : adminIdOf(args.params);
  const [one, parents] = await Promise.all([
    id === null ? null : read(args, taxonomy[kind].one, { params: { id: String(id) } }),
    kind === 'categories' ? read(args, taxonomy.categories.list, { query: { top: '1' } }) : null,
  ]);
  const record = (one?.data ?? null) as TaxonomyRecord | null;
  const t =
    one?.t ?? (await requireAdmin(args.request, args.context), await requestT(args.request));
  return {
    title: record
      ? t(`taxonomy:kinds.${kind}.edit`, { title: record.title })
      : t(`taxonomy:kinds.${kind}.new`),
    kind,
    record,
    parents: ((parents?.data as Paginator<TaxonomyItem> | undefined)?.data ?? [])
      .filter((p) => p.id !== id)
      .map((p) => ({ id: p.id, title: p.title })),
  };
}

export async function taxonomyAction(args: ActionFunctionArgs, kind: TaxonomyKind) {
  const { request, context, params } = args;
  const { token, formData } = await adminForm(request, context);
  const intent = String(formData.get('intent') ?? 'save');
  const pictured = kind === 'categories' || kind === 'brands';
  if (intent !== 'save' && intent !== 'delete' && !(intent === 'image' && pictured))
    throw new Response('Unknown action.', { status: 400 });
  const id = params.id === 'new' ? null : adminIdOf(params);
  const t = await requestT(request);
  const lang = languageFromPath(new URL(request.url).pathname);
  const api = shopApiFor(request, context, { token });
  const call = api.call as unknown as (
    e: EndpointDef,
    input: { body: object },
  ) => Promise<ShopApiResult<{ id: number }>>;
  const listPath = localizePath(`/admin/${kind}`, lang);

  if (intent === 'image') {
    if (id === null) throw adminNotFound();
    const back = localizePath(`/admin/${kind}/${id}`, lang);
    const file = formData.get('image');
    if (!(file instanceof File) || file.size === 0)
      return redirectWithToast(request, back, {
        type: 'error',
        message: t('taxonomy:picture.missing'),
      });
    const form = new FormData();
    form.append('id', String(id));
    form.append('image', file, 'upload');
    const r = await api.call(taxonomyImages[kind as 'categories' | 'brands'], { form });
    if (r.ok)
      return redirectWithToast(request, back, {
        type: 'success',
        message: t('taxonomy:picture.saved'),
      });
    if (r.error.kind === 'not-found') throw adminNotFound();
    if (r.error.kind !== 'business' && r.error.kind !== 'server') throw unwrapOrThrow(r);
    return redirectWithToast(request, back, {
      type: 'error',
      message: r.error.messages.map((m) => taxonomyMessage(t, m)).join(' '),
    });
  }

  if (intent === 'delete') {
    if (id === null) throw adminNotFound();
    const r = await call(taxonomy[kind].remove, { body: { id } });
    if (r.ok)
      return redirectWithToast(request, listPath, {
        type: 'success',
        message: t('taxonomy:done.deleted'),
      });
    if (r.error.kind === 'not-found') throw adminNotFound();
    if (r.error.kind !== 'business' && r.error.kind !== 'server') throw unwrapOrThrow(r);
    return redirectWithToast(request, localizePath(`/admin/${kind}/${id}`, lang), {
      type: 'error',
      message: r.error.messages.map((m) => taxonomyMessage(t, m)).join(' '),
    });
  }

  const submission = parseForm(
    cleanTaxonomyForm(formData),
    TaxonomyBodySchemas[kind],
    t,
    TAXONOMY_FORM_MESSAGES,
  );
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const r = await call(taxonomy[kind].save, {
    body: { ...submission.value, ...(id !== null ? { id } : {}) },
  });
  if (r.ok)
    return redirectWithToast(request, localizePath(`/admin/${kind}/${r.data.id}`, lang), {
      type: 'success',
      message: t('taxonomy:done.saved'),
    });
  if (r.error.kind === 'not-found') throw adminNotFound();
  if (r.error.kind !== 'business') throw unwrapOrThrow(r);
  // The API's refusal, next to the field it is about; what was typed stays.
  const messages = r.error.messages;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const m of messages) {
    const field = refusalField(m);
    if (field) (fieldErrors[field] ??= []).push(taxonomyMessage(t, m));
    else formErrors.push(taxonomyMessage(t, m));
  }
  return data(submission.reply({ fieldErrors, formErrors }), { status: 400 });
}
