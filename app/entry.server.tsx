import { PassThrough } from 'node:stream';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  createReadableStreamFromReadable,
} from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18next, takePageI18n } from '#app/lib/i18next.server.ts';
import { NonceProvider } from '#app/lib/nonce.tsx';
import { LocaleVersionsProvider } from '#app/lib/locale-versions.tsx';
import { localeVersions } from '#app/lib/i18n-resources.server.ts';
import { createNulStripper } from '#app/lib/strip-nul.server.ts';
import { logOf } from '#app/lib/log.server.ts';
import { standaloneDocumentHeaders, storefrontContext } from '#app/lib/standalone.server.ts';

// The mock server's scenario switch empties the storefront's caches of API answers (server.ts).
export { resetShopApiCache } from '#app/lib/shop-api/cache.server.ts';

// Single fetch: how long the server waits for streamed promises before it gives up.
export const streamTimeout = 5000;

const FALLBACK_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head>' +
  '<body><main><h1>Something went wrong</h1><p>Something went wrong and the error page could not be shown.</p><p><a href="/">Go to homepage</a></p></main></body></html>';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Under remix-serve the context arrives empty: filled from the environment (standalone.server.ts).
  loadContext = storefrontContext(loadContext);
  const nonce = loadContext.cspNonce;
  const locale = await i18next.getLocale(request);
  const page = await takePageI18n(locale);
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <LocaleVersionsProvider value={localeVersions(locale)}>
          <I18nextProvider i18n={page.instance}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </I18nextProvider>
        </LocaleVersionsProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          // Rendered to the end (or the shopper left): the stream limit has nothing left to stop.
          body.once('close', () => clearTimeout(limit));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          standaloneDocumentHeaders(loadContext, responseHeaders);
          resolve(
            // A shopper who leaves mid-stream cancels the body: stop rendering, never crash.
            new Response(
              createReadableStreamFromReadable(
                body.pipe(
                  createNulStripper(abort, () => {
                    // The whole document is rendered: the instance can serve the next page.
                    const script = namespacesScript(page.used, nonce);
                    page.release();
                    return script;
                  }),
                ),
              ),
              {
                headers: responseHeaders,
                status: responseStatusCode,
              },
            ),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(limit);
          // The error page itself failed: a static fallback with a link home (docs/spec.md §2), never a stack trace.
          logError(error, loadContext);
          resolve(
            new Response(FALLBACK_HTML, {
              status: 500,
              headers: { 'Content-Type': 'text/html; charset=utf-8' },
            }),
          );
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError(error, loadContext);
        },
      },
    );
    // (React starts rendering on the next turn: the callbacks above run after this line.)
    const limit = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * After the whole document (streamed parts included), before the browser's modules run: the namespaces the
 * server used, so the browser loads them before hydrating even when a route did not declare them
 * (entry.client.tsx). The script removes itself, so hydration never meets it.
 */
function namespacesScript(used: Set<string>, nonce: string | undefined): string {
  const names = [...used].filter((n) => /^[a-z][a-z0-9-]*$/.test(n));
  return (
    `<script nonce="${nonce ?? ''}">window.__localesUsed=${JSON.stringify(names)};` +
    'document.currentScript.remove()</script>'
  );
}

function logError(error: unknown, context: AppLoadContext | undefined) {
  const e = error instanceof Error ? error : new Error(String(error));
  logOf(context).error(
    { at: 'ssr', requestId: context?.requestId, message: e.message, stack: e.stack },
    'render failed',
  );
}

// Unexpected loader/action/render errors: logged with the request id; users only ever see the generic page.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logError(error, context as AppLoadContext | undefined);
};
