// The catalogue workspaces' endpoints (issue 33), registered twice from contract/products/endpoints.ts: staff
// (`admin/*`) with the whole shop as their scope, a seller (`seller/*`) with their own store — resolved once
// by handle() from the caller's token, so a product of another store is never found.
import { Hono } from 'hono';
import type { EndpointDef } from '#contract/endpoint.ts';
import {
  adminCatalogue,
  productsEndpoints,
  sellerCatalogue,
} from '#contract/products/endpoints.ts';
import { ProductMessages as M } from '#contract/products/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { endpointPath, nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import type { AuthUser, SellerStore } from '../lib/auth.ts';
import { paginated } from '../lib/paginate.ts';
import { formReply, notFoundReply, ok, type Reply } from '../lib/reply.ts';
import { pageAt } from '../lib/paginate.ts';
import {
  addImage,
  deleteImage,
  moveImage,
  setImageAlt,
  catalogueOptions,
  changeStock,
  deleteProduct,
  duplicateProduct,
  lowStockPage,
  productEditor,
  productsPage,
  saveInventory,
  saveProduct,
  scopeOf,
  setProductStatus,
  setVariants,
  stockHistoryPage,
  type Outcome,
  type Scope,
} from './service.ts';
import { registerBulk } from './bulk-export.ts';

export const productsRoutes = new Hono<ApiEnv>();

type Defs = typeof adminCatalogue | typeof sellerCatalogue;
type Caller = { user: AuthUser; store?: SellerStore };

const deps = (c: Ctx) => ({ db: c.get('deps').db, now: nowOf(c) });

/** A write's answer: its data with the success message, the refusal on its field, or not found. */
function answer<T extends object>(c: Ctx, r: Outcome<T>, message: string) {
  if (r.ok) {
    const { ok: _ok, ...data } = r;
    void _ok;
    return ok(c, data, message);
  }
  if (r.missing) return notFoundReply(c, r.message);
  return formReply(c, r.message);
}

function register(E: Defs, scopeFor: (caller: Caller) => Scope) {
  const on = <D extends EndpointDef>(
    endpoint: D,
    run: (c: Ctx, input: never, scope: Scope, user: AuthUser) => Promise<Reply<unknown>>,
  ) =>
    handle(
      productsRoutes,
      endpoint as never,
      (c, input: Caller) => run(c, input as never, scopeFor(input), input.user) as never,
    );

  on(E.products, async (c, { query }: { query: never }, scope) =>
    ok(c, paginated(c, await productsPage(c.get('deps').db, scope, query))),
  );
  handle(
    productsRoutes,
    E.product as never,
    async (c, input: Caller & { params: { id: string } }) => {
      const one = await productEditor(c.get('deps').db, scopeFor(input), Number(input.params.id));
      return (one ? ok(c, one) : notFoundReply(c, M.notFound)) as never;
    },
    { onInvalid: (c) => notFoundReply(c, M.notFound) as never },
  );
  on(E.catalogueOptions, async (c, _input, scope) =>
    ok(c, await catalogueOptions(c.get('deps').db, scope)),
  );
  on(E.productSave, async (c, { body }: { body: never }, scope, user) =>
    answer(c, await saveProduct(deps(c), scope, user, body), M.saved),
  );
  on(
    E.productStatus,
    async (
      c,
      { body }: { body: { product_id: number; status: 'public' | 'private' } },
      scope,
      user,
    ) =>
      answer(
        c,
        await setProductStatus(deps(c), scope, user, body.product_id, body.status),
        body.status === 'public' ? M.published : M.hidden,
      ),
  );
  on(E.productDuplicate, async (c, { body }: { body: { product_id: number } }, scope, user) =>
    answer(c, await duplicateProduct(deps(c), scope, user, body.product_id), M.duplicated),
  );
  on(E.productDelete, async (c, { body }: { body: { product_id: number } }, scope, user) => {
    const r = await deleteProduct(deps(c), scope, user, body.product_id);
    return answer(c, r, r.ok && r.archived ? M.archived : M.deleted);
  });
  on(
    E.productVariants,
    async (c, { body }: { body: { product_id: number; value_ids: number[] } }, scope, user) =>
      answer(
        c,
        await setVariants(deps(c), scope, user, body.product_id, body.value_ids),
        M.variantsSaved,
      ),
  );
  on(
    E.inventorySave,
    async (
      c,
      { body }: { body: { inventory_id: number; sku?: string; price: number } },
      scope,
      user,
    ) => answer(c, await saveInventory(deps(c), scope, user, body), M.variantSaved),
  );
  on(
    E.stockChange,
    async (
      c,
      { body }: { body: { inventory_id: number; change: number; note?: string } },
      scope,
      user,
    ) => {
      const r = await changeStock(c.get('deps').db, scope, {
        inventoryId: body.inventory_id,
        change: body.change,
        note: body.note ?? null,
        by: user,
        now: nowOf(c),
      });
      if (r === 'missing') return notFoundReply(c, M.inventoryNotFound);
      if (r === 'negative') return formReply(c, M.stockBelowZero);
      return ok(c, { inventory_id: body.inventory_id, quantity: r.quantity }, M.stockChanged);
    },
  );
  const files = (c: Ctx) => ({ ...deps(c), files: c.get('deps').files });
  on(E.imageUpload, async (c, _input, scope, user) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return formReply(c, M.imageMissing);
    }
    const productId = Number(form.product_id);
    if (!Number.isSafeInteger(productId) || productId < 1 || productId > 2_147_483_647)
      return notFoundReply(c, M.notFound);
    const alt = typeof form.alt === 'string' ? form.alt.trim().slice(0, 190) || null : null;
    return answer(
      c,
      await addImage(files(c), scope, user, productId, form.image, alt),
      M.imageAdded,
    );
  });
  on(
    E.imageAlt,
    async (
      c,
      {
        body,
      }: {
        body: { image_id: number; alt: Record<string, string | undefined>; value_ids: number[] };
      },
      scope,
      user,
    ) =>
      answer(
        c,
        await setImageAlt(files(c), scope, user, body.image_id, body.alt, body.value_ids),
        M.imageSaved,
      ),
  );
  on(
    E.imageMove,
    async (c, { body }: { body: { image_id: number; direction: 'up' | 'down' } }, scope, user) =>
      answer(
        c,
        await moveImage(files(c), scope, user, body.image_id, body.direction),
        M.imageMoved,
      ),
  );
  on(E.imageDelete, async (c, { body }: { body: { image_id: number } }, scope, user) =>
    answer(c, await deleteImage(files(c), scope, user, body.image_id), M.imageDeleted),
  );
  on(E.stockHistory, async (c, { query }: { query: { product?: number; page?: unknown } }, scope) =>
    ok(
      c,
      pageAt(
        await stockHistoryPage(c.get('deps').db, scope, {
          productId: query.product,
          page: query.page,
        }),
        (r) => r,
        endpointPath(c),
        { product: query.product ? String(query.product) : undefined },
      ),
    ),
  );
  on(E.lowStock, async (c, { query }: { query: { page?: unknown } }, scope) =>
    ok(c, paginated(c, await lowStockPage(c.get('deps').db, scope, query.page))),
  );
}

register(adminCatalogue, () => scopeOf(null));
register(sellerCatalogue, ({ store }) => scopeOf(store!.id));
registerBulk(productsRoutes);

handle(productsRoutes, productsEndpoints.sellerMe, (c, { user, store }) =>
  ok(c, { id: user.id, name: user.name, email: user.email, store }),
);
