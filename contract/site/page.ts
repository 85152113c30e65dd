// GET page/{slug} (docs/api-reference.md §8.9).
import { z, int, opt } from '../zod.ts';
import { linkFields } from '../shapes.ts';

export const SlugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(190)
    .regex(/^[a-z0-9][a-z0-9-_]*$/i),
});

const SitemapItem = z.object({ ...linkFields, updated_at: opt(z.string()) });

export const PageDataSchema = z.object({
  slug: z.string(),
  title: opt(z.string()),
  meta_title: opt(z.string()),
  meta_description: opt(z.string()),
  description: opt(z.string()),
  page_from_component: opt(int),
  categories: z.array(SitemapItem).optional(),
  products: z.array(SitemapItem).optional(),
  client_base: opt(z.string()),
});
