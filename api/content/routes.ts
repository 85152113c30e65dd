// The content's admin endpoints (issue 35 item 3), registered from contract/content/endpoints.ts. `auth:
// 'admin'` in handle() answers the envelope's 404 to anyone else first.
import { Hono } from 'hono';
import { contentEndpoints as E } from '#contract/content/endpoints.ts';
import { ContentMessages } from '#contract/content/schemas.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { nowOf } from '../lib/context.ts';
import { handle } from '../lib/endpoint.ts';
import { formReply, notFoundReply, ok } from '../lib/reply.ts';
import type { Saved } from './common.ts';
import { deleteLink, linkList, saveLink } from './links.ts';
import { deletePage, pageList, pageRecord, savePage } from './pages.ts';
import { deleteScript, saveScript, scriptList } from './scripts.ts';

export const contentRoutes = new Hono<ApiEnv>();
const db = (c: Ctx) => c.get('deps').db;

/** A write's answer: the id with the message, a missing row as the envelope's 404, a refusal as status 201. */
const reply = (c: Ctx, r: Saved, done: string) =>
  r.ok
    ? ok(c, { id: r.id }, done)
    : r.missing
      ? notFoundReply(c, r.message)
      : formReply(c, r.message);

handle(contentRoutes, E.adminPages, async (c) => ok(c, await pageList(db(c))));
handle(
  contentRoutes,
  E.adminPage,
  async (c, { params }) => {
    const page = await pageRecord(db(c), Number(params.id));
    return page ? ok(c, page) : notFoundReply(c, ContentMessages.notFound);
  },
  { onInvalid: (c) => notFoundReply(c, ContentMessages.notFound) },
);
handle(contentRoutes, E.adminPagesSave, async (c, { body, user }) =>
  reply(c, await savePage(db(c), user, body, nowOf(c)), ContentMessages.saved),
);
handle(contentRoutes, E.adminPagesDelete, async (c, { body, user }) =>
  reply(c, await deletePage(db(c), user, body.id, nowOf(c)), ContentMessages.deleted),
);

handle(contentRoutes, E.adminLinks, async (c) => ok(c, await linkList(db(c))));
handle(contentRoutes, E.adminLinksSave, async (c, { body, user }) =>
  reply(c, await saveLink(db(c), user, body, nowOf(c)), ContentMessages.saved),
);
handle(contentRoutes, E.adminLinksDelete, async (c, { body, user }) =>
  reply(c, await deleteLink(db(c), user, body.kind, body.id, nowOf(c)), ContentMessages.deleted),
);

handle(contentRoutes, E.adminScripts, async (c) => ok(c, await scriptList(db(c))));
handle(contentRoutes, E.adminScriptsSave, async (c, { body, user }) =>
  reply(c, await saveScript(db(c), user, body, nowOf(c)), ContentMessages.saved),
);
handle(contentRoutes, E.adminScriptsDelete, async (c, { body, user }) =>
  reply(c, await deleteScript(db(c), user, body.id, nowOf(c)), ContentMessages.deleted),
);
