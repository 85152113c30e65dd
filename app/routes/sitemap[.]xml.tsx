// /sitemap.xml: the index of sitemap files (see app/lib/sitemap.ts).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { publicOrigin } from '#app/lib/public-url.server.ts';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { sitemapFiles, sitemapIndexXml } from '#app/lib/sitemap.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = unwrapOrThrow(await shopApiFor(request, context).call(endpoints.sitemap));
  const origin = publicOrigin(request, context);
  return new Response(sitemapIndexXml(origin, sitemapFiles(data.counts, data.chunk)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
