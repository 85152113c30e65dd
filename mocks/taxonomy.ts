// The taxonomy of the mock API (issue 33 item 6): a few categories (one with a sub-category), brands (one used
// by 12 products), a collection, a tag and an attribute with two values, kept in memory per kind; the demo
// administrator lists, opens, saves and deletes them like the API (slugs unique, used rows refused with the
// reason, an audit row per change). Anyone else gets the 404 (mock.ts).
import { taxonomy } from '#contract/taxonomy/endpoints.ts';
import { formError, notFound, ok } from '#contract/envelope.ts';
import {
  TAXONOMY_KINDS,
  TaxonomyMessages,
  slugOf,
  usedByMessage,
  valueUsedMessage,
  type TaxonomyItem,
  type TaxonomyKind,
  type TaxonomyRecord,
} from '#contract/taxonomy/schemas.ts';
import { mockCell, MOCK_ADMIN } from './identity.ts';
import { TaxonomyImageMessages, taxonomyImages } from '#contract/taxonomy/images.ts';
import { mock, mockRecord } from './mock.ts';
import { page } from './catalog.fixtures.ts';

type Rec = TaxonomyRecord;
type Body = Record<string, unknown> & { id?: number; title: string; slug?: string };

const titles = (en: string, more: Partial<Record<'fr' | 'ar' | 'tr' | 'hi', string>> = {}) => ({
  en,
  fr: '',
  ar: '',
  tr: '',
  hi: '',
  ...more,
});
const rec = (id: number, title: string, fields: Partial<Rec> = {}): Rec => ({
  id,
  title,
  titles: titles(title, fields.titles),
  products: 0,
  audit: [],
  ...fields,
});
const visible = { status: 'public' as const, featured: false };
/** The window on the home page of a category, brand or collection (null: no bound). */
const always = { starts_at: null, ends_at: null };

const fixtures = (): Record<TaxonomyKind, Rec[]> => ({
  categories: [
    rec(1, 'Electronics', {
      ...visible,
      ...always,
      slug: 'electronics',
      sort: 0,
      in_footer: true,
      parent_id: null,
      products: 12,
      children: 1,
      titles: titles('Electronics', { ar: 'إلكترونيات', fr: 'Électronique' }),
    }),
    rec(2, 'Phones', {
      ...visible,
      ...always,
      slug: 'phones',
      sort: 1,
      in_footer: false,
      parent_id: 1,
      parent: 'Electronics',
      children: 0,
    }),
  ],
  brands: [
    rec(1, 'Acme', { ...visible, ...always, slug: 'acme', featured: true, sort: 0, products: 12 }),
    rec(2, 'Zenith', { ...visible, ...always, slug: 'zenith', sort: 1 }),
  ],
  collections: [
    rec(1, 'Summer picks', {
      status: 'public',
      ...always,
      slug: 'summer-picks',
      sort: 0,
      products: 4,
    }),
  ],
  tags: [rec(1, 'wireless', { products: 5 })],
  attributes: [
    rec(1, 'Color', {
      products: 3,
      values: [
        { id: 1, title: 'Red', titles: titles('Red'), products: 3 },
        { id: 2, title: 'Blue', titles: titles('Blue'), products: 0 },
      ],
    }),
  ],
});

const store = mockCell(fixtures);
const rows = (kind: TaxonomyKind) => store.get()[kind];
const titlesOf = (b: Body) =>
  titles(b.title, {
    fr: String(b.title_fr ?? ''),
    ar: String(b.title_ar ?? ''),
    tr: String(b.title_tr ?? ''),
    hi: String(b.title_hi ?? ''),
  });
const snapshot = ({ audit: _a, ...r }: Rec) => ({ ...r }) as Record<string, unknown>;

function audited(kind: TaxonomyKind, r: Rec, action: string, before: Record<string, unknown>) {
  r.audit.push({
    id: r.audit.length + 1,
    admin: { id: MOCK_ADMIN.id, name: MOCK_ADMIN.name },
    action: `${kind === 'categories' ? 'category' : kind.slice(0, -1)}:${action}`,
    before,
    after: action === 'delete' ? {} : snapshot(r),
    created: new Date().toISOString(),
  });
}

