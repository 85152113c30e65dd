// Envelope replies (docs/api-reference.md §3). Every envelope is HTTP 200 ("Ours", §3.2); `status` tells the outcome.
// A Reply carries the type of its `data`, so a handler's success is checked against its endpoint's schema;
// failures are Reply<never> and fit any endpoint.
import { formError, notFound } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import type { Ctx } from './context.ts';

declare const replyData: unique symbol;
export type Reply<T> = Response & { readonly [replyData]: T };

const as = <T>(res: Response) => res as Reply<T>;

/** Success; the envelope's token is a refreshed bearer token when this request minted one (§4.3). */
export function ok<T>(c: Ctx, data: T, message = ''): Reply<T> {
  return as<T>(c.json({ status: 200, message, data, token: c.get('refreshedToken') ?? null }, 200));
}

/** Success with iShop's empty-string token (§2: contact, email-subscription, track-order, cart/change). */
export function okBlankToken<T>(c: Ctx, data: T, message = ''): Reply<T> {
  return as<T>(c.json({ status: 200, message, data, token: '' }, 200));
}

/** Validation or business failure: status 201 (or the given one) with data.form messages (§3.1). */
export const formReply = (c: Ctx, messages: string | string[], status = 201) =>
  as<never>(c.json(formError(messages, status), 200));

/** iShop's business failures that are status 500 with data.form (§3.1). */
export const failureReply = (c: Ctx, message: string, status = 500) =>
  as<never>(c.json(formError(message, status), 200));

export const notFoundReply = (c: Ctx, message: string) => as<never>(c.json(notFound(message), 200));

/** A 200 envelope with data.form: iShop's "soft" not-found (§3.1). */
export const softNotFoundReply = (c: Ctx, message: string) =>
  as<never>(c.json({ status: 200, message, data: { form: [message] }, token: null }, 200));

/** No valid token: status 204, data null (§3.1). */
export const unauthenticatedReply = (c: Ctx) =>
  as<never>(
    c.json({ status: 204, message: Messages.unauthenticated, data: null, token: null }, 200),
  );

/** A failure envelope of another shape (e.g. per-product messages, §3.4 rule 2); never a success. */
export const failureEnvelopeReply = (
  c: Ctx,
  envelope: { status: Exclude<number, 200>; message: unknown; data: unknown },
) => as<never>(c.json({ token: null, ...envelope }, 200));

/** Endpoints defined with `redirect: true` send the browser on. */
export const redirectReply = (c: Ctx, url: string) => as<never>(c.redirect(url, 302));

/** A refusal decided outside the handler (rate limits, body reading) that is already a Response. */
export const passThrough = (res: Response) => as<never>(res);
