// The storefront's public origin (issue 13 item 6): absolute URLs — sitemaps, robots.txt — come from
// PUBLIC_URL (server.ts puts it in the load context), never from the request's Host header.
import type { AppLoadContext } from '@remix-run/node';
import { storefrontContext } from '#app/lib/standalone.server.ts';

export function publicOrigin(request: Request, context: AppLoadContext): string {
  context = storefrontContext(context);
  if (context.publicUrl) return context.publicUrl.replace(/\/+$/, '');
  return new URL(request.url).origin; // tests and tools without a server
}
