// The loaders and actions of the catalogue workspaces' screens (issue 33), one implementation for both:
// `/seller…` and `/admin/products…` call them with their workspace. Every mutation is a `<Form method="post">`
// with CSRF, post/redirect/get with a toast; a refused save comes back with its messages and what was typed.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { PRODUCT_STATUS_FILTERS } from '#contract/products/schemas.ts';
import { adminFilterOf, adminIdOf, adminPageOf } from '#app/lib/admin.server.ts';
import { sanitizePageHtml } from '#app/lib/sanitize.server.ts';
import { redirectWithToast } from '#app/lib/toast.server.ts';
import { amountOf, PRODUCT_LANGUAGES, TRANSLATED_FIELDS } from '#app/lib/workspace.ts';
import {
  productMessage,
  readOr404,
  shopDigits,
  workspaceForm,
  workspaceOf,
  writeOutcome,
  type Workspace,
} from '#app/lib/workspace.server.ts';

/** `/seller/products` or `/admin/products`: the products of the workspace, filtered and paged. */
export async function productsLoader({ request, context }: LoaderFunctionArgs, w: Workspace) {
  const { api, E, t, home } = await workspaceOf(request, context, w);
  const url = new URL(request.url);
  const status = adminFilterOf(url, 'status', PRODUCT_STATUS_FILTERS);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 80);
  const [products, low] = await Promise.all([
    api.call(E.products, { query: { q: q || undefined, status, page: String(adminPageOf(url)) } }),
    api.call(E.lowStock, { query: {} }),
  ]);
  return {
    title: t('workspace:products.title'),
    workspace: w,
    home: home(),
    list: readOr404(products),
    lowStock: readOr404(low).total,
    status: status ?? '',
    q,
    digits: await shopDigits(request, context),
  };
}

/** The product id of the URL, 'new', or the 404. */
function productIdOf(params: LoaderFunctionArgs['params']): number | 'new' {
  return params.id === 'new' ? 'new' : adminIdOf(params);
}

/** The editor of one product (or of a new one): the product, the options it may name. */
export async function editorLoader({ request, context, params }: LoaderFunctionArgs, w: Workspace) {
  const id = productIdOf(params);
  const { api, E, t, home, list } = await workspaceOf(request, context, w);
  const [product, options] = await Promise.all([
    id === 'new' ? null : api.call(E.product, { params: { id: String(id) } }).then(readOr404),
    api.call(E.catalogueOptions, {}).then(readOr404),
  ]);
  return {
    title: product
      ? t('workspace:editor.editTitle', { title: product.title })
      : t('workspace:editor.newTitle'),
    workspace: w,
    home: home(),
    list,
    product,
    options,
    digits: await shopDigits(request, context),
  };
}

type Errors = Record<string, string[]>;

/** The save form as the API's body, or the fields it got wrong (in the reader's language). */
function saveBodyOf(form: FormData, t: TFunction, digits: number, id: number | 'new') {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const errors: Errors = {};
  const need = (name: string, key: string) => {
    if (!text(name)) errors[name] = [t(key)];
  };
  need('title', 'workspace:errors.title');
  need('category', 'workspace:errors.category');
  need('shipping_rule_id', 'workspace:errors.shipping');
  const selling = amountOf(text('selling'), digits);
  if (selling == null) errors.selling = [t('workspace:errors.price')];
  const offered = amountOf(text('offered'), digits, 0);
  if (offered == null) errors.offered = [t('workspace:errors.price')];
  else if (selling != null && offered > 0 && offered >= selling)
    errors.offered = [t('workspace:api.offeredBelowSelling')];
  const warranty = text('warranty');
  if (warranty && !/^\d{1,4}$/.test(warranty)) errors.warranty = [t('workspace:errors.warranty')];
  const [category, sub] = text('category').split(':');
  const translations = Object.fromEntries(
    PRODUCT_LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(TRANSLATED_FIELDS.map((f) => [f, text(`${lang}_${f}`) || undefined])),
    ]),
  );
  const optional = (name: string) => text(name) || undefined;
  const body = {
    id: id === 'new' ? undefined : id,
    store_id: optional('store_id'),
    title: text('title'),
    description: optional('description'),
    slug: optional('slug'),
    category_id: category ?? '',
    sub_category_id: sub || undefined,
    brand_id: optional('brand_id'),
    tags: optional('tags'),
    collection_ids: form.getAll('collection_ids').map(String),
    selling: selling ?? 0,
    offered: offered ?? 0,
    shipping_rule_id: text('shipping_rule_id'),
    tax_rule_id: optional('tax_rule_id'),
    bundle_deal_id: optional('bundle_deal_id'),
    refundable: form.get('refundable') === '1' ? 1 : 0,
    warranty: warranty ? Number(warranty) : undefined,
    meta_title: optional('meta_title'),
    meta_description: optional('meta_description'),
    translations,
  };
  return { body, errors };
}

