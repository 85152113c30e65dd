// The taxonomy's admin API (issue 33 item 6) on SQLite and PostgreSQL: create, edit and delete each kind with
// its titles in five languages; slugs unique and made from the title; deletes of rows products use (and of a
// category with sub-categories) refused with the reason; an audit row for every change and none for a refusal;
// a visitor, a shopper and a bad token get the envelope's 404 on every endpoint and nothing is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type EndpointDef } from '#contract/endpoint.ts';
import { taxonomyEndpoints } from '#contract/taxonomy/endpoints.ts';
import { catalogueVersion } from '../db/catalogue-version.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import {
  callApi,
  demoAdminToken,
  shopperToken as shopperTokenOf,
  useApiOver,
} from '../test-api.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('taxonomy admin API on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 40 });
  let adminToken = '';
  let shopperToken = '';
  const admin = (method: string, path: string, body?: unknown) =>
    callApi(fx.api, method, path, { body, token: adminToken });
  const audit = (subject: string, id: number) =>
    fx.tdb.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('subject', '=', subject)
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();
  const count = async (table: 'admin_audit' | 'translations' | 'categories') =>
    Number(
      (
        await fx.tdb.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    adminToken = await demoAdminToken(fx.api);
    shopperToken = await shopperTokenOf(fx.tdb.db);
  }, 180_000);

  it('answers the envelope 404 to a visitor, a shopper and a bad token on every endpoint, writing nothing', async () => {
    const before = [
      await count('admin_audit'),
      await count('translations'),
      await count('categories'),
    ];
    for (const [key, e] of Object.entries(taxonomyEndpoints) as [string, EndpointDef][]) {
      const path = `/${fillPath(e.path, { id: '1' })}`;
      const body = e.method === 'POST' ? { id: 1, title: 'Hacked', values: [] } : undefined;
      for (const token of [undefined, shopperToken, 'x'.repeat(43)]) {
        const r = await callApi(fx.api, e.method, path, { body, token });
        expect([key, r.status, r.data]).toEqual([key, 404, { form: ['Not found'] }]);
      }
    }
    expect([
      await count('admin_audit'),
      await count('translations'),
      await count('categories'),
    ]).toEqual(before);
  });

  it('creates a category with its titles, a sub-category under it, edits and deletes them, each audited', async () => {
    const version = await catalogueVersion(fx.tdb.db);
    const made = await admin('POST', '/admin/categories/save', {
      title: 'Garden Tools',
      title_ar: 'أدوات الحديقة',
      title_fr: 'Outils de jardin',
      status: 'public',
      in_footer: 'on',
      sort: '3',
    });
    expect(made, JSON.stringify(made)).toMatchObject({
      status: 200,
      data: { slug: 'garden-tools' },
    });
    const id = made.data.id as number;
    expect(await catalogueVersion(fx.tdb.db)).not.toBe(version);
    const one = await admin('GET', `/admin/categories/${id}`);
    expect(one.data).toMatchObject({
      title: 'Garden Tools',
      titles: { en: 'Garden Tools', ar: 'أدوات الحديقة', fr: 'Outils de jardin', tr: '', hi: '' },
      slug: 'garden-tools',
      in_footer: true,
      featured: false,
      status: 'public',
      sort: 3,
      products: 0,
      children: 0,
    });
    // The storefront's own answers show it, translated.
    const ar = await callApi(fx.api, 'GET', '/categories', { language: 'ar' });
    expect(JSON.stringify(ar.data)).toContain('أدوات الحديقة');

    const sub = await admin('POST', '/admin/categories/save', {
      title: 'Spades',
      parent_id: id,
      title_hi: 'फावड़े',
    });
    expect(sub.status, JSON.stringify(sub)).toBe(200);
    expect((await admin('GET', `/admin/categories/${sub.data.id}`)).data).toMatchObject({
      parent_id: id,
      parent: 'Garden Tools',
    });
    // A sub-category is not a parent; the parent with children is not deleted nor made a sub-category.
    expect(
      await admin('POST', '/admin/categories/save', { title: 'Deep', parent_id: sub.data.id }),
    ).toMatchObject({
      status: 201,
      data: { form: ['The parent must be another top-level category.'] },
    });
    const top = await fx.tdb.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .where('id', '!=', id)
      .executeTakeFirstOrThrow();
    expect(
      await admin('POST', '/admin/categories/save', {
        id,
        title: 'Garden Tools',
        parent_id: top.id,
      }),
    ).toMatchObject({ status: 201 });
    expect(await admin('POST', '/admin/categories/delete', { id })).toMatchObject({
      status: 201,
      data: { form: ['This category has sub-categories.'] },
    });

    // Edit: the title, the slug by hand, a translation removed.
    const edited = await admin('POST', '/admin/categories/save', {
      id,
      title: 'Garden',
      slug: 'the-garden',
      title_ar: 'الحديقة',
      title_fr: '',
    });
    expect(edited).toMatchObject({ status: 200, data: { id, slug: 'the-garden' } });
    expect((await admin('GET', `/admin/categories/${id}`)).data.titles).toEqual({
      en: 'Garden',
      fr: '',
      ar: 'الحديقة',
      tr: '',
      hi: '',
    });
    const rows = await audit('category', id);
    expect(rows.map((r) => r.action)).toEqual(['category:create', 'category:update']);
    expect(JSON.parse(rows[1]!.before)).toMatchObject({
      title: 'Garden Tools',
      slug: 'garden-tools',
    });
    expect(JSON.parse(rows[1]!.after)).toMatchObject({ title: 'Garden', slug: 'the-garden' });
    expect(rows[1]!.admin_name).toBeTruthy();

    expect(await admin('POST', '/admin/categories/delete', { id: sub.data.id })).toMatchObject({
      status: 200,
    });
    // A home slider's link to it goes with it.
    await fx.tdb.db
      .insertInto('source_links')
      .values({ owner_type: 'slider', owner_id: 1, target_type: 'category', target_id: id })
      .execute();
    expect(await admin('POST', '/admin/categories/delete', { id })).toMatchObject({ status: 200 });
    const links = await fx.tdb.db
      .selectFrom('source_links')
      .select('id')
      .where('target_type', '=', 'category')
      .where('target_id', '=', id)
      .execute();
    expect(links).toEqual([]);
    expect((await admin('GET', `/admin/categories/${id}`)).status).toBe(404);
    expect((await audit('category', id)).map((r) => r.action)).toEqual([
      'category:create',
      'category:update',
      'category:delete',
    ]);
    const left = await fx.tdb.db
      .selectFrom('translations')
      .select('id')
      .where('table_name', '=', 'categories')
      .where('row_id', 'in', [id, sub.data.id])
      .execute();
    expect(left).toEqual([]);
    expect((await admin('POST', '/admin/categories/delete', { id })).status).toBe(404);
  });

  it('keeps slugs unique: a typed one taken is refused, one made from the title gets a number', async () => {
    const a = await admin('POST', '/admin/brands/save', { title: 'Acme Unique', featured: true });
    const b = await admin('POST', '/admin/brands/save', { title: 'Acme  Unique!' });
    expect([a.data.slug, b.data.slug]).toEqual(['acme-unique', 'acme-unique-2']);
    const taken = await admin('POST', '/admin/brands/save', {
      title: 'Other',
      slug: 'acme-unique',
    });
    expect(taken).toMatchObject({ status: 201, data: { form: ['This slug is already in use.'] } });
    const bad = await admin('POST', '/admin/brands/save', { title: 'Other', slug: 'Not a slug!' });
    expect(bad.status).toBe(201);
    const arabic = await admin('POST', '/admin/collections/save', { title: 'مجموعة' });
    expect(arabic.data.slug).toMatch(/^collection-[a-z0-9]+$/);
    const tag = await admin('POST', '/admin/tags/save', { title: 'unique-tag' });
    expect(tag.status).toBe(200);
    expect(await admin('POST', '/admin/tags/save', { title: 'unique-tag' })).toMatchObject({
      status: 201,
      data: { form: ['This title is already in use.'] },
    });
    expect((await audit('brand', b.data.id)).length).toBe(1);
    expect((await audit('brand', 0)).length).toBe(0);
  });

  it('refuses to delete a brand, collection, tag or attribute products use, with the reason', async () => {
    const brand = await fx.tdb.db
      .selectFrom('products')
      .select((eb) => ['brand_id', eb.fn.countAll().as('n')])
      .where('brand_id', 'is not', null)
      .groupBy('brand_id')
      .executeTakeFirstOrThrow();
    const n = Number(brand.n);
    const r = await admin('POST', '/admin/brands/delete', { id: brand.brand_id });
    expect(r).toMatchObject({
      status: 201,
      data: { form: [`Used by ${n} ${n === 1 ? 'product' : 'products'}.`] },
    });
    expect((await admin('GET', `/admin/brands/${brand.brand_id}`)).data.products).toBe(n);
    expect((await audit('brand', Number(brand.brand_id))).length).toBe(0);
    const list = await admin('GET', '/admin/brands?q=');
    expect(list.data.data.length).toBeGreaterThan(0);

    const pc = await fx.tdb.db
      .selectFrom('product_collections')
      .select('collection_id')
      .executeTakeFirstOrThrow();
    expect(
      (await admin('POST', '/admin/collections/delete', { id: pc.collection_id })).data.form[0],
    ).toMatch(/^Used by \d+ products?\.$/);

    const tagged = await fx.tdb.db
      .selectFrom('products')
      .select('tags')
      .where('tags', 'is not', null)
      .executeTakeFirstOrThrow();
    const tagTitle = tagged.tags!.split(',')[0]!;
    const tag = await fx.tdb.db
      .selectFrom('tags')
      .select('id')
      .where('title', '=', tagTitle)
      .executeTakeFirstOrThrow();
    expect((await admin('POST', '/admin/tags/delete', { id: tag.id })).data.form[0]).toMatch(
      /^Used by/,
    );
    // Renaming a tag renames it on its products, and in a banner's tag list.
    const banner = await fx.tdb.db.selectFrom('banners').select('id').executeTakeFirstOrThrow();
    await fx.tdb.db
      .updateTable('banners')
      .set({ tags: `other,${tagTitle}` })
      .where('id', '=', banner.id)
      .execute();
    const renamed = await admin('POST', '/admin/tags/save', {
      id: tag.id,
      title: `${tagTitle}-x`,
      title_fr: 'x',
    });
    expect(renamed.status).toBe(200);
    const still = await fx.tdb.db.selectFrom('products').select('tags').execute();
    expect(still.some((p) => (p.tags ?? '').split(',').includes(`${tagTitle}-x`))).toBe(true);
    expect(still.some((p) => (p.tags ?? '').split(',').includes(tagTitle))).toBe(false);
    expect(
      (
        await fx.tdb.db
          .selectFrom('banners')
          .select('tags')
          .where('id', '=', banner.id)
          .executeTakeFirstOrThrow()
      ).tags,
    ).toBe(`other,${tagTitle}-x`);

    const used = await fx.tdb.db
      .selectFrom('inventory_attributes as ia')
      .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id')
      .select(['v.attribute_id', 'v.id'])
      .executeTakeFirstOrThrow();
    expect(
      (await admin('POST', '/admin/attributes/delete', { id: used.attribute_id })).data.form[0],
    ).toMatch(/^Used by/);
    const attr = (await admin('GET', `/admin/attributes/${used.attribute_id}`)).data;
    // Removing a used value is refused; nothing changes.
    const without = await admin('POST', '/admin/attributes/save', {
      id: attr.id,
      title: attr.title,
      values: attr.values
        .filter((v: { id: number }) => v.id !== used.id)
        .map((v: { id: number; title: string }) => ({ id: v.id, title: v.title })),
    });
    expect(without).toMatchObject({ status: 201 });
    expect(without.data.form[0]).toMatch(/^The value “.+” is used by \d+ products?\.$/);
    expect((await admin('GET', `/admin/attributes/${attr.id}`)).data.values.length).toBe(
      attr.values.length,
    );
  });

  it('saves an attribute with its values and their translations, renames and removes an unused value', async () => {
    const made = await admin('POST', '/admin/attributes/save', {
      title: 'Finish',
      title_tr: 'Yüzey',
      values: [
        { title: 'Matte', title_ar: 'مطفي' },
        { title: 'Gloss', title_fr: 'Brillant' },
      ],
    });
    expect(made.status, JSON.stringify(made)).toBe(200);
    const one = (await admin('GET', `/admin/attributes/${made.data.id}`)).data;
    expect(one.titles.tr).toBe('Yüzey');
    expect(
      one.values.map((v: { title: string; titles: { ar: string; fr: string } }) => [
        v.title,
        v.titles.ar,
        v.titles.fr,
      ]),
    ).toEqual([
      ['Matte', 'مطفي', ''],
      ['Gloss', '', 'Brillant'],
    ]);
    const [matte] = one.values;
    const saved = await admin('POST', '/admin/attributes/save', {
      id: one.id,
      title: 'Finish',
      values: [{ id: matte.id, title: 'Satin', title_ar: 'ساتان' }],
    });
    expect(saved.status).toBe(200);
    const after = (await admin('GET', `/admin/attributes/${one.id}`)).data;
    expect(after.values.map((v: { title: string }) => v.title)).toEqual(['Satin']);
    expect(after.titles.tr).toBe('');
    expect(
      await admin('POST', '/admin/attributes/save', {
        id: one.id,
        title: 'Finish',
        values: [{ id: 999999, title: 'X' }],
      }),
    ).toMatchObject({ status: 201 });
    expect((await admin('POST', '/admin/attributes/delete', { id: one.id })).status).toBe(200);
    expect((await audit('attribute', one.id)).map((r) => r.action)).toEqual([
      'attribute:create',
      'attribute:update',
      'attribute:delete',
    ]);
  });

  it('lists with search and pages, and answers 404 for an unknown record', async () => {
    const list = await admin('GET', '/admin/categories?q=%25');
    expect(list.status).toBe(200);
    expect(list.data.data).toEqual([]);
    const top = await admin('GET', '/admin/categories?top=1');
    expect(top.data.per_page).toBe(200);
    expect(top.data.data.every((c: { parent_id: number | null }) => c.parent_id === null)).toBe(
      true,
    );
    expect(top.data.data.length).toBeGreaterThan(1);
    const all = await admin('GET', '/admin/categories?page=2');
    expect(all.data.current_page).toBe(2);
    expect((await admin('GET', '/admin/tags/999999')).status).toBe(404);
    expect((await admin('GET', '/admin/tags/abc')).status).toBe(404);
    expect((await admin('POST', '/admin/tags/save', { id: 999999, title: 'x' })).status).toBe(404);
    expect((await admin('POST', '/admin/tags/save', { title: '' })).status).toBe(201);
  });
});
