// /sitemap.xml: the index of sitemap files (see app/lib/sitemap.ts).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { SitemapDataSchema } from '#contract/api/sitemap.ts';
import { shopApiFor } from '../lib/shop.server.ts';
import { unwrapOrThrow } from '../lib/shop-api.server.ts';
import { sitemapFiles, sitemapIndexXml } from '../lib/sitemap.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = unwrapOrThrow(await shopApiFor(request, context).get('sitemap', SitemapDataSchema));
  const origin = new URL(request.url).origin;
  return new Response(sitemapIndexXml(origin, sitemapFiles(data.counts, data.chunk)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
