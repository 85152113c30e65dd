// GET sitemap and GET sitemap/{kind}?page= — (proposed) extension for the storefront's sitemap.xml: what
// exists (public records only) in chunks small enough that one storefront sitemap file (every record in
// each of the five languages) stays within the protocol's 50,000 URLs.
import { z, int, opt } from '../zod.ts';
import { mustBeOneOf } from '../messages.ts';

export const SITEMAP_KINDS = ['products', 'categories', 'brands', 'stores', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
/** Records per chunk: × 5 languages = 50,000 URLs, the sitemap protocol's limit per file. */
export const SITEMAP_CHUNK = 10_000;

export const SitemapDataSchema = z.object({
  chunk: int,
  counts: z.object(
    Object.fromEntries(SITEMAP_KINDS.map((k) => [k, int])) as Record<SitemapKind, typeof int>,
  ),
});

export const SitemapParamsSchema = z.object({
  kind: z.enum(SITEMAP_KINDS, { error: mustBeOneOf('kind', SITEMAP_KINDS) }),
});

const SitemapEntrySchema = z.object({
  id: int,
  slug: opt(z.string()),
  /** categories: the parent's slug (sub-category URLs are /all/{parent}/{slug}) */
  parent: opt(z.string()),
  updated_at: opt(z.string()),
});
export const SitemapChunkDataSchema = z.array(SitemapEntrySchema);
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;
