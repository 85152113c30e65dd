// Seller applications and the admin's inbox against the MSW API (mocks/sellers.ts), with real cookies.
// The application: this site's 404 while vendor registration is off; apply → code step (the e-mail in the
// session, never in the URL) → "application received", the spec's messages in the applicant's language and
// what was typed kept, a taken store name, a wrong code, the honeypot. The admin: every new page and action is
// this site's 404 for a visitor and a shopper (nothing changes); approve, reject with a required reason, the
// newsletter CSV (formula cells neutralised), a contact message marked handled once; the one-time sign-in
// page signs in only on its POST.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '#mocks/node.ts';
import { MOCK_ACCOUNT, MOCK_ADMIN, resetMockState } from '#mocks/identity.ts';
import { MOCK_SIGN_IN_CODE } from '#mocks/sellers.ts';
import { ok } from '#contract/envelope.ts';
import { commonFixture } from '#mocks/site.ts';
import { getSession, type SessionData } from '#app/lib/session.server.ts';
import {
  runGet as get,
  runPost as post,
  SHOPPER,
  toastOf,
  useMockApi,
} from '#tests/support/routes.ts';
import * as sellerRegister from '#app/routes/($lang).seller_.register/route.tsx';
import * as received from '#app/routes/($lang).seller_.register_.received.tsx';
import * as sellers from '#app/routes/($lang).admin.sellers._index.tsx';
import * as seller from '#app/routes/($lang).admin.sellers.$id.tsx';
import * as newsletter from '#app/routes/($lang).admin.newsletter.tsx';
import * as csv from '#app/routes/($lang).admin.newsletter[.]csv.tsx';
import * as messages from '#app/routes/($lang).admin.messages._index.tsx';
import * as message from '#app/routes/($lang).admin.messages.$id.tsx';
import * as signIn from '#app/routes/($lang).admin_.sign-in.tsx';
import { csvCell } from '#app/lib/admin-inbox.ts';

useMockApi();

const sessionAfter = async (headers: Headers) => {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('frontend_session='));
  return getSession(new Request('http://x', { headers: { Cookie: cookie!.split(';')[0]! } }));
};
const APPLY = {
  intent: 'apply',
  name: 'Ada Seller',
  email: 'ada.seller@example.com',
  store_name: 'Ada Crafts',
  password: 'secret12',
};

