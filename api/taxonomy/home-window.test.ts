// The home page's featured categories and brands and its collections follow their window (issue 35 item 1,
// decision 151), on SQLite and PostgreSQL: staff set "featured from/until" on the taxonomy screens; outside it
// a featured category or brand is not featured on /home and a collection is not shown there, inside it (or
// with no bound) it is, with its translated title; a category outside its window is still listed in
// /categories. Featured brands follow their order, then id. A save with an end not after its start, or a
// date that is none, is refused with the schedule's message and writes nothing; a save is audited with the
// window in its before and after.
import { beforeAll, describe, expect, it } from 'vitest';
import { ScheduleMessages } from '#contract/admin/schedule.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { callApi, demoAdminToken, useApiOver } from '../test-api.ts';

const dialects = await dialectsUnderTest();
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString().slice(0, 16);
const DAY = 86_400_000;
const WINDOWS = {
  past: { starts_at: iso(-2 * DAY), ends_at: iso(-DAY) },
  future: { starts_at: iso(DAY) },
  inside: { starts_at: iso(-DAY), ends_at: iso(DAY) },
  open: {},
} as const;
type Home = {
  featured_categories: { id: number; title: string }[];
  featured_brands: { id: number; title: string }[];
  collections: { id: number; title: string }[];
};

