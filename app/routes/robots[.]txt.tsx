// /robots.txt: the catalogue is open to crawlers; carts, accounts, checkout and search results are not.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { publicOrigin } from '#app/lib/public-url.server.ts';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '#contract/codes.ts';

const PRIVATE = [
  '/cart',
  '/shipping',
  '/checkout',
  '/user/',
  '/search',
  '/login',
  '/register',
  '/forgot-password',
  '/social-callback',
  '/social-login/',
  '/track-order',
];

export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = publicOrigin(request, context);
  const prefixes = [
    '',
    ...LANGUAGE_CODES.filter((l) => l !== DEFAULT_LANGUAGE).map((l) => `/${l}`),
  ];
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...prefixes.flatMap((p) => PRIVATE.map((path) => `Disallow: ${p}${path}`)),
    // Filter permutations of listings are endless: crawlers get the plain listings and their pages.
    'Disallow: /*?*sortby=',
    'Disallow: /*?*min=',
    'Disallow: /*?*max=',
    'Disallow: /*?*rating=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
