// The home page's and banners' admin screens (issue 35 item 1) against the MSW API (mocks/merchandising.ts), with
// real cookies: a visitor, a shopper and a seller get this site's 404 on every page and action (nothing
// changes); the admin lists in French, creates a popup banner in Arabic that names its page (post/redirect/get
// with the toast in Arabic), is refused a schedule that ends before it starts (the message next to its field
// in Arabic, what was typed kept), edits a slide and deletes it.
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN, MOCK_SELLER } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import { runGet, runPost, toastOf, useFreshMockApi, SHOPPER } from '#tests/support/routes.ts';
import { loader as slidersLoader } from '#app/routes/($lang).admin.sliders._index.tsx';
import {
  action as sliderAction,
  loader as sliderLoader,
} from '#app/routes/($lang).admin.sliders.$id.tsx';
import { loader as bannersLoader } from '#app/routes/($lang).admin.banners._index.tsx';
import {
  action as bannerAction,
  loader as bannerLoader,
} from '#app/routes/($lang).admin.banners.$id.tsx';
import { action as featureAction } from '#app/routes/($lang).admin.features.$id.tsx';

useFreshMockApi();

const ADMIN: SessionData = { token: MOCK_ADMIN.token };

describe('merchandising screens: anyone but an admin', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
    ['a seller', { token: MOCK_SELLER.token }],
  ] as const)('%s gets this site’s 404 on every page and action', async (_, session) => {
    expect((await runGet(slidersLoader, '/admin/sliders', session)).status).toBe(404);
    expect((await runGet(bannerLoader, '/admin/banners/1', session, { id: '1' })).status).toBe(404);
    expect((await runGet(bannerLoader, '/admin/banners/new', session, { id: 'new' })).status).toBe(
      404,
    );
    const body = { intent: 'save', title: 'Not theirs', type: '3', source_type: '6', url: '/a' };
    expect(
      (await runPost(bannerAction, '/admin/banners/new', body, session, { id: 'new' })).status,
    ).toBe(404);
    expect(
      (await runPost(bannerAction, '/admin/banners/1', { intent: 'delete' }, session, { id: '1' }))
        .status,
    ).toBe(404);
    expect(
      (await runPost(featureAction, '/admin/features/1', { intent: 'image' }, session, { id: '1' }))
        .status,
    ).toBe(404);
    const list = await runGet(bannersLoader, '/admin/banners', ADMIN);
    expect(list.data.list.map((b: { title: string }) => b.title)).toEqual([
      'Play more, pay less',
      'Welcome offer',
    ]);
  });
});

describe('merchandising screens: the admin', () => {
  it('lists in French and answers 404 for a bad or unknown id', async () => {
    const list = await runGet(slidersLoader, '/fr/admin/sliders', ADMIN);
    expect(list.data).toMatchObject({ title: 'Carrousel d’accueil', kind: 'sliders' });
    expect((await runGet(sliderLoader, '/admin/sliders/x', ADMIN, { id: 'x' })).status).toBe(404);
    expect((await runGet(sliderLoader, '/admin/sliders/99', ADMIN, { id: '99' })).status).toBe(404);
  });

  it('creates a popup banner in Arabic that names its page (post/redirect/get)', async () => {
    const made = await runPost(
      bannerAction,
      '/ar/admin/banners/new',
      {
        intent: 'save',
        title: 'Winter popup',
        title_ar: 'نافذة الشتاء',
        type: '9',
        source_type: '6',
        url: '/register',
        closable: 'on',
        pages: 'home',
        status: 'public',
        sort: '1',
        starts_at: '2026-12-01T09:00',
        ends_at: '2026-12-31T23:00',
      },
      ADMIN,
      { id: 'new' },
    );
    expect(made.status).toBe(302);
    const to = made.headers.get('Location')!;
    expect(to).toMatch(/^\/ar\/admin\/banners\/\d+$/);
    expect(await toastOf(made.headers)).toEqual({ type: 'success', message: 'تم الحفظ.' });
    const page = await runGet(bannerLoader, to, ADMIN, { id: to.split('/').pop()! });
    expect(page.data.record).toMatchObject({
      title: 'Winter popup',
      titles: { ar: 'نافذة الشتاء' },
      type: 9,
      closable: true,
      pages: ['home'],
      starts_at: '2026-12-01 09:00:00',
      ends_at: '2026-12-31 23:00:00',
    });
    expect(page.data.record.audit).toHaveLength(1);
  });

  it('refuses a schedule that ends before it starts, next to its field, keeping what was typed', async () => {
    const r = await runPost(
      bannerAction,
      '/ar/admin/banners/new',
      {
        intent: 'save',
        title: 'Backwards',
        type: '3',
        source_type: '3',
        targets: 'running',
        starts_at: '2026-12-10T09:00',
        ends_at: '2026-12-01T09:00',
      },
      ADMIN,
      { id: 'new' },
    );
    expect(r.status).toBe(400);
    expect(r.data.error.ends_at).toEqual(['يجب أن تكون نهاية الجدول الزمني بعد بدايته.']);
    expect(r.data.initialValue).toMatchObject({ title: 'Backwards', targets: 'running' });
    const url = await runPost(
      sliderAction,
      '/admin/sliders/new',
      {
        intent: 'save',
        title: 'Bad link',
        type: '1',
        source_type: '6',
        url: 'javascript:alert(1)',
      },
      ADMIN,
      { id: 'new' },
    );
    expect(url.status).toBe(400);
    expect(url.data.error.url).toEqual(['The URL must start with https://, http:// or /.']);
  });

  it('edits a slide, refuses a picture without a file, and deletes it', async () => {
    const edited = await runPost(
      sliderAction,
      '/admin/sliders/1',
      { intent: 'save', title: 'Spring season', type: '1', source_type: '4', targets: '1, 2' },
      ADMIN,
      { id: '1' },
    );
    expect(edited.status).toBe(302);
    const page = await runGet(sliderLoader, '/admin/sliders/1', ADMIN, { id: '1' });
    expect(page.data.record).toMatchObject({
      title: 'Spring season',
      source_type: 4,
      targets: '1, 2',
    });
    const picture = await runPost(sliderAction, '/admin/sliders/1', { intent: 'image' }, ADMIN, {
      id: '1',
    });
    expect(picture.status).toBe(302);
    expect(await toastOf(picture.headers)).toEqual({
      type: 'error',
      message: 'Choose an image file.',
    });
    const gone = await runPost(sliderAction, '/admin/sliders/1', { intent: 'delete' }, ADMIN, {
      id: '1',
    });
    expect(gone.status).toBe(302);
    expect(gone.headers.get('Location')).toBe('/admin/sliders');
    expect((await runGet(sliderLoader, '/admin/sliders/1', ADMIN, { id: '1' })).status).toBe(404);
  });
});
