// What server.ts hands every loader and action (Remix load context).
import type { StorefrontLog } from '#app/lib/log.server.ts';

export type StorefrontContext = {
  cspNonce: string;
  requestId: string;
  /** The shopper's address, forwarded to the API (X-Forwarded-For) for its rate limits. */
  clientIp?: string;
  /** Set only with the embedded API: the per-process key that vouches for clientIp (decision 022). */
  internalKey?: string;
  /** The origin shoppers use (PUBLIC_URL): absolute links never come from the Host header. */
  publicUrl?: string;
  /** Base URL of the shop API, ending in /api/v1/. */
  shopApiUrl: string;
  /** The embedded API's own timeout (EMBEDDED_API_TIMEOUT_MS) when `apiFetch` is set, else API_TIMEOUT_MS. */
  apiTimeoutMs: number;
  /**
   * The embedded API called in process (its Hono app's `fetch`, no socket); unset when SHOP_API_URL points
   * elsewhere or MSW mocks it, and the client then uses real HTTP to `shopApiUrl` (decision 080).
   */
  apiFetch?: (request: Request) => Response | Promise<Response>;
  /** The server's logger (request id per line, secrets redacted); unset in loader tests. */
  log?: StorefrontLog;
};

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontContext {}
}