describe.each(dialects)(
  'the home page’s windows of categories, brands and collections on %s',
  (dialect) => {
    const fx = useApiOver(dialect, { seed: 40 });
    let admin = '';
    let productId = 0;
    beforeAll(async () => {
      admin = await demoAdminToken(fx.api);
      // Only this file's rows are featured, so the home page's limits (12 categories, 15 brands) cut none.
      const db = fx.tdb.db;
    const shown = (await callApi(fx.api, 'GET', '/home')).data as {
      collections: { product_collections: { product_id: number }[] }[];
    };
    productId = shown.collections[0]!.product_collections[0]!.product_id;
    await db.updateTable('categories').set({ featured: 2, sort: 1 }).execute();
    await db.updateTable('brands').set({ featured: 2 }).execute();
    await db.updateTable('collections').set({ status: 2 }).execute();
  }, 180_000);

    const save = (kind: string, body: Record<string, unknown>) =>
      callApi(fx.api, 'POST', `/admin/${kind}/save`, { body, token: admin });
    const home = async (language?: string) =>
      (await callApi(fx.api, 'GET', '/home', { language })).data as Home;
    const made = async (kind: string, body: Record<string, unknown>) => {
      const r = await save(kind, body);
      expect(r.status, JSON.stringify(r)).toBe(200);
      return r.data.id as number;
    };
    const audits = (subject: string, id: number) =>
      fx.tdb.db
        .selectFrom('admin_audit')
        .select(['action', 'before', 'after'])
        .where('subject', '=', subject)
        .where('subject_id', '=', id)
        .orderBy('id')
        .execute();

    it('a featured category or brand, and a collection, is on /home only inside its window', async () => {
      const ids: Record<string, Record<keyof typeof WINDOWS, number>> = {};
      for (const kind of ['categories', 'brands', 'collections'] as const) {
        ids[kind] = {} as Record<keyof typeof WINDOWS, number>;
        for (const [name, window] of Object.entries(WINDOWS) as [keyof typeof WINDOWS, object][]) {
          const title = `${name} ${kind} ${dialect}`;
          const id = await made(kind, {
            title,
            title_ar: `عربي ${name} ${kind}`,
            status: 'public',
            featured: 'on',
            sort: '0',
            ...window,
          });
          ids[kind][name] = id;
          if (kind === 'collections')
            await fx.tdb.db
              .insertInto('product_collections')
              .values({ collection_id: id, product_id: productId })
              .execute();
        }
      }
      const h = await home();
      const shown = {
        categories: h.featured_categories.map((c) => c.id),
        brands: h.featured_brands.map((b) => b.id),
        collections: h.collections.map((c) => c.id),
      };
      for (const kind of ['categories', 'brands', 'collections'] as const) {
        const w = ids[kind]!;
        expect([kind, new Set(shown[kind])]).toEqual([kind, new Set([w.inside, w.open])]);
      }
      const ar = await home('ar');
      expect(ar.featured_brands.find((b) => b.id === ids.brands!.inside)?.title).toBe(
        'عربي inside brands',
      );
      expect(ar.featured_categories.find((c) => c.id === ids.categories!.open)?.title).toBe(
        'عربي open categories',
      );
      expect(ar.collections.find((c) => c.id === ids.collections!.inside)?.title).toBe(
        'عربي inside collections',
      );
      // Outside its window a category is still a category: listed with the others.
      const listed = await callApi(fx.api, 'GET', '/categories');
      const top = (listed.data.data as { id: number }[]).map((c) => c.id);
      expect(top).toContain(ids.categories!.past);
      expect(top).toContain(ids.categories!.future);
      // Its window over, a featured brand leaves the home page; cleared, it comes back.
      const brand = ids.brands!.inside;
      const base = {
        id: brand,
        title: `inside brands ${dialect}`,
        featured: 'on',
        status: 'public',
      };
      await made('brands', { ...base, ...WINDOWS.past });
      expect((await home()).featured_brands.map((b) => b.id)).not.toContain(brand);
      await made('brands', base);
      expect((await home()).featured_brands.map((b) => b.id)).toContain(brand);
      const [, ended, cleared] = await audits('brand', brand);
      expect(ended!.action).toBe('brand:update');
      expect(JSON.parse(ended!.after)).toMatchObject({
        starts_at: WINDOWS.past.starts_at.replace('T', ' ') + ':00',
        ends_at: WINDOWS.past.ends_at.replace('T', ' ') + ':00',
      });
      expect(JSON.parse(cleared!.before)).toMatchObject({ ends_at: expect.any(String) });
      expect(JSON.parse(cleared!.after)).toMatchObject({ starts_at: null, ends_at: null });
    });

    it('featured brands follow their order, then id', async () => {
      await fx.tdb.db.updateTable('brands').set({ featured: 2 }).execute();
      const third = await made('brands', { title: `Third ${dialect}`, featured: 'on', sort: '7' });
      const first = await made('brands', { title: `First ${dialect}`, featured: 'on', sort: '1' });
      const tieA = await made('brands', { title: `Tie A ${dialect}`, featured: 'on', sort: '3' });
      const tieB = await made('brands', { title: `Tie B ${dialect}`, featured: 'on', sort: '3' });
      expect((await home()).featured_brands.map((b) => b.id)).toEqual([first, tieA, tieB, third]);
      const one = await callApi(fx.api, 'GET', `/admin/brands/${third}`, { token: admin });
      expect(one.data).toMatchObject({ sort: 7, starts_at: null, ends_at: null });
    });

    it('refuses an end not after its start, or a date that is none, and writes nothing', async () => {
      const existing = await made('collections', { title: `Kept ${dialect}`, ...WINDOWS.inside });
      const count = async (table: 'categories' | 'brands' | 'collections' | 'admin_audit') =>
        Number(
          (
            await fx.tdb.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const tables = ['categories', 'brands', 'collections', 'admin_audit'] as const;
      const before = await Promise.all(tables.map(count));
      const row = () =>
        fx.tdb.db
          .selectFrom('collections')
          .selectAll()
          .where('id', '=', existing)
          .executeTakeFirstOrThrow();
      const kept = await row();
      const at = iso(DAY);
      const cases: [string, Record<string, unknown>, string][] = [
        ['categories', { title: 'x', starts_at: at, ends_at: at }, ScheduleMessages.endBeforeStart],
        ['brands', { title: 'x', starts_at: at, ends_at: iso(0) }, ScheduleMessages.endBeforeStart],
        [
          'collections',
          { id: existing, title: 'x', starts_at: at, ends_at: iso(-DAY) },
          ScheduleMessages.endBeforeStart,
        ],
        ['brands', { title: 'x', starts_at: '2026-02-30T10:00' }, ScheduleMessages.badDate],
        ['collections', { title: 'x', ends_at: 'tomorrow' }, ScheduleMessages.badDate],
        ['brands', { title: 'x', sort: '-1' }, 'sort is required'],
      ];
      for (const [kind, body, message] of cases) {
        const r = await save(kind, body);
        expect(r.status, JSON.stringify(body)).toBe(201);
        expect(JSON.stringify(r), JSON.stringify(body)).toContain(message);
      }
      expect(await Promise.all(tables.map(count))).toEqual(before);
      expect(await row()).toEqual(kept);
    });
  },
);
