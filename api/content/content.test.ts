// The content's admin API (issue 35 item 3) on SQLite and PostgreSQL: pages with rich text in five languages
// (cleaned on save: no script, event handler or javascript: URL survives), a slug another page has refused by
// the database's constraint, header and footer links and icons in order and with status, custom scripts that
// hold JavaScript only; `common` and `page` show each change; every change audited; a visitor, a shopper, a
// seller and a bad token get the envelope's 404 on every endpoint and nothing is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type EndpointDef } from '#contract/endpoint.ts';
import { contentEndpoints } from '#contract/content/endpoints.ts';
import { ContentMessages, SCRIPT_MAX } from '#contract/content/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { issueToken } from '../lib/auth.ts';
import {
  callApi,
  demoAdminToken,
  shopperToken as shopperTokenOf,
  useApiOver,
} from '../test-api.ts';

const dialects = await dialectsUnderTest();

const HOSTILE =
  '<h2>Hello</h2><p onclick="alert(1)">Text <a href="javascript:alert(1)">bad</a> <a href="/ok">ok</a></p>' +
  '<img src="x" onerror="alert(1)"><script>alert(1)</script><iframe src="https://evil.example"></iframe>';

describe.each(dialects)('content admin API on %s', (dialect) => {
  const fx = useApiOver(dialect, { seed: 40 });
  let adminToken = '';
  let shopperToken = '';
  let sellerToken = '';
  const admin = (method: string, path: string, body?: unknown) =>
    callApi(fx.api, method, path, { body, token: adminToken });
  const count = async (table: 'admin_audit' | 'pages' | 'header_links' | 'custom_scripts') =>
    Number(
      (
        await fx.tdb.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const audit = (subject: string, id: number) =>
    fx.tdb.db
      .selectFrom('admin_audit')
      .select(['action', 'admin_name'])
      .where('subject', '=', subject)
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    adminToken = await demoAdminToken(fx.api);
    shopperToken = await shopperTokenOf(fx.tdb.db);
    const owner = await fx.tdb.db
      .selectFrom('stores')
      .select('user_id')
      .where('user_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    sellerToken = (await issueToken(fx.tdb.db, owner.user_id!, new Date())).token;
  }, 180_000);

  it('answers the envelope 404 to a visitor, a shopper, a seller and a bad token, writing nothing', async () => {
    const tables = ['admin_audit', 'pages', 'header_links', 'custom_scripts'] as const;
    const before = await Promise.all(tables.map(count));
    for (const [key, e] of Object.entries(contentEndpoints) as [string, EndpointDef][]) {
      const path = `/${fillPath(e.path, { id: '1' })}`;
      const body =
        e.method === 'POST'
          ? { id: 1, kind: 'header_left', title: 'Hacked', url: '/x', slug: 'hacked' }
          : undefined;
      for (const token of [undefined, shopperToken, sellerToken, 'x'.repeat(43)]) {
        const r = await callApi(fx.api, e.method, path, { body, token });
        expect([key, r.status, r.data]).toEqual([key, 404, { form: ['Not found'] }]);
      }
    }
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('keeps a page cleaned on save, in every language, serves it and audits each change', async () => {
    const made = await admin('POST', '/admin/pages/save', {
      slug: 'api-returns',
      title: 'Returns',
      title_ar: 'الإرجاع',
      description: HOSTILE,
      description_ar: `<p>نص</p>${HOSTILE}`,
      status: 'public',
    });
    expect(made, JSON.stringify(made)).toMatchObject({ status: 200, message: 'Saved.' });
    const id = made.data.id as number;
    const record = await admin('GET', `/admin/pages/${id}`);
    for (const html of [record.data.descriptions.en, record.data.descriptions.ar] as string[]) {
      expect(html).toContain('<h2>Hello</h2>');
      expect(html).toContain('<a href="/ok"');
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|alert/i);
    }
    expect(record.data.titles).toMatchObject({ en: 'Returns', ar: 'الإرجاع', fr: '' });
    const shown = await callApi(fx.api, 'GET', '/page/api-returns', { language: 'ar' });
    expect(shown.data).toMatchObject({ title: 'الإرجاع', slug: 'api-returns' });
    expect(shown.data.description).not.toMatch(/onerror|script/i);

    const hidden = await admin('POST', '/admin/pages/save', {
      id,
      slug: 'api-returns',
      title: 'Returns',
      description: '<p>Later</p>',
      status: 'hidden',
    });
    expect(hidden.status).toBe(200);
    expect((await callApi(fx.api, 'GET', '/page/api-returns')).status).toBe(404);
    // The Arabic text went with the blank field.
    expect((await admin('GET', `/admin/pages/${id}`)).data.descriptions.ar).toBe('');
    expect(await audit('page', id)).toEqual([
      { action: 'page:create', admin_name: expect.any(String) },
      { action: 'page:update', admin_name: expect.any(String) },
    ]);
    expect((await admin('POST', '/admin/pages/delete', { id })).status).toBe(200);
    expect((await admin('GET', `/admin/pages/${id}`)).status).toBe(404);
    expect((await audit('page', id)).map((a) => a.action)).toContain('page:delete');
  });

  it('refuses a slug another page has, on create and on update, with the message', async () => {
    const auditBefore = await count('admin_audit');
    const clash = await admin('POST', '/admin/pages/save', { slug: 'about', title: 'Mine' });
    expect(clash).toMatchObject({ status: 201, data: { form: [ContentMessages.slugTaken] } });
    const other = await admin('POST', '/admin/pages/save', { slug: 'api-other', title: 'Other' });
    const update = await admin('POST', '/admin/pages/save', {
      id: other.data.id,
      slug: 'faq',
      title: 'Other',
    });
    expect(update).toMatchObject({ status: 201, data: { form: [ContentMessages.slugTaken] } });
    const bad = await admin('POST', '/admin/pages/save', { slug: 'Not A Slug!', title: 'x' });
    expect(bad.status).toBe(201);
    expect(bad.data.form).toEqual([ContentMessages.slug]);
    expect(await count('admin_audit')).toBe(auditBefore + 1);
    await admin('POST', '/admin/pages/delete', { id: other.data.id });
  });

  it('refuses to delete or rewrite the text of a page the shop builds', async () => {
    const contact = await fx.tdb.db
      .selectFrom('pages')
      .select(['id', 'slug', 'description'])
      .where('page_from_component', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const del = await admin('POST', '/admin/pages/delete', { id: contact.id });
    expect(del).toMatchObject({ status: 201, data: { form: [ContentMessages.componentPage] } });
    const saved = await admin('POST', '/admin/pages/save', {
      id: contact.id,
      slug: contact.slug,
      title: 'Reach us',
      description: '<p>Replaced</p>',
    });
    expect(saved.status).toBe(200);
    const after = await fx.tdb.db
      .selectFrom('pages')
      .select(['title', 'description'])
      .where('id', '=', contact.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ title: 'Reach us', description: contact.description });
  });

  it('adds header links, a footer link and an icon in order; common shows them, hidden ones go', async () => {
    const page = await admin('POST', '/admin/pages/save', { slug: 'api-linked', title: 'Linked' });
    const left = await admin('POST', '/admin/links/save', {
      kind: 'header_left',
      title: 'Gift cards',
      url: '/page/api-linked',
      sort: '0',
    });
    const footer = await admin('POST', '/admin/links/save', {
      kind: 'about',
      page_id: String(page.data.id),
      sort: '99',
    });
    const iconRow = await admin('POST', '/admin/links/save', {
      kind: 'social',
      title: 'Mastodon',
      image: 'social-mastodon.svg',
      url: 'https://mastodon.social/',
      sort: '50',
    });
    for (const r of [left, footer, iconRow]) expect(r.status, JSON.stringify(r)).toBe(200);
    const common = (await callApi(fx.api, 'GET', '/common')).data;
    expect(common.header_links.left).toContainEqual(
      expect.objectContaining({
        title: 'Gift cards',
        url: '/page/api-linked',
      }),
    );
    expect(common.about.at(-1)).toMatchObject({ slug: 'api-linked', title: 'Linked' });
    expect(common.social.at(-1)).toMatchObject({
      title: 'Mastodon',
      link: 'https://mastodon.social/',
    });

    const hide = await admin('POST', '/admin/links/save', {
      id: left.data.id,
      kind: 'header_left',
      title: 'Gift cards',
      url: '/page/api-linked',
      status: 'hidden',
    });
    expect(hide.status).toBe(200);
    const listed = await admin('GET', '/admin/links');
    expect(listed.data.links).toContainEqual(
      expect.objectContaining({ id: left.data.id, kind: 'header_left', status: 'hidden' }),
    );
    const again = (await callApi(fx.api, 'GET', '/common')).data;
    expect(again.header_links.left.map((l: { title: string }) => l.title)).not.toContain(
      'Gift cards',
    );
    // Another kind's id is not this kind's row.
    const wrong = await admin('POST', '/admin/links/delete', { id: left.data.id, kind: 'payment' });
    expect(wrong.status === 404 || wrong.status === 200).toBe(true);
    for (const [kind, r] of [
      ['header_left', left],
      ['about', footer],
      ['social', iconRow],
    ] as const)
      await admin('POST', '/admin/links/delete', { id: r.data.id, kind });
    expect(await audit('header_link', left.data.id)).toHaveLength(3);
    await admin('POST', '/admin/pages/delete', { id: page.data.id });
  });

  it('refuses links that are not paths or http(s), icons that are not upload names, missing pages', async () => {
    const before = await count('admin_audit');
    const refusals = await Promise.all(
      [
        { kind: 'header_right', title: 'x', url: 'javascript:alert(1)' },
        { kind: 'header_right', title: 'x', url: '//evil.example/' },
        { kind: 'header_right', title: 'x', url: '/ok"><script>' },
        { kind: 'header_right', url: '/x' },
        { kind: 'payment', title: 'x', image: '../../etc/passwd' },
        { kind: 'payment', title: 'x', image: 'x.svg', url: 'data:text/html,hi' },
        { kind: 'services', page_id: 999999 },
        { kind: 'nothing', title: 'x', url: '/x' },
      ].map((body) => admin('POST', '/admin/links/save', body)),
    );
    for (const r of refusals) expect(r.status, JSON.stringify(r)).toBe(201);
    expect(refusals[0]!.data.form).toEqual([ContentMessages.url]);
    expect(refusals[4]!.data.form).toEqual([ContentMessages.image]);
    expect(refusals[6]!.data.form).toEqual([ContentMessages.page]);
    expect(await count('admin_audit')).toBe(before);
  });

  it('keeps custom scripts JavaScript only, within the size limit; common carries the public ones', async () => {
    const made = await admin('POST', '/admin/scripts/save', {
      route_pattern: '/page/*',
      body_script: 'on',
      body_script_code: '<script>window.__content = 1;</script>',
      status: 'public',
    });
    expect(made.status, JSON.stringify(made)).toBe(200);
    const common = (await callApi(fx.api, 'GET', '/common')).data;
    expect(common.custom_scripts).toContainEqual(
      expect.objectContaining({ id: made.data.id, route_pattern: '/page/*', body_script: 1 }),
    );
    const refused = await Promise.all(
      [
        { body_script: 'on', body_script_code: '</script><img src=x onerror=alert(1)>' },
        {
          body_script: 'on',
          body_script_code: '<script src="https://evil.example/x.js"></script>',
        },
        { body_script: 'on', body_script_code: 'a();<!-- b -->' },
        { body_script: 'on', body_script_code: 'x'.repeat(SCRIPT_MAX + 1) },
        { body_script: 'on' },
        { route_pattern: 'javascript:alert(1)', body_script: 'on', body_script_code: 'a()' },
      ].map((body) => admin('POST', '/admin/scripts/save', body)),
    );
    for (const r of refused) expect(r.status, JSON.stringify(r).slice(0, 300)).toBe(201);
    expect(refused[0]!.data.form).toEqual([ContentMessages.scriptHtml]);
    expect(refused[1]!.data.form).toEqual([ContentMessages.scriptSrc]);
    expect(refused[4]!.data.form).toEqual([ContentMessages.scriptEmpty]);
    const off = await admin('POST', '/admin/scripts/save', {
      id: made.data.id,
      route_pattern: '/page/*',
      body_script: 'on',
      body_script_code: 'window.__content = 2;',
      status: 'hidden',
    });
    expect(off.status).toBe(200);
    const after = (await callApi(fx.api, 'GET', '/common')).data;
    expect(after.custom_scripts.map((s: { id: number }) => s.id)).not.toContain(made.data.id);
    expect((await admin('POST', '/admin/scripts/delete', { id: made.data.id })).status).toBe(200);
    expect((await audit('script', made.data.id)).map((a) => a.action)).toEqual([
      'script:create',
      'script:update',
      'script:delete',
    ]);
  });
});
