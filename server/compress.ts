// Response compression that keeps streams streaming (decision 098). Hono's compress() pipes through
// CompressionStream, which holds its output until it has gathered enough input or the body ends: a
// single-fetch `.data` answer whose listing streams in (21 shimmer cards first, issue 14 item 11) reached
// the browser only once the listing had arrived, so the client navigation waited for the whole answer.
// Here gzip runs in node:zlib with a sync flush after every chunk the app writes: each chunk leaves
// compressed at once, and the dictionary is kept across chunks, so the ratio stays close to one-shot gzip.
import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { setHeaders } from './http.ts';

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether the request's Accept-Encoding takes gzip (explicitly or by `*`) with a weight above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const coding = name.trim().toLowerCase();
    if (coding === 'gzip') return q > 0;
    if (coding === '*') wildcard = q;
  }
  return wildcard > 0;
}

export function streamingCompress({ threshold = 1024 } = {}): MiddlewareHandler {
  return async function streamingCompress(c, next) {
    await next();
    const res = c.res;
    const length = res.headers.get('Content-Length');
    const type = res.headers.get('Content-Type');
    if (
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      (length !== null && Number(length) < threshold) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && varyAcceptEncoding.test(vary)))
      setHeaders(c, { Vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding' });
    // The answer as it is now (with its Vary), and its body asked for last: on the Node adapter's light
    // response that builds the full one (decision 117).
    const answer = c.res;
    if (!acceptsGzip(c.req.header('Accept-Encoding')) || !answer.body) return;
    const gzip = createGzip({ flush: constants.Z_SYNC_FLUSH });
    // An aborted download destroys the gzip stream, which cancels the app's body (React stops rendering).
    pipeline(Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>), gzip, () => {});
    c.res = new Response(Readable.toWeb(gzip) as ReadableStream<Uint8Array>, answer);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', 'gzip');
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
