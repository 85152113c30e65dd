// The taxonomy screens (issue 33 item 6) against the MSW API (mocks/taxonomy.ts), with real cookies: a visitor
// and a shopper get this site's 404 on every page and action (nothing changes); the admin lists and searches,
// creates a category with its Arabic title and a sub-category under it, renames a brand, is refused deleting
// a used brand (the reason in their language, as a toast), deletes an unused one, and a refused save answers
// the form with what was typed and the message next to its field; a brand's order and a collection's window on
// the home page are saved and read back, and a refused window (end not after start, a date that is none)
// keeps what was typed.
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import { runGet, runPost, toastOf, useFreshMockApi, SHOPPER } from '#tests/support/routes.ts';
import { loader as categoriesLoader } from '#app/routes/($lang).admin.categories._index.tsx';
import {
  action as categoryAction,
  loader as categoryLoader,
} from '#app/routes/($lang).admin.categories.$id.tsx';
import {
  action as brandAction,
  loader as brandLoader,
} from '#app/routes/($lang).admin.brands.$id.tsx';
import {
  action as collectionAction,
  loader as collectionLoader,
} from '#app/routes/($lang).admin.collections.$id.tsx';
import {
  action as attributeAction,
  loader as attributeLoader,
} from '#app/routes/($lang).admin.attributes.$id.tsx';

useFreshMockApi();

const ADMIN: SessionData = { token: MOCK_ADMIN.token };

describe('taxonomy screens: anyone but an admin', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
  ] as const)('%s gets this site’s 404 on every page and action', async (_, session) => {
    expect((await runGet(categoriesLoader, '/admin/categories', session)).status).toBe(404);
    expect((await runGet(categoryLoader, '/admin/categories/1', session, { id: '1' })).status).toBe(
      404,
    );
    expect(
      (await runGet(categoryLoader, '/admin/categories/new', session, { id: 'new' })).status,
    ).toBe(404);
    const post = await runPost(brandAction, '/admin/brands/2', { intent: 'delete' }, session, {
      id: '2',
    });
    expect(post.status).toBe(404);
    const saved = await runPost(categoryAction, '/admin/categories/new', { title: 'X' }, session, {
      id: 'new',
    });
    expect(saved.status).toBe(404);
    const list = await runGet(categoriesLoader, '/admin/categories', ADMIN);
    expect(list.data.list.data.map((c: { title: string }) => c.title)).toEqual([
      'Electronics',
      'Phones',
    ]);
    expect((await runGet(brandLoader, '/admin/brands/2', ADMIN, { id: '2' })).status).toBe(200);
  });
});