/** The body's fields as the record shows them (a kind keeps only the fields it has). */
function apply(kind: TaxonomyKind, r: Rec, b: Body) {
  r.title = b.title;
  r.titles = titlesOf(b);
  if ('slug' in r) r.slug = b.slug || slugOf(b.title) || `item-${r.id}`;
  if ('status' in r) r.status = b.status === 'hidden' ? 'hidden' : 'public';
  for (const f of ['featured', 'in_footer'] as const) if (f in r) r[f] = b[f] === true;
  if ('sort' in r) r.sort = Number(b.sort ?? 0);
  for (const f of ['starts_at', 'ends_at'] as const)
    if (f in r) r[f] = (b[f] as string | undefined) ?? null;
  if (kind === 'categories') {
    r.parent_id = (b.parent_id as number | undefined) ?? null;
    r.parent = rows(kind).find((p) => p.id === r.parent_id)?.title ?? null;
    r.meta_title = (b.meta_title as string | undefined) ?? null;
    r.meta_description = (b.meta_description as string | undefined) ?? null;
  }
  if (kind === 'attributes') {
    const given = (b.values as Body[] | undefined) ?? [];
    const old = r.values ?? [];
    const next = old.length ? Math.max(...old.map((v) => v.id)) + 1 : 1;
    r.values = given.map((v, k) => ({
      id: v.id ?? next + k,
      title: v.title,
      titles: titlesOf(v),
      products: old.find((o) => o.id === v.id)?.products ?? 0,
    }));
  }
}

function save(kind: TaxonomyKind, b: Body) {
  const list = rows(kind);
  const found = b.id !== undefined ? list.find((r) => r.id === b.id) : undefined;
  if (b.id !== undefined && !found) return notFound(TaxonomyMessages.notFound);
  if (b.slug && list.some((r) => r.slug === b.slug && r.id !== b.id))
    return formError(TaxonomyMessages.slugTaken);
  if (kind === 'tags' && list.some((r) => r.title === b.title && r.id !== b.id))
    return formError(TaxonomyMessages.titleTaken);
  if (kind === 'attributes' && found) {
    const kept = new Set(((b.values as Body[] | undefined) ?? []).map((v) => v.id));
    const used = (found.values ?? []).find((v) => !kept.has(v.id) && v.products > 0);
    if (used) return formError(valueUsedMessage(used.title, used.products));
  }
  const template = found ?? structuredClone(fixtures()[kind][0]!);
  const before = found ? snapshot(found) : {};
  const r = found ?? {
    ...template,
    id: Math.max(0, ...list.map((x) => x.id)) + 1,
    products: 0,
    audit: [],
  };
  if (!found) {
    if (kind === 'categories') r.children = 0;
    if (kind === 'attributes') r.values = [];
    list.push(r);
  }
  apply(kind, r, b);
  audited(kind, r, found ? 'update' : 'create', before);
  return ok({ id: r.id, ...(r.slug ? { slug: r.slug } : {}) }, TaxonomyMessages.saved);
}

function remove(kind: TaxonomyKind, id: number) {
  const list = rows(kind);
  const r = list.find((x) => x.id === id);
  if (!r) return notFound(TaxonomyMessages.notFound);
  if (r.products > 0) return formError(usedByMessage(r.products));
  if (list.some((x) => x.parent_id === id)) return formError(TaxonomyMessages.hasChildren);
  list.splice(list.indexOf(r), 1);
  return ok({ id }, TaxonomyMessages.deleted);
}

const item = ({ titles: _t, audit: _a, values, ...r }: Rec): TaxonomyItem => ({
  ...r,
  ...(values ? { values: values.length } : {}),
});

const handlersOf = (kind: TaxonomyKind) => {
  const E = taxonomy[kind];
  return [
    ...mock(E.list, ({ query }) => {
      const q = query.q?.toLowerCase();
      const list = rows(kind).filter(
        (r) =>
          (!q || r.title.toLowerCase().includes(q) || r.slug?.includes(q)) &&
          (!query.top || r.parent_id == null),
      );
      const p = Math.max(1, Number(query.page) || 1);
      return ok(
        page(list.slice((p - 1) * 25, p * 25).map(item), list.length, p, 25, `admin/${kind}`),
      );
    }),
    ...mockRecord(E.one, (id) => rows(kind).find((r) => r.id === id), TaxonomyMessages.notFound),
    ...mock(E.save, ({ body }) => save(kind, body as Body)),
    ...mock(E.remove, ({ body }) => remove(kind, body.id)),
  ];
};

export const taxonomyHandlers = [
  ...TAXONOMY_KINDS.flatMap(handlersOf),
  // A category's or brand's picture: any non-empty file is taken (the mock does not decode it).
  ...(['categories', 'brands'] as const).flatMap((kind) =>
    mock(taxonomyImages[kind], async ({ request }) => {
      const form = await request.formData().catch(() => null);
      const r = rows(kind).find((x) => x.id === Number(form?.get('id')));
      if (!r) return notFound(TaxonomyMessages.notFound);
      const file = form?.get('image');
      if (!(file instanceof File) || file.size === 0)
        return formError(TaxonomyImageMessages.missing);
      const before = snapshot(r);
      r.image = `${kind}/mock-${r.id}.webp`;
      audited(kind, r, 'image', before);
      return ok({ id: r.id, image: r.image }, TaxonomyImageMessages.saved);
    }),
  ),
];
