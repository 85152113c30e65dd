import { TIMINGS } from '#contract/codes.ts';

/** What browsers say when a module fails to load (Chromium, Firefox, Safari). */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed/i;

/**
 * The document's first script (root.tsx): a script chunk that fails to load reloads the page, at most once
 * a minute (docs/spec.md §8; a deploy replaces the hashed chunks a page names). It is inline so that it listens
 * before any module loads: the document imports its route modules after the first paint (patches/), and a
 * failure there would otherwise leave the page without JavaScript and no one to reload it. Later, a route
 * module that fails on a client navigation reloads the page through Remix itself, and the reloaded page is
 * watched again. A second failure within the minute leaves the page as the server sent it (usable without
 * JavaScript) with a warning in the console. Without sessionStorage (a private window that refuses it) it
 * never reloads: no loop.
 *
 * A newer navigation aborts the one before it; that page's streamed data then rejects with an AbortError
 * nobody waits for any more. That is expected, not an error, so it is not reported.
 */
export function chunkReloadScript(guardMs: number = TIMINGS.chunkReloadGuard): string {
  // failed() says whether it handled the error: a chunk's failure is then not reported as uncaught.
  return (
    `(function(){var g=${guardMs},k="chunk-reload-at",re=${CHUNK_ERROR.toString()};` +
    'function failed(m){if(!re.test(m))return false;' +
    'try{if(Date.now()-Number(sessionStorage.getItem(k)||0)<g){' +
    'console.warn("A script failed to load again; the page stays as the server sent it. "+m);return true}' +
    'sessionStorage.setItem(k,String(Date.now()))}catch(e){return false}location.reload();return true}' +
    'addEventListener("error",function(e){if(failed(String(e.message)))e.preventDefault()});' +
    'addEventListener("unhandledrejection",function(e){var r=e.reason;' +
    'if((r&&r.name==="AbortError")||failed(String(r&&r.message||r)))e.preventDefault()})})()'
  );
}