describe('taxonomy screens: the admin', () => {
  it('lists and searches, opens a record, and answers 404 for a bad id', async () => {
    const list = await runGet(categoriesLoader, '/fr/admin/categories?q=phon', ADMIN);
    expect(list.data).toMatchObject({ title: 'Catégories', kind: 'categories', q: 'phon' });
    expect(list.data.list.data.map((c: { title: string }) => c.title)).toEqual(['Phones']);
    const one = await runGet(categoryLoader, '/admin/categories/1', ADMIN, { id: '1' });
    expect(one.data.record.titles.ar).toBe('إلكترونيات');
    expect(one.data.parents).toEqual([]);
    expect((await runGet(categoryLoader, '/admin/categories/x', ADMIN, { id: 'x' })).status).toBe(
      404,
    );
    expect((await runGet(categoryLoader, '/admin/categories/99', ADMIN, { id: '99' })).status).toBe(
      404,
    );
  });

  it('creates a category with an Arabic title and a sub-category under it (post/redirect/get)', async () => {
    const made = await runPost(
      categoryAction,
      '/ar/admin/categories/new',
      {
        intent: 'save',
        title: 'Garden',
        title_ar: 'الحديقة',
        status: 'public',
        in_footer: 'on',
        sort: '2',
      },
      ADMIN,
      { id: 'new' },
    );
    expect(made.status).toBe(302);
    const to = made.headers.get('Location')!;
    expect(to).toMatch(/^\/ar\/admin\/categories\/\d+$/);
    expect(await toastOf(made.headers)).toEqual({ type: 'success', message: 'تم الحفظ.' });
    const id = to.split('/').pop()!;
    const page = await runGet(categoryLoader, to, ADMIN, { id });
    expect(page.data.record).toMatchObject({
      title: 'Garden',
      slug: 'garden',
      in_footer: true,
      titles: { ar: 'الحديقة' },
    });
    expect(page.data.record.audit).toHaveLength(1);
    const sub = await runPost(
      categoryAction,
      '/admin/categories/new',
      { intent: 'save', title: 'Seeds', parent_id: id },
      ADMIN,
      { id: 'new' },
    );
    expect(sub.status).toBe(302);
    const subPage = await runGet(categoryLoader, sub.headers.get('Location')!, ADMIN, {
      id: sub.headers.get('Location')!.split('/').pop()!,
    });
    expect(subPage.data.record).toMatchObject({ parent_id: Number(id), parent: 'Garden' });
    expect(subPage.data.parents.map((p: { title: string }) => p.title)).toContain('Garden');
  });

  it('renames a brand, refuses deleting a used one with the reason, deletes an unused one', async () => {
    const renamed = await runPost(
      brandAction,
      '/admin/brands/1',
      { intent: 'save', title: 'Acme Works', slug: 'acme', status: 'public', featured: 'on' },
      ADMIN,
      { id: '1' },
    );
    expect(renamed.headers.get('Location')).toBe('/admin/brands/1');
    expect(
      (await runGet(brandLoader, '/admin/brands/1', ADMIN, { id: '1' })).data.record.title,
    ).toBe('Acme Works');
    const refused = await runPost(brandAction, '/fr/admin/brands/1', { intent: 'delete' }, ADMIN, {
      id: '1',
    });
    expect(refused.headers.get('Location')).toBe('/fr/admin/brands/1');
    expect(await toastOf(refused.headers)).toEqual({
      type: 'error',
      message: 'Suppression impossible tant que des produits l’utilisent (12).',
    });
    const gone = await runPost(brandAction, '/admin/brands/2', { intent: 'delete' }, ADMIN, {
      id: '2',
    });
    expect(gone.headers.get('Location')).toBe('/admin/brands');
    expect(await toastOf(gone.headers)).toEqual({ type: 'success', message: 'Deleted.' });
    expect((await runGet(brandLoader, '/admin/brands/2', ADMIN, { id: '2' })).status).toBe(404);
  });

  it('answers a refused save with what was typed and the message next to its field', async () => {
    const empty = await runPost(
      categoryAction,
      '/admin/categories/new',
      { intent: 'save', title: ' ', title_fr: 'Jardin' },
      ADMIN,
      { id: 'new' },
    );
    expect(empty.status).toBe(400);
    expect(empty.data.error).toEqual({ title: ['Enter the title in English.'] });
    expect(empty.data.initialValue).toMatchObject({ title_fr: 'Jardin' });
    const badSlug = await runPost(
      categoryAction,
      '/admin/categories/new',
      { intent: 'save', title: 'X', slug: 'Bad Slug' },
      ADMIN,
      { id: 'new' },
    );
    expect(badSlug.data.error).toEqual({
      slug: ['A slug holds lower-case letters, digits and single hyphens.'],
    });
    const taken = await runPost(
      brandAction,
      '/tr/admin/brands/new',
      { intent: 'save', title: 'Another', slug: 'zenith' },
      ADMIN,
      { id: 'new' },
    );
    expect(taken.status).toBe(400);
    expect(taken.data.error).toEqual({ slug: ['Bu kısa ad zaten kullanılıyor.'] });
    expect(taken.data.initialValue).toMatchObject({ title: 'Another', slug: 'zenith' });
    const unknown = await runPost(brandAction, '/admin/brands/1', { intent: 'drop' }, ADMIN, {
      id: '1',
    });
    expect(unknown.status).toBe(400);
  });

  it('saves a brand’s order and a collection’s home window, and a refused window keeps what was typed', async () => {
    const saved = await runPost(
      brandAction,
      '/admin/brands/2',
      {
        intent: 'save',
        title: 'Zenith',
        slug: 'zenith',
        status: 'public',
        featured: 'on',
        sort: '4',
        starts_at: '2026-12-24T18:00',
        ends_at: '2027-01-06T09:30',
      },
      ADMIN,
      { id: '2' },
    );
    expect(saved.headers.get('Location')).toBe('/admin/brands/2');
    expect(await toastOf(saved.headers)).toEqual({ type: 'success', message: 'Saved.' });
    const brand = (await runGet(brandLoader, '/admin/brands/2', ADMIN, { id: '2' })).data.record;
    expect(brand).toMatchObject({
      sort: 4,
      starts_at: '2026-12-24 18:00:00',
      ends_at: '2027-01-06 09:30:00',
    });
    const cleared = await runPost(
      collectionAction,
      '/admin/collections/1',
      { intent: 'save', title: 'Summer picks', starts_at: '', ends_at: '2027-01-01T00:00' },
      ADMIN,
      { id: '1' },
    );
    expect(cleared.headers.get('Location')).toBe('/admin/collections/1');
    expect(
      (await runGet(collectionLoader, '/admin/collections/1', ADMIN, { id: '1' })).data.record,
    ).toMatchObject({ starts_at: null, ends_at: '2027-01-01 00:00:00' });
    const typed = {
      intent: 'save',
      title: 'Summer picks',
      title_fr: 'Sélection d’été',
      starts_at: '2027-02-01T10:00',
      ends_at: '2027-02-01T10:00',
    };
    const refused = await runPost(collectionAction, '/fr/admin/collections/1', typed, ADMIN, {
      id: '1',
    });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toEqual({
      ends_at: ['La fin du calendrier doit suivre son début.'],
    });
    expect(refused.data.initialValue).toMatchObject({
      title_fr: 'Sélection d’été',
      starts_at: '2027-02-01T10:00',
      ends_at: '2027-02-01T10:00',
    });
    const badDate = await runPost(
      categoryAction,
      '/admin/categories/1',
      { intent: 'save', title: 'Electronics', starts_at: '2026-02-30T10:00' },
      ADMIN,
      { id: '1' },
    );
    expect(badDate.data.error).toEqual({
      starts_at: ['A date must be a date and time such as 2026-12-24 18:00.'],
    });
    expect(
      (await runGet(collectionLoader, '/admin/collections/1', ADMIN, { id: '1' })).data.record,
    ).toMatchObject({ title: 'Summer picks', ends_at: '2027-01-01 00:00:00' });
  });

  it('saves an attribute’s values: blank new rows dropped, a used value’s removal refused', async () => {
    const refused = await runPost(
      attributeAction,
      '/admin/attributes/1',
      {
        intent: 'save',
        title: 'Color',
        'values[0].id': '1',
        'values[0].title': 'Red',
        'values[0].remove': 'on',
        'values[1].id': '2',
        'values[1].title': 'Blue',
        'values[2].title': '',
      },
      ADMIN,
      { id: '1' },
    );
    expect(refused.status).toBe(400);
    expect(refused.data.error).toEqual({
      '': ['“Red” cannot be removed while products use it (3).'],
    });
    const saved = await runPost(
      attributeAction,
      '/admin/attributes/1',
      {
        intent: 'save',
        title: 'Colour',
        'values[0].id': '1',
        'values[0].title': 'Red',
        'values[1].id': '2',
        'values[1].title': 'Blue',
        'values[1].remove': 'on',
        'values[2].title': 'Green',
        'values[2].title_ar': 'أخضر',
        'values[3].title': '',
      },
      ADMIN,
      { id: '1' },
    );
    expect(saved.status).toBe(302);
    const page = await runGet(attributeLoader, '/admin/attributes/1', ADMIN, { id: '1' });
    expect(page.data.record.values.map((v: { title: string }) => v.title)).toEqual([
      'Red',
      'Green',
    ]);
    expect(page.data.record.values[1].titles.ar).toBe('أخضر');
  });
});
