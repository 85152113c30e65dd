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
 *
 * It also joins what React writes in one go (its shell: a hundred 2 KB chunks on the home page) into one
 * chunk, passed on at the end of that turn of the event loop: each chunk used to cross two Node streams, a
 * web stream and a socket write of its own (issue 18: 6 % of the home page's server CPU in `writev`).
 * Whatever React writes later (a streamed part) follows as soon as it is written.
 */
export function createNulStripper(
  onAbort: (error: Error) => void = () => undefined,
  /** Markup appended once the document is complete (decision 082: the namespaces the render used). */
  trailer: () => string = () => '',
): Transform {
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let scheduled = false;
  const passOn = () => {
    scheduled = false;
    if (!held.length || stripper.destroyed) return;
    const chunk = held.length === 1 ? held[0]! : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    stripper.push(chunk);
  };
  const stripper = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      const clean = stripNul(chunk);
      if (clean.length) {
        held.push(clean);
        heldBytes += clean.length;
      }
      if (heldBytes >= MAX_HELD_BYTES) passOn();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(passOn);
      }
      done();
    },
    flush(done: TransformCallback) {
      passOn();
      const tail = trailer();
      done(null, tail ? Buffer.from(tail) : undefined);
    },
  });
  stripper.on('error', onAbort);
  return stripper;
}

/** A larger shell goes out in pieces of about this size (a socket takes 64 KB in one write). */
const MAX_HELD_BYTES = 64 * 1024;
