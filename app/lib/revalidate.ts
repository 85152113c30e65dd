import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * Revalidate after a form post or on another path, as Remix would; on the same path only when `queryMatters`
 * says the change of query string is one the loader reads.
 */
export const revalidateOnPath =
  (queryMatters: (current: URL, next: URL) => boolean = () => false): ShouldRevalidateFunction =>
  ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
    if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
    if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
    return queryMatters(currentUrl, nextUrl) ? defaultShouldRevalidate : false;
  };
