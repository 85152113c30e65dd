// The content screens (issue 35 item 3) against the MSW API (mocks/content.ts), with real cookies: a visitor
// and a shopper get this site's 404 on every page and action; the admin previews a page without saving (the
// answer keeps what was typed and shows the text cleaned: no onerror, no script), saves it, is refused a slug
// another page has (next to the field, typed text kept), adds a header link and a footer link, and a custom
// script; a script with HTML around it is refused next to its field.
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import { runGet, runPost, toastOf, useFreshMockApi, SHOPPER } from '#tests/support/routes.ts';
import { loader as pagesLoader } from '#app/routes/($lang).admin.pages._index.tsx';
import {
  action as pageAction,
  loader as pageLoader,
} from '#app/routes/($lang).admin.pages.$id.tsx';
import { action as linksAction, loader as linksLoader } from '#app/routes/($lang).admin.links.tsx';
import {
  action as scriptsAction,
  loader as scriptsLoader,
} from '#app/routes/($lang).admin.scripts.tsx';

useFreshMockApi();

const ADMIN: SessionData = { token: MOCK_ADMIN.token };
const HOSTILE = '<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

describe('content screens: anyone but an admin', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
  ] as const)('%s gets this site’s 404 on every page and action', async (_, session) => {
    expect((await runGet(pagesLoader, '/admin/pages', session)).status).toBe(404);
    expect((await runGet(pageLoader, '/admin/pages/1', session, { id: '1' })).status).toBe(404);
    expect((await runGet(pageLoader, '/admin/pages/new', session, { id: 'new' })).status).toBe(404);
    expect((await runGet(linksLoader, '/admin/links', session)).status).toBe(404);
    expect((await runGet(scriptsLoader, '/admin/scripts', session)).status).toBe(404);
    const posts = [
      runPost(
        pageAction,
        '/admin/pages/new',
        { intent: 'preview', slug: 'x', title: 'X' },
        session,
        {
          id: 'new',
        },
      ),
      runPost(
        linksAction,
        '/admin/links',
        { intent: 'delete', kind: 'header_left', id: '1' },
        session,
      ),
      runPost(scriptsAction, '/admin/scripts', { intent: 'delete', id: '1' }, session),
    ];
    for (const r of await Promise.all(posts)) expect(r.status).toBe(404);
    const links = await runGet(linksLoader, '/admin/links', ADMIN);
    expect(links.data.links.map((l: { title: string }) => l.title)).toContain('Sell on Bazaar');
  });
});

describe('content screens: the admin', () => {
  it('previews a page without saving, keeping what was typed, cleaned as shoppers will see it', async () => {
    const r = await runPost(
      pageAction,
      '/ar/admin/pages/new',
      {
        intent: 'preview',
        slug: 'returns',
        title: 'Returns',
        title_ar: 'الإرجاع',
        description: HOSTILE,
        description_ar: '<p>نص</p><a href="javascript:alert(1)">x</a>',
      },
      ADMIN,
      { id: 'new' },
    );
    expect(r.status).toBe(200);
    expect(r.data.preview).toEqual([
      { lang: 'en', dir: 'ltr', html: '<p>Hi</p><img src="x" loading="lazy" />' },
      { lang: 'ar', dir: 'rtl', html: '<p>نص</p><a rel="noopener noreferrer">x</a>' },
    ]);
    expect(r.data.result.initialValue).toMatchObject({ slug: 'returns', description: HOSTILE });
    const list = await runGet(pagesLoader, '/admin/pages', ADMIN);
    expect(list.data.pages.map((p: { slug: string }) => p.slug)).not.toContain('returns');
  });

  it('saves a page (its text cleaned), then is refused a slug another page has next to the field', async () => {
    const saved = await runPost(
      pageAction,
      '/admin/pages/new',
      { intent: 'save', slug: 'returns', title: 'Returns', description: HOSTILE, status: 'public' },
      ADMIN,
      { id: 'new' },
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get('Location')).toBe('/admin/pages/3');
    expect(await toastOf(saved.headers)).toMatchObject({ type: 'success', message: 'Saved.' });
    const page = await runGet(pageLoader, '/admin/pages/3', ADMIN, { id: '3' });
    expect(page.data.page.descriptions.en).not.toMatch(/onerror|script/);

    const clash = await runPost(
      pageAction,
      '/fr/admin/pages/3',
      { intent: 'save', slug: 'about', title: 'Typed title', status: 'public' },
      ADMIN,
      { id: '3' },
    );
    expect(clash.status).toBe(400);
    expect(clash.data.result.error.slug).toEqual(['Ce slug est déjà utilisé.']);
    expect(clash.data.result.initialValue).toMatchObject({ title: 'Typed title' });
    const missing = await runPost(
      pageAction,
      '/admin/pages/new',
      { intent: 'save', slug: 'x' },
      ADMIN,
      {
        id: 'new',
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.data.result.error.title).toEqual(['Enter a title.']);
    const contact = await runPost(pageAction, '/admin/pages/2', { intent: 'delete' }, ADMIN, {
      id: '2',
    });
    expect((await toastOf(contact.headers))?.type).toBe('error');
  });

  it('adds a header link and a footer link; a bad link comes back next to its field', async () => {
    const header = await runPost(
      linksAction,
      '/admin/links',
      { intent: 'save', kind: 'header_right', title: 'Returns', url: '/page/about', sort: '3' },
      ADMIN,
    );
    expect(header.status).toBe(302);
    const footer = await runPost(
      linksAction,
      '/admin/links',
      { intent: 'save', kind: 'about', page_id: '1', sort: '1' },
      ADMIN,
    );
    expect(footer.status).toBe(302);
    const links = (await runGet(linksLoader, '/admin/links', ADMIN)).data.links;
    expect(links).toContainEqual(
      expect.objectContaining({ kind: 'header_right', title: 'Returns' }),
    );
    expect(links).toContainEqual(expect.objectContaining({ kind: 'about', page_id: 1 }));
    const bad = await runPost(
      linksAction,
      '/ar/admin/links',
      { intent: 'save', kind: 'header_left', title: 'Evil', url: 'javascript:alert(1)' },
      ADMIN,
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      key: 'header_left-new',
      values: { title: 'Evil', url: 'javascript:alert(1)' },
      errors: { url: ['يجب أن يكون الرابط مسارًا في هذا الموقع (/…) أو عنوان http(s).'] },
    });
  });

  it('adds a custom script; code with HTML around it is refused next to its field', async () => {
    const made = await runPost(
      scriptsAction,
      '/admin/scripts',
      {
        intent: 'save',
        route_pattern: '*',
        body_script: 'on',
        body_script_code: 'window.x=1;',
        status: 'public',
      },
      ADMIN,
    );
    expect(made.status).toBe(302);
    const scripts = (await runGet(scriptsLoader, '/admin/scripts', ADMIN)).data.scripts;
    expect(scripts).toContainEqual(
      expect.objectContaining({ body_script_code: 'window.x=1;', status: 'public' }),
    );
    const bad = await runPost(
      scriptsAction,
      '/admin/scripts',
      {
        intent: 'save',
        id: '1',
        body_script: 'on',
        body_script_code: '</script><img src=x onerror=alert(1)>',
      },
      ADMIN,
    );
    expect(bad.status).toBe(400);
    expect(bad.data.key).toBe('scripts-1');
    expect(bad.data.errors.body_script_code).toEqual([
      'The code may hold JavaScript only: no HTML tags, and no script tag inside it.',
    ]);
  });
});