/** What was typed into the save form, to show again (never a file). */
const typed = (form: FormData) =>
  Object.fromEntries(
    [...form.keys()]
      .filter((k) => k !== 'csrf' && k !== 'intent')
      .map((k) => [k, form.getAll(k).map(String)]),
  ) as Record<string, string[]>;

const EDITOR_INTENTS = [
  'save',
  'preview',
  'publish',
  'hide',
  'duplicate',
  'delete',
  'variants',
  'inventory',
  'stock',
  'image',
  'alt',
  'image-up',
  'image-down',
  'image-delete',
] as const;

export async function editorAction(args: ActionFunctionArgs, w: Workspace) {
  const { request, context, params } = args;
  const id = productIdOf(params);
  const { api, E, t, home, list, formData } = await workspaceForm(request, context, w);
  const intent = String(formData.get('intent') ?? '') as (typeof EDITOR_INTENTS)[number];
  if (!EDITOR_INTENTS.includes(intent) || (id === 'new' && !['save', 'preview'].includes(intent)))
    throw new Response('Unknown action.', { status: 400 });
  const back = id === 'new' ? home('/products/new') : home(`/products/${id}`);
  if (intent === 'preview')
    return data({
      intent,
      values: typed(formData),
      preview: sanitizePageHtml(String(formData.get('description') ?? '')),
      errors: {} as Errors,
      formErrors: [] as string[],
    });
  if (intent === 'save') {
    const digits = await shopDigits(request, context);
    const { body, errors } = saveBodyOf(formData, t, digits, id);
    const again = (formErrors: string[], fieldErrors: Errors = {}) =>
      data(
        { intent, values: typed(formData), preview: null, errors: fieldErrors, formErrors },
        { status: 400 },
      );
    if (Object.keys(errors).length) return again([t('workspace:errors.fix')], errors);
    const r = await api.call(E.productSave, { body: body as never });
    if (!r.ok) {
      if (r.error.kind === 'not-found') return writeOutcome(request, t, back, r, '');
      if (r.error.kind === 'business' || r.error.kind === 'server')
        return again(r.error.messages.map((m) => productMessage(t, m)));
      return writeOutcome(request, t, back, r, '');
    }
    return redirectWithToast(request, home(`/products/${r.data.product_id}`), {
      type: 'success',
      message: t('workspace:done.saved'),
    });
  }
  const productId = id as number;
  if (intent === 'publish' || intent === 'hide') {
    const r = await api.call(E.productStatus, {
      body: { product_id: productId, status: intent === 'publish' ? 'public' : 'private' },
    });
    return writeOutcome(
      request,
      t,
      back,
      r,
      intent === 'publish' ? 'workspace:done.published' : 'workspace:done.hidden',
    );
  }
  if (intent === 'duplicate') {
    const r = await api.call(E.productDuplicate, { body: { product_id: productId } });
    if (!r.ok) return writeOutcome(request, t, back, r, '');
    return redirectWithToast(request, home(`/products/${r.data.product_id}`), {
      type: 'success',
      message: t('workspace:done.duplicated'),
    });
  }
  if (intent === 'delete') {
    const r = await api.call(E.productDelete, { body: { product_id: productId } });
    if (!r.ok) return writeOutcome(request, t, back, r, '');
    if (r.data.archived) return writeOutcome(request, t, back, r, 'workspace:done.archived');
    return redirectWithToast(request, list, {
      type: 'success',
      message: t('workspace:done.deleted'),
    });
  }
  if (intent === 'variants') {
    const r = await api.call(E.productVariants, {
      body: { product_id: productId, value_ids: formData.getAll('value_ids').map(String) as never },
    });
    return writeOutcome(request, t, back, r, 'workspace:done.variants');
  }
  if (intent === 'image') {
    const file = formData.get('image');
    if (!(file instanceof File) || file.size === 0)
      return redirectWithToast(request, back, {
        type: 'error',
        message: t('workspace:api.imageMissing'),
      });
    const form = new FormData();
    form.append('product_id', String(productId));
    form.append('image', file, 'upload');
    const alt = String(formData.get('alt') ?? '').trim();
    if (alt) form.append('alt', alt);
    const r = await api.call(E.imageUpload, { form });
    return writeOutcome(request, t, back, r, 'workspace:api.imageAdded');
  }
  const imageId = String(formData.get('image_id') ?? '') as never;
  if (intent === 'alt') {
    const alt = Object.fromEntries(
      ['en', ...PRODUCT_LANGUAGES].map((l) => [
        l,
        String(formData.get(`alt_${l}`) ?? '').trim() || undefined,
      ]),
    );
    const r = await api.call(E.imageAlt, {
      body: {
        image_id: imageId,
        alt,
        value_ids: formData.getAll('value_ids').map(String) as never,
      },
    });
    return writeOutcome(request, t, back, r, 'workspace:api.imageSaved');
  }
  if (intent === 'image-up' || intent === 'image-down') {
    const r = await api.call(E.imageMove, {
      body: { image_id: imageId, direction: intent === 'image-up' ? 'up' : 'down' },
    });
    return writeOutcome(request, t, back, r, 'workspace:api.imageMoved');
  }
  if (intent === 'image-delete') {
    const r = await api.call(E.imageDelete, { body: { image_id: imageId } });
    return writeOutcome(request, t, back, r, 'workspace:api.imageDeleted');
  }
  const inventoryId = String(formData.get('inventory_id') ?? '');
  if (intent === 'inventory') {
    const digits = await shopDigits(request, context);
    const price = amountOf(String(formData.get('price') ?? ''), digits, 0);
    if (price == null)
      return redirectWithToast(request, back, {
        type: 'error',
        message: t('workspace:errors.price'),
      });
    const r = await api.call(E.inventorySave, {
      body: {
        inventory_id: inventoryId as never,
        sku: String(formData.get('sku') ?? '') || undefined,
        price,
      },
    });
    return writeOutcome(request, t, back, r, 'workspace:done.variant');
  }
  const change = String(formData.get('change') ?? '').trim();
  if (!/^[+-]?\d{1,7}$/.test(change) || Number(change) === 0)
    return redirectWithToast(request, back, {
      type: 'error',
      message: t('workspace:errors.change'),
    });
  const r = await api.call(E.stockChange, {
    body: {
      inventory_id: inventoryId as never,
      change: Number(change),
      note: String(formData.get('note') ?? '').trim() || undefined,
    },
  });
  return writeOutcome(request, t, back, r, 'workspace:done.stock');
}

/** `/seller/stock` or `/admin/stock`: the low-stock list and the stock history of the workspace. */
export async function stockLoader({ request, context }: LoaderFunctionArgs, w: Workspace) {
  const { api, E, t, home, list } = await workspaceOf(request, context, w);
  const url = new URL(request.url);
  const [low, history] = await Promise.all([
    api.call(E.lowStock, { query: {} }),
    api.call(E.stockHistory, { query: { page: String(adminPageOf(url)) } }),
  ]);
  return {
    title: t('workspace:stock.title'),
    workspace: w,
    home: home(),
    list,
    low: readOr404(low),
    history: readOr404(history),
  };
}
