// A seller's store and dashboard against the MSW API (mocks/seller-store.ts), with real cookies: anyone but
// the seller gets this site's 404 and changes nothing; the dashboard shows the API's figures; the profile is
// saved in two languages with a toast in the seller's language, a refused form keeps what was typed (the
// storefront's checks and the API's name clash), and the pictures are uploaded as multipart and removed.
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { commitCsrfToken } from '#app/lib/csrf.server.ts';
import { server } from '#mocks/node.ts';
import { MOCK_ADMIN, MOCK_SELLER } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import {
  API,
  ORIGIN,
  context,
  runGet,
  runPost,
  runRoute,
  sessionCookie,
  toastOf,
  useFreshMockApi,
  SHOPPER,
} from '#tests/support/routes.ts';
import { loader as dashboardLoader } from '#app/routes/($lang).seller._index.tsx';
import { action as storeAction, loader as storeLoader } from '#app/routes/($lang).seller.store.tsx';

useFreshMockApi();

const SELLER: SessionData = { token: MOCK_SELLER.token };
const profile = {
  intent: 'save',
  name: 'Nadia Lamps',
  contact_email: 'shop@nadia.test',
  contact_phone: '+90 212 555 01 01',
  description: 'Lamps.\nMade by hand.',
  shipping_policy: 'Two days.',
  return_policy: '14 days.',
  ar_description: 'مصابيح',
  ar_return_policy: '١٤ يومًا',
};

/** A picture form as a browser without JavaScript posts it: multipart, the CSRF token, the file. */
async function pictureUpload(
  path: string,
  intent: string,
  file: File | null,
  session: SessionData,
) {
  const [token, csrfCookie] = await commitCsrfToken(new Request(`${ORIGIN}/`));
  const form = new FormData();
  form.append('csrf', token);
  form.append('intent', intent);
  if (file) form.append('image', file);
  const cookies = [csrfCookie!.split(';')[0]!, await sessionCookie(session)];
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: form,
    headers: { Cookie: cookies.join('; '), Origin: ORIGIN },
  });
  return runRoute(() => storeAction({ request, context, params: {} }));
}

describe('a seller’s store: anyone but the seller', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
    ['the admin', { token: MOCK_ADMIN.token }],
  ] as const)(
    '%s gets this site’s 404 on the dashboard, the profile and its action',
    async (_, session) => {
      expect((await runGet(dashboardLoader, '/seller', session)).status).toBe(404);
      expect((await runGet(storeLoader, '/ar/seller/store', session)).status).toBe(404);
      expect((await runPost(storeAction, '/seller/store', profile, session)).status).toBe(404);
      const still = await runGet(storeLoader, '/seller/store', SELLER);
      expect(still.data.profile.name).toBe(MOCK_SELLER.store.name);
    },
  );
});

describe('a seller’s store: the seller', () => {
  it('sees the dashboard’s figures as the API computed them', async () => {
    const r = await runGet(dashboardLoader, '/ar/seller', SELLER);
    expect(r.status).toBe(200);
    expect(r.data.home).toBe('/ar/seller');
    expect(r.data.title).toBe('لوحة التحكم');
    expect(r.data.dashboard).toMatchObject({
      sales: { today: 4500, days7: 12_990, days30: 48_250 },
      waiting: 2,
      balance: { available: 20_000, held: 7_500 },
    });
    expect(r.data.dashboard.low_stock.rows[0].product).toBe('Mock Lamp');
  });

  it('saves the profile in English and Arabic with a toast; a refused form keeps what was typed', async () => {
    const refused = await runPost(
      storeAction,
      '/fr/seller/store',
      { ...profile, name: ' ', contact_email: 'nope', contact_phone: 'call me' },
      SELLER,
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.name).toEqual(['Saisissez le nom de la boutique.']);
    expect(refused.data.errors.contact_email).toEqual(['Saisissez une adresse e-mail valide.']);
    expect(refused.data.errors.contact_phone).toHaveLength(1);
    expect(refused.data.values.ar_description).toBe('مصابيح');
    expect(refused.data.values.contact_phone).toBe('call me');

    const clash = await runPost(
      storeAction,
      '/fr/seller/store',
      { ...profile, name: 'Taken Store' },
      SELLER,
    );
    expect(clash.status).toBe(400);
    expect(clash.data.formErrors).toEqual(['Ce nom de boutique est déjà pris.']);
    expect(clash.data.values.description).toBe(profile.description);

    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}seller/store`, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const saved = await runPost(storeAction, '/fr/seller/store', profile, SELLER);
    expect(saved.status).toBe(302);
    expect(saved.headers.get('Location')).toBe('/fr/seller/store');
    expect(await toastOf(saved.headers)).toEqual({
      type: 'success',
      message: 'La boutique a été enregistrée.',
    });
    expect(sent).toMatchObject({
      name: 'Nadia Lamps',
      description: 'Lamps.\nMade by hand.',
      translations: { ar: { description: 'مصابيح', return_policy: '١٤ يومًا' } },
    });
    const again = await runGet(storeLoader, '/seller/store', SELLER);
    expect(again.data.profile).toMatchObject({
      name: 'Nadia Lamps',
      contact_phone: '+90 212 555 01 01',
      translations: { ar: { description: 'مصابيح' } },
    });
  });

  it('uploads a logo and a banner as multipart, refuses a bad one with a toast, and removes them', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], 'logo.png', {
      type: 'image/png',
    });
    const logo = await pictureUpload('/seller/store', 'logo', png, SELLER);
    expect(logo.status).toBe(302);
    expect(await toastOf(logo.headers)).toEqual({
      type: 'success',
      message: 'The picture has been saved.',
    });
    const none = await pictureUpload('/ar/seller/store', 'banner', null, SELLER);
    expect(await toastOf(none.headers)).toEqual({ type: 'error', message: 'اختر ملف صورة.' });
    const bad = await pictureUpload(
      '/seller/store',
      'banner',
      new File(['<svg/>'], 'bad.png', { type: 'image/png' }),
      SELLER,
    );
    expect(await toastOf(bad.headers)).toEqual({
      type: 'error',
      message: 'The image must be a JPEG, PNG or WebP file.',
    });
    expect((await runGet(storeLoader, '/seller/store', SELLER)).data.profile.logo).toBe(
      'stores/mock-logo.webp',
    );
    const removed = await runPost(storeAction, '/seller/store', { intent: 'remove-logo' }, SELLER);
    expect(await toastOf(removed.headers)).toEqual({
      type: 'success',
      message: 'The picture has been removed.',
    });
    const twice = await runPost(storeAction, '/seller/store', { intent: 'remove-logo' }, SELLER);
    expect((await toastOf(twice.headers))?.message).toBe('There is no picture to remove.');
    expect((await runPost(storeAction, '/seller/store', { intent: 'bogus' }, SELLER)).status).toBe(
      400,
    );
  });
});
