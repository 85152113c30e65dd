// The home page and its banners run by staff (issue 35 item 1) on SQLite and PostgreSQL: staff create, edit,
// picture and delete sliders, banners and site features; the home page and `common` show them only while
// public and within their schedule, with their translated titles; the top and popup banners name their pages
// and need a 500 × 100 picture; every change is audited; refusals are clear and change nothing; a visitor,
// a shopper and a seller get the 404 everywhere.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MerchMessages as M } from '#contract/admin/merchandising.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { callApi, demoAdminToken, shopperToken, useApiOver } from '../test-api.ts';
import { issueToken } from '../lib/auth.ts';

const dialects = await dialectsUnderTest();
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString().slice(0, 16);
const DAY = 86_400_000;

describe.each(dialects)('merchandising admin on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 40 });
  let admin = '';
  let shopper = '';
  let seller = '';
  let categoryId = 0;
  beforeAll(async () => {
    admin = await demoAdminToken(fx.api);
    shopper = await shopperToken(fx.tdb.db);
    const owner = await fx.tdb.db
      .selectFrom('stores')
      .select('user_id')
      .where('user_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    seller = (await issueToken(fx.tdb.db, owner.user_id!, new Date())).token;
    categoryId = (
      await fx.tdb.db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const save = (kind: string, body: Record<string, unknown>, token = admin) =>
    callApi(fx.api, 'POST', `/admin/${kind}/save`, { body, token });
  const home = async (language?: string) =>
    (await callApi(fx.api, 'GET', '/home', { language })).data as {
      slider: { main: { id: number; title: string }[] };
      banners: { id: number; title: string; type: number }[];
      site_features: { id: number; detail: string }[];
    };
  const common = async () => {
    const res = await fx.api.request('/common', { headers: { accept: 'application/json' } });
    return ((await res.json()) as { data: Record<string, unknown> }).data as {
      popup_banner: { id: number; pages?: string[] } | null;
    };
  };
  async function upload(kind: string, id: number, w: number, h: number, token = admin) {
    const bytes = await sharp({ create: { width: w, height: h, channels: 3, background: '#c52' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('id', String(id));
    form.append('image', new File([new Uint8Array(bytes)], 'b.png', { type: 'image/png' }));
    const res = await fx.api.request(`/admin/${kind}/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    expect(res.status).toBeLessThan(500);
    return (await res.json()) as { status: number; message: string; data: { image?: string } };
  }

  it('a slider with its Arabic title and picture shows on the home page, audited', async () => {
    const r = await save('home-sliders', {
      title: `Winter slider ${dialect}`,
      title_ar: `شتاء ${dialect}`,
      type: 1,
      source_type: 1,
      targets: String(categoryId),
      status: 'public',
      sort: 0,
    });
    expect(r.status, JSON.stringify(r)).toBe(200);
    const id = r.data.id as number;
    const pic = await upload('home-sliders', id, 800, 400);
    expect(pic.status, JSON.stringify(pic)).toBe(200);
    expect(pic.data.image).toMatch(/^sliders\/.+\.webp$/);
    expect((await home()).slider.main.find((s) => s.id === id)?.title).toBe(
      `Winter slider ${dialect}`,
    );
    expect((await home('ar')).slider.main.find((s) => s.id === id)?.title).toBe(`شتاء ${dialect}`);
    const one = await callApi(fx.api, 'GET', `/admin/home-sliders/${id}`, { token: admin });
    expect(one.data.targets).toBe(String(categoryId));
    expect(one.data.titles.ar).toBe(`شتاء ${dialect}`);
    expect(one.data.audit.map((a: { action: string }) => a.action)).toEqual([
      'slider:create',
      'slider:image',
    ]);
  });

  it('an item outside its schedule, or private, does not show; inside it does', async () => {
    const later = await save('banners', {
      title: 'Later banner',
      type: 3,
      source_type: 6,
      url: '/page/faq',
      starts_at: iso(DAY),
    });
    const over = await save('banners', {
      title: 'Over banner',
      type: 3,
      source_type: 6,
      url: '/page/faq',
      starts_at: iso(-2 * DAY),
      ends_at: iso(-DAY),
    });
    const now = await save('banners', {
      title: 'Now banner',
      type: 3,
      source_type: 3,
      targets: 'running',
      starts_at: iso(-DAY),
      ends_at: iso(DAY),
    });
    const hidden = await save('site-features', { title: 'Hidden feature', status: 'private' });
    const shown = await save('site-features', { title: 'Shown feature', sort: 99 });
    for (const r of [later, over, now, hidden, shown])
      expect(r.status, JSON.stringify(r)).toBe(200);
    const h = await home();
    const bannerIds = h.banners.map((b) => b.id);
    expect(bannerIds).toContain(now.data.id);
    expect(bannerIds).not.toContain(later.data.id);
    expect(bannerIds).not.toContain(over.data.id);
    const features = h.site_features.map((f) => f.detail);
    expect(features).toContain('Shown feature');
    expect(features).not.toContain('Hidden feature');
  });

  it('a popup banner names its pages and needs a 500 × 100 picture', async () => {
    const r = await save('banners', {
      title: 'Popup for home',
      type: 9,
      source_type: 6,
      url: '/register',
      closable: 'on',
      pages: ['home', 'product'],
      sort: 0,
    });
    expect(r.status, JSON.stringify(r)).toBe(200);
    const id = r.data.id as number;
    const wrong = await upload('banners', id, 600, 250);
    expect([wrong.status, wrong.message]).toEqual([201, M.bannerSize]);
    const right = await upload('banners', id, 500, 100);
    expect(right.status, JSON.stringify(right)).toBe(200);
    const popup = (await common()).popup_banner;
    expect(popup?.id).toBe(id);
    expect(popup?.pages).toEqual(['home', 'product']);
    // Private: the seed's public popup shows again.
    await save('banners', {
      id,
      title: 'Popup for home',
      type: 9,
      source_type: 6,
      url: '/register',
      status: 'private',
    });
    expect((await common()).popup_banner?.id).not.toBe(id);
    const del = await callApi(fx.api, 'POST', '/admin/banners/delete', {
      body: { id },
      token: admin,
    });
    expect(del.status).toBe(200);
    const gone = await callApi(fx.api, 'GET', `/admin/banners/${id}`, { token: admin });
    expect(gone.status).toBe(404);
    const audit = await fx.tdb.db
      .selectFrom('admin_audit')
      .select('action')
      .where('subject', '=', 'banner')
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'banner:create',
      'banner:image',
      'banner:update',
      'banner:delete',
    ]);
  });

  it('refuses what does not fit, with a clear message, and writes nothing', async () => {
    const before = await fx.tdb.db.selectFrom('banners').select('id').execute();
    const cases: [Record<string, unknown>, string][] = [
      [
        { title: 'x', type: 3, source_type: 6, url: '/a', starts_at: iso(DAY), ends_at: iso(0) },
        M.endBeforeStart,
      ],
      [{ title: 'x', type: 3, source_type: 6 }, M.urlNeeded],
      [{ title: 'x', type: 3, source_type: 6, url: 'javascript:alert(1)' }, M.badUrl],
      [{ title: 'x', type: 3, source_type: 6, url: '//evil.example' }, M.badUrl],
      [{ title: 'x', type: 3, source_type: 1 }, M.targetsNeeded],
      [{ title: 'x', type: 3, source_type: 4, targets: '1; DROP TABLE banners' }, M.badTargets],
      [{ title: 'x', type: 3, source_type: 5, targets: '999999' }, M.targetMissing],
      [{ title: 'x', type: 3, source_type: 6, url: '/a', pages: ['home'] }, M.pagesOnlyTopPopup],
      [
        { title: 'x', type: 3, source_type: 6, url: '/a', starts_at: '2026-02-30T10:00' },
        M.badDate,
      ],
      [{ title: 'x', type: 10, source_type: 6, url: '/a' }, 'type is required'],
      [
        { title: 'x', type: 9, source_type: 6, url: '/a', pages: ['checkout'] },
        'pages is required',
      ],
      [{ title: '', type: 3, source_type: 6, url: '/a' }, 'title is required'],
    ];
    for (const [body, message] of cases) {
      const r = await save('banners', body);
      expect(r.status, JSON.stringify(body)).toBe(201);
      expect(JSON.stringify(r), JSON.stringify(body)).toContain(message);
    }
    expect(await fx.tdb.db.selectFrom('banners').select('id').execute()).toEqual(before);
    const missing = await save('banners', {
      id: 999999,
      title: 'x',
      type: 3,
      source_type: 6,
      url: '/a',
    });
    expect(missing.status).toBe(404);
  });

  it('a visitor, a shopper and a seller get the 404 and change nothing', async () => {
    const before = await fx.tdb.db.selectFrom('home_sliders').select('id').execute();
    for (const token of [undefined, shopper, seller]) {
      for (const path of ['/admin/home-sliders', '/admin/banners/1', '/admin/site-features'])
        expect((await callApi(fx.api, 'GET', path, { token })).status).toBe(404);
      const body = { title: 'Not theirs', type: 1, source_type: 6, url: '/a' };
      expect(
        (await callApi(fx.api, 'POST', '/admin/home-sliders/save', { body, token })).status,
      ).toBe(404);
      const del = await callApi(fx.api, 'POST', '/admin/home-sliders/delete', {
        body: { id: before[0]!.id },
        token,
      });
      expect(del.status).toBe(404);
      if (token)
        expect((await upload('home-sliders', before[0]!.id, 50, 50, token)).status).toBe(404);
    }
    expect(await fx.tdb.db.selectFrom('home_sliders').select('id').execute()).toEqual(before);
  });
});
