// What server.ts hands every loader and action (Remix load context).
export type StorefrontContext = {
  cspNonce: string;
  requestId: string;
  /** The shopper's address, forwarded to the API (X-Forwarded-For) for its rate limits. */
  clientIp?: string;
  /** Base URL of the shop API, ending in /api/v1/. */
  shopApiUrl: string;
  apiTimeoutMs: number;
};

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontContext {}
}