describe('the seller application', () => {
  it('is this site’s 404 while vendor registration is off (page, action and the received page)', async () => {
    server.use(
      http.get('*/api/v1/common', () =>
        HttpResponse.json(
          ok({ ...commonFixture, setting: { ...commonFixture.setting, vendor_registration: 0 } }),
        ),
      ),
    );
    expect((await get(sellerRegister.loader, '/seller/register')).status).toBe(404);
    expect((await get(received.loader, '/fr/seller/register/received')).status).toBe(404);
    expect((await post(sellerRegister.action, '/seller/register', APPLY)).status).toBe(404);
  });

  it('applies, asks for the code (the e-mail kept in the session), and ends on "application received"', async () => {
    resetMockState();
    const page = await get(sellerRegister.loader, '/seller/register');
    expect(page.data).toEqual({ title: 'Become a seller', sellerEmail: null });
    const applied = await post(sellerRegister.action, '/fr/seller/register', APPLY);
    expect(applied.status).toBe(302);
    expect(applied.headers.get('Location')).toBe('/fr/seller/register');
    expect(applied.headers.get('Location')).not.toContain('ada');
    expect((await sessionAfter(applied.headers)).get('sellerEmail')).toBe('ada.seller@example.com');
    const step = await get(sellerRegister.loader, '/seller/register', {
      sellerEmail: 'ada.seller@example.com',
    });
    expect(step.data.sellerEmail).toBe('ada.seller@example.com');
    const wrong = await post(
      sellerRegister.action,
      '/seller/register',
      { intent: 'verify', code: '000000' },
      { sellerEmail: 'ada.seller@example.com' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.error['']).toEqual(['The code is invalid or has expired.']);
    const done = await post(
      sellerRegister.action,
      '/fr/seller/register',
      { intent: 'verify', code: MOCK_ACCOUNT.code },
      { sellerEmail: 'ada.seller@example.com' },
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('/fr/seller/register/received');
    expect((await toastOf(done.headers))?.type).toBe('success');
    expect((await sessionAfter(done.headers)).get('sellerEmail')).toBeUndefined();
    expect((await get(received.loader, '/ar/seller/register/received')).data).toEqual({
      title: 'تم استلام الطلب',
    });
  });

  it('answers with the spec’s messages in the applicant’s language, keeps what was typed (never the password)', async () => {
    const bad = await post(sellerRegister.action, '/fr/seller/register', {
      intent: 'apply',
      name: ' ',
      email: 'nope',
      store_name: '!!!',
      password: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatchObject({
      name: ['Le champ Nom complet est obligatoire'],
      store_name: ['Le nom de la boutique doit contenir au moins une lettre ou un chiffre.'],
    });
    expect(bad.data.initialValue).toMatchObject({ email: 'nope', store_name: '!!!' });
    expect(bad.data.initialValue.password).toBeUndefined();
    const taken = await post(sellerRegister.action, '/fr/seller/register', {
      ...APPLY,
      store_name: 'Taken Store',
    });
    expect(taken.status).toBe(400);
    expect(taken.data.error['']).toEqual(['Ce nom de boutique est déjà pris.']);
    expect(taken.data.initialValue.store_name).toBe('Taken Store');
    // A bot fills the honeypot: refused before anything reaches the API.
    let sent = false;
    server.use(
      http.post('*/api/v1/seller/signup', () => {
        sent = true;
        return undefined;
      }),
    );
    const spam = await post(sellerRegister.action, '/seller/register', {
      ...APPLY,
      website: 'http://spam.test',
    });
    expect(spam.status).toBeGreaterThanOrEqual(400);
    expect(spam.status).toBeLessThan(500);
    expect(sent).toBe(false);
    // A signed-in shopper is sent home: the offer is for visitors.
    const shopper = await get(sellerRegister.loader, '/seller/register', {
      token: MOCK_ACCOUNT.token,
    });
    expect(shopper.status).toBe(302);
  });
});

const ADMIN: SessionData = { token: MOCK_ADMIN.token };

/** The admin's page of seller application 1, and their decision on it (posted to `path`). */
const applicationPage = () => get(seller.loader, '/admin/sellers/1', ADMIN, { id: '1' });
const decide = (fields: Record<string, string>, path = '/admin/sellers/1') =>
  post(seller.action, path, fields, ADMIN, { id: '1' });

describe('the admin inbox: anyone but an admin', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
  ] as const)(
    '%s gets this site’s 404 on every new page and action; nothing changes',
    async (_, who) => {
      resetMockState();
      for (const [loader, path, params] of [
        [sellers.loader, '/admin/sellers', {}],
        [seller.loader, '/admin/sellers/1', { id: '1' }],
        [newsletter.loader, '/admin/newsletter', {}],
        [csv.loader, '/admin/newsletter.csv', {}],
        [messages.loader, '/fr/admin/messages', {}],
        [message.loader, '/admin/messages/2', { id: '2' }],
      ] as const) {
        const r = await get(loader, path, who, params);
        expect([path, r.status]).toEqual([path, 404]);
        expect(r.text).not.toContain('@');
      }
      for (const [action, path, fields, params] of [
        [seller.action, '/admin/sellers/1', { intent: 'approve' }, { id: '1' }],
        [seller.action, '/admin/sellers/1', { intent: 'reject', reason: 'x' }, { id: '1' }],
        [message.action, '/admin/messages/2', { intent: 'handled' }, { id: '2' }],
      ] as const) {
        expect((await post(action, path, fields, who, params)).status).toBe(404);
      }
      const still = await applicationPage();
      expect(still.data.application).toMatchObject({ status: 'pending', audit: [] });
      const open = await get(message.loader, '/admin/messages/2', ADMIN, { id: '2' });
      expect(open.data.message).toMatchObject({ handled_at: null });
    },
  );
});

describe('the admin inbox: the admin', () => {
  it('lists applications by status and approves one (a toast in the admin’s language, the audit row)', async () => {
    resetMockState();
    const list = await get(sellers.loader, '/admin/sellers?status=pending&page=x', ADMIN);
    expect(list.data.status).toBe('pending');
    expect(list.data.list.data.map((a: { id: number }) => a.id)).toEqual([1]);
    const bogus = await get(sellers.loader, '/admin/sellers?status=<b>', ADMIN);
    expect(bogus.data.status).toBe('');
    expect((await get(seller.loader, '/admin/sellers/abc', ADMIN, { id: 'abc' })).status).toBe(404);
    expect((await get(seller.loader, '/admin/sellers/9', ADMIN, { id: '9' })).status).toBe(404);
    const approved = await decide({ intent: 'approve' }, '/fr/admin/sellers/1');
    expect(approved.status).toBe(302);
    expect(approved.headers.get('Location')).toBe('/fr/admin/sellers/1');
    expect(await toastOf(approved.headers)).toEqual({
      type: 'success',
      message:
        'La demande est acceptée : la boutique est en ligne et le vendeur a été prévenu par e-mail.',
    });
    const page = await applicationPage();
    expect(page.data.application).toMatchObject({ status: 'approved', store: { status: 1 } });
    expect(page.data.application.audit.map((a: { action: string }) => a.action)).toEqual([
      'seller:approve',
    ]);
    const again = await decide({ intent: 'approve' });
    expect(await toastOf(again.headers)).toEqual({
      type: 'error',
      message: 'This application has already been decided.',
    });
    const unknown = await decide({ intent: 'x' });
    expect(unknown.status).toBe(400);
  });

  it('rejects only with a reason (kept when refused), and the reason is recorded', async () => {
    resetMockState();
    const empty = await decide({ intent: 'reject', reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.data.error).toEqual({ reason: ['Reason is required'] });
    const done = await decide({ intent: 'reject', reason: 'The photos were missing.' });
    expect(done.status).toBe(302);
    const page = await applicationPage();
    expect(page.data.application).toMatchObject({
      status: 'rejected',
      reason: 'The photos were missing.',
      store: null,
    });
  });

  it('lists subscribers and downloads them as CSV with formula cells neutralised', async () => {
    const list = await get(newsletter.loader, '/admin/newsletter', ADMIN);
    expect(list.data.list.total).toBe(2);
    const file = await get(csv.loader, '/admin/newsletter.csv', ADMIN);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('Content-Disposition')).toContain('attachment');
    expect(file.headers.get('Cache-Control')).toBe('no-store');
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,language,subscribed_at');
    expect(lines).toContain('reader@bazaar.test,en,2026-01-01T10:00:00.000Z');
    expect(lines).toContain("'=cmd@evil.test,fr,2026-01-02T10:00:00.000Z");
    for (const v of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(v).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(null)).toBe('');
    // Refusals are plain answers of their status: a shopper's 404, the API down's 503.
    const refused = await get(csv.loader, '/admin/newsletter.csv', SHOPPER);
    expect([refused.status, refused.text]).toEqual([404, 'Not Found']);
    server.use(http.get('*/api/v1/admin/me', () => HttpResponse.error()));
    expect((await get(csv.loader, '/admin/newsletter.csv', ADMIN)).status).toBe(503);
  });

  it('reads a contact message and marks it handled once', async () => {
    resetMockState();
    const open = await get(messages.loader, '/admin/messages?status=open', ADMIN);
    expect(open.data.list.data.map((m: { id: number }) => m.id)).toEqual([2]);
    const one = await get(message.loader, '/admin/messages/2', ADMIN, { id: '2' });
    expect(one.data.message).toMatchObject({ subject: 'Where is my parcel?', handled_at: null });
    const done = await post(message.action, '/ar/admin/messages/2', { intent: 'handled' }, ADMIN, {
      id: '2',
    });
    expect(done.headers.get('Location')).toBe('/ar/admin/messages/2');
    expect(await toastOf(done.headers)).toEqual({
      type: 'success',
      message: 'حُدِّدت الرسالة كمعالَجة.',
    });
    const twice = await post(message.action, '/admin/messages/2', { intent: 'handled' }, ADMIN, {
      id: '2',
    });
    expect((await toastOf(twice.headers))?.type).toBe('error');
    const handled = await get(messages.loader, '/admin/messages?status=handled', ADMIN);
    expect(handled.data.list.data.map((m: { id: number }) => m.id)).toEqual([2, 1]);
    expect(
      (await post(message.action, '/admin/messages/99', { intent: 'handled' }, ADMIN, { id: '99' }))
        .status,
    ).toBe(404);
  });

  it('signs in with the one-time link only on the POST of its form', async () => {
    let exchanged = 0;
    server.use(
      http.post('*/api/v1/admin/sign-in', () => {
        exchanged++;
        return undefined;
      }),
    );
    const page = await get(signIn.loader, '/admin/sign-in');
    expect(page.data).toEqual({ title: 'Admin sign-in' });
    expect(exchanged).toBe(0);
    const bad = await post(signIn.action, '/admin/sign-in', { code: 'x'.repeat(30) });
    expect(bad.status).toBe(400);
    expect(bad.data.initialValue?.code).toBeUndefined();
    const short = await post(signIn.action, '/admin/sign-in', { code: 'short' });
    expect(short.status).toBe(400);
    const ok = await post(signIn.action, '/fr/admin/sign-in', { code: MOCK_SIGN_IN_CODE });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('Location')).toBe('/fr/admin');
    expect((await sessionAfter(ok.headers)).get('token')).toBe(MOCK_ADMIN.token);
    expect(exchanged).toBe(2);
  });
});
