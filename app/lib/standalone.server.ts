// The built storefront alone under `remix-serve` (@remix-run/serve), in front of an API elsewhere
// (docs/operations.md, decision 123). remix-serve hands loaders an empty load context and sets no headers,
// so the first reader of a request's context fills it from the environment (the API's URL and timeout, the
// public origin, a CSP nonce and a request id), and the document gets the security headers and the
// nonce-based CSP that server.ts sets otherwise. Under server.ts (`npm start`) nothing here runs.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { loadStorefrontEnv } from '#app/lib/env.server.ts';
import {
  CSP_IMG_HEADER,
  CSP_SOURCES_HEADER,
  contentSecurityPolicy,
  parseCspSources,
  securityHeaders,
} from '#app/lib/csp.ts';

type Standalone = {
  shopApiUrl: string;
  apiTimeoutMs: number;
  publicUrl?: string;
  production: boolean;
};
let settings: Standalone | undefined;

/** The environment remix-serve runs with, checked once: SHOP_API_URL and SESSION_SECRET are required. */
function standaloneSettings(env: Record<string, string | undefined> = process.env): Standalone {
  if (settings) return settings;
  const parsed = loadStorefrontEnv(env);
  if (!parsed.SHOP_API_URL)
    throw new Error('remix-serve runs the storefront alone: set SHOP_API_URL to the shop API.');
  const production = parsed.NODE_ENV === 'production';
  if (production && !parsed.SESSION_SECRET)
    throw new Error('remix-serve runs the storefront alone: set SESSION_SECRET (32+ characters).');
  let publicUrl: string | undefined;
  if (env.PUBLIC_URL) publicUrl = new URL(env.PUBLIC_URL).origin;
  settings = {
    shopApiUrl: parsed.SHOP_API_URL,
    apiTimeoutMs: parsed.API_TIMEOUT_MS,
    publicUrl,
    production,
  };
  return settings;
}

/** Marks a context filled here: its document gets the headers server.ts would have set. */
const FILLED = Symbol('standalone');

/**
 * The request's load context: as server.ts made it, or — under remix-serve, where it arrives empty — filled
 * in place from the environment, once per request (every loader and the document share the object).
 */
export function storefrontContext(context: AppLoadContext): AppLoadContext {
  if (context.shopApiUrl) return context;
  const s = standaloneSettings();
  return Object.assign(context, {
    cspNonce: randomBytes(16).toString('base64'),
    requestId: randomUUID(),
    shopApiUrl: s.shopApiUrl,
    apiTimeoutMs: s.apiTimeoutMs,
    publicUrl: s.publicUrl,
    [FILLED]: true,
  });
}

/** Under remix-serve only: the document's security headers and CSP, as server.ts sets them. */
export function standaloneDocumentHeaders(context: AppLoadContext, headers: Headers): void {
  if (!(context as { [FILLED]?: boolean })[FILLED]) return;
  const s = standaloneSettings();
  for (const [name, value] of Object.entries(securityHeaders(s.production)))
    headers.set(name, value);
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy(context.cspNonce, {
      production: s.production,
      sources: parseCspSources(headers.get(CSP_SOURCES_HEADER)),
      imgOrigins: [headers.get(CSP_IMG_HEADER), s.shopApiUrl],
    }),
  );
  headers.delete(CSP_SOURCES_HEADER);
  headers.delete(CSP_IMG_HEADER);
}
