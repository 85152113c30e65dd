// Hono's body limit for requests that can carry a body anyone reads. GET and HEAD skip it: asking a request
// for its body makes the Node adapter build a full Request (a copy of every header, a stream and an
// AbortSignal) for every page and every API read (issue 18, decision 117).
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function postBodyLimit(options: Parameters<typeof bodyLimit>[0]): MiddlewareHandler {
  const limit = bodyLimit(options);
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
