// React 18.3's streaming renderer flushes its whole 2 KB buffer when a multi-byte character does not fit
// at the end, so 1–3 unwritten zero bytes leak into the HTML (facebook/react#24985, #31134; fixed in
// React 19 by #26228). Arabic and Hindi pages hit it on every render: a NUL inside an attribute or the
// streamed loader data becomes U+FFFD in the browser. No character is lost, and a 0x00 byte never occurs
// inside UTF-8 encoded text, so dropping every 0x00 restores the exact document.
import { Transform, type TransformCallback } from 'node:stream';

export function stripNul(chunk: Uint8Array): Uint8Array {
  if (chunk.indexOf(0) === -1) return chunk;
  const out = new Uint8Array(chunk.length);
  let n = 0;
  for (const byte of chunk) if (byte !== 0) out[n++] = byte;
  return out.subarray(0, n);
}

/**
 * The stripper a streamed document goes through. When the shopper goes away mid-stream the response's
 * reader is cancelled and the stream destroyed with an AbortError: `onAbort` hears it (stop rendering). An
 * 'error' event nobody listens to would take the whole server down.
 */
export function createNulStripper(
  onAbort: (error: Error) => void = () => undefined,
  /** Markup appended once the document is complete (decision 082: the namespaces the render used). */
  trailer: () => string = () => '',
): Transform {
  const stripper = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      done(null, stripNul(chunk));
    },
    flush(done: TransformCallback) {
      const tail = trailer();
      done(null, tail ? Buffer.from(tail) : undefined);
    },
  });
  stripper.on('error', onAbort);
  return stripper;
}
