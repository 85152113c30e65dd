// Compile-time proof that a handler's reply is checked against its endpoint's `data` (run by
// `npm run typecheck`; vitest ignores this file). Each @ts-expect-error must stay an error.
import { Hono } from 'hono';
import { defineEndpoint } from '#contract/endpoint.ts';
import { z } from '#contract/zod.ts';
import type { ApiEnv } from './context.ts';
import { handle } from './endpoint.ts';
import { formReply, ok } from './reply.ts';

const router = new Hono<ApiEnv>();
const Example = defineEndpoint({
  method: 'GET',
  path: 'example/{id}',
  summary: 'type test',
  auth: 'user',
  params: z.object({ id: z.coerce.number() }),
  data: z.object({ id: z.number(), title: z.string() }),
});

// The right shape compiles, and the input is typed from the definition (params.id is a number, user set).
handle(router, Example, (c, { params, user }) => ok(c, { id: params.id + user.id, title: 'x' }));
// Failures fit any endpoint.
handle(router, Example, (c) => formReply(c, 'no'));
// @ts-expect-error — a wrong shape (title missing, id a string) does not compile.
handle(router, Example, (c) => ok(c, { id: 'one' }));
// @ts-expect-error — a raw Response is not a reply: every answer goes through the envelope helpers.
handle(router, Example, (c) => c.json({ anything: true }));
handle(router, Example, (c, { params }) => {
  // @ts-expect-error — params has only what the definition declares.
  return ok(c, { id: params.slug, title: '' });
});
