// /sitemaps/{kind}-{n}.xml: one chunk of public records, every one in each language with its alternates.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { publicOrigin } from '#app/lib/public-url.server.ts';
import { SITEMAP_KINDS, type SitemapKind } from '#contract/site/sitemap.ts';
import { endpoints } from '#contract/endpoints.ts';
import { shopApiFor } from '#app/lib/shop-api/request.server.ts';
import { unwrapOrThrow } from '#app/lib/shop-api/client.server.ts';
import { localizePath } from '#app/lib/i18n.ts';
import { SHOP_PATHS, lastmod, pathOf, urlsetXml } from '#app/lib/sitemap.ts';

const xml = (body: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const m = /^([a-z]+)-(\d{1,5})\.xml$/.exec(params.file ?? '');
  const origin = publicOrigin(request, context);
  if (m?.[1] === 'shop' && m[2] === '1')
    return xml(
      urlsetXml(
        origin,
        SHOP_PATHS.map((p) => ({ path: (l) => localizePath(p, l) })),
      ),
    );
  const kind = m?.[1] as SitemapKind | undefined;
  const page = Number(m?.[2]);
  if (!kind || !(SITEMAP_KINDS as readonly string[]).includes(kind) || page < 1)
    throw new Response('Not found', { status: 404 });
  const entries = unwrapOrThrow(
    await shopApiFor(request, context).call(endpoints.sitemapChunk, {
      params: { kind },
      query: { page },
    }),
  );
  if (!entries.length) throw new Response('Not found', { status: 404 });
  return xml(
    urlsetXml(
      origin,
      entries.map((e) => ({ path: (l) => pathOf(kind, e, l), lastmod: lastmod(e.updated_at) })),
    ),
  );
}
