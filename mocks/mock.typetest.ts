// Compile-time proof that a mock's answer is checked against its endpoint's `data` (run by
// `npm run typecheck`; vitest ignores this file). Each @ts-expect-error must stay an error.
import { HttpResponse } from 'msw';
import { defineEndpoint } from '#contract/endpoint.ts';
import { formError, ok } from '#contract/envelope.ts';
import { z } from '#contract/zod.ts';
import { mock } from './mock.ts';

const Example = defineEndpoint({
  method: 'POST',
  path: 'mock-example/{id}',
  summary: 'mock type test',
  auth: 'user',
  params: z.object({ id: z.coerce.number().int() }),
  data: z.object({ id: z.number(), title: z.string() }),
});

// The right shape compiles, and the input is typed from the definition (params.id a number, the shopper).
mock(Example, ({ params, caller }) => ok({ id: params.id, title: caller.kind }));
// Failures and raw responses (a network error) fit any endpoint.
mock(Example, () => formError('no'));
mock(Example, () => HttpResponse.error());
// @ts-expect-error — a wrong shape (title missing, id a string) does not compile.
mock(Example, () => ok({ id: 'one' }));
mock(Example, ({ params }) => {
  // @ts-expect-error — params has only what the definition declares.
  return ok({ id: params.slug, title: '' });
});
