// The taxonomy's admin endpoints (issue 33 item 6), registered from contract/taxonomy/endpoints.ts: the same
// four handlers for each kind. `auth: 'admin'` in handle() answers the envelope's 404 to anyone else first.
import { Hono } from 'hono';
import { taxonomy } from '#contract/taxonomy/endpoints.ts';
import { TaxonomyImageMessages, taxonomyImages } from '#contract/taxonomy/images.ts';
import { setTaxonomyImage } from './images.ts';
import {
  TAXONOMY_KINDS,
  TaxonomyMessages,
  type TaxonomyBody,
  type TaxonomyKind,
} from '#contract/taxonomy/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { endpointPath, nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { formReply, notFoundReply, ok } from '../lib/reply.ts';
import {
  deleteTaxonomy,
  saveTaxonomy,
  taxonomyPage,
  taxonomyRecord,
  type SaveResult,
} from './service.ts';

export const taxonomyRoutes = new Hono<ApiEnv>();

/** A refused write: the record's not-found as the envelope's 404, a business refusal as status 201. */
const refusal = (c: Ctx, r: Extract<SaveResult, { ok: false }>) =>
  r.missing ? notFoundReply(c, r.message) : formReply(c, r.message);

function register<K extends TaxonomyKind>(kind: K) {
  const E = taxonomy[kind];
  const db = (c: Ctx) => c.get('deps').db;
  handle(taxonomyRoutes, E.list, async (c, { query }) =>
    ok(c, await taxonomyPage(db(c), kind, query, endpointPath(c))),
  );
  handle(
    taxonomyRoutes,
    E.one,
    async (c, { params }) => {
      const one = await taxonomyRecord(db(c), kind, Number(params.id));
      return one ? ok(c, one) : notFoundReply(c, TaxonomyMessages.notFound);
    },
    { onInvalid: (c) => notFoundReply(c, TaxonomyMessages.notFound) },
  );
  handle(taxonomyRoutes, E.save, async (c, { body, user }) => {
    const r = await saveTaxonomy(db(c), user, kind, body as TaxonomyBody<K>, nowOf(c));
    return r.ok ? ok(c, { id: r.id, slug: r.slug }, TaxonomyMessages.saved) : refusal(c, r);
  });
  handle(taxonomyRoutes, E.remove, async (c, { body, user }) => {
    const r = await deleteTaxonomy(db(c), user, kind, body.id, nowOf(c));
    return r.ok ? ok(c, { id: r.id }, TaxonomyMessages.deleted) : refusal(c, r);
  });
}

for (const kind of TAXONOMY_KINDS) register(kind);

// A category's or a brand's picture (multipart `id`, `image`).
for (const kind of ['categories', 'brands'] as const)
  handle(taxonomyRoutes, taxonomyImages[kind], async (c, { user }) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return formReply(c, TaxonomyImageMessages.missing);
    }
    const id = Number(form.id);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
      return notFoundReply(c, TaxonomyMessages.notFound);
    const { db, files } = c.get('deps');
    const r = await setTaxonomyImage({ db, files, now: nowOf(c) }, user, kind, id, form.image);
    if (!r.ok) return r.missing ? notFoundReply(c, r.message) : formReply(c, r.message);
    return ok(c, { id: r.id, image: r.image }, TaxonomyImageMessages.saved);
  });
