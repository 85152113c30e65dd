// The site settings staff edit (issue 35 item 4), on SQLite and PostgreSQL: each save is validated (a colour
// below 4.5:1 against white named with its ratio, a default language that is not enabled, an unknown
// currency or one with other decimals), written, audited with the values before and after, and seen by
// `common` and `payment-gateway` at once; a withdrawn method is refused at "Place order"; a social sign-in
// or an online method without its configuration cannot be turned on; visitors, shoppers and sellers get
// the 404 and nothing is written.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fillPath } from '#contract/endpoint.ts';
import { settingsEndpoints } from '#contract/site/admin-settings.ts';
import { OrderMessages } from '#contract/orders/schemas.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import {
  apiOver,
  callApi,
  demoAdminToken,
  shopperToken,
  useApiOver,
  usAddress,
} from '../test-api.ts';

const dialects = await dialectsUnderTest();

const SITE = {
  site_name: 'Bazaar Test',
  primary_color: '#1d4ed8',
  primary_hover_color: '#1e3a8a',
  phone: '+1 555 0199',
  email: 'shop@example.com',
  copyright_text: '© Test',
  meta_title: 'Test title',
  meta_description: 'Test description',
  texts: { ar: { site_name: 'بازار تجريبي' } },
};
const SHOP = {
  currency: 'EUR',
  currency_icon: '€',
  currency_position: 2,
  decimal_format: 'de-DE',
  languages: ['en', 'fr', 'ar', 'tr', 'hi'],
  default_language: 'en',
  guest_checkout: 1,
  vendor_registration: 0,
  cookie_banner: 1,
  enable_ga: 1,
  ga_id: 'G-AB12CD34',
  enable_pixel: 0,
  pixel_id: '',
  google_login: 0,
  facebook_login: 0,
};
const PAYMENTS = {
  enabled: [2, 7],
  default: 2,
  bank_name: 'Test Bank',
  account_name: 'Bazaar Ltd',
  account_number: 'DE00 1234',
  branch_name: '',
};

describe.each(dialects)('site settings by staff on %s', (dialect) => {
  const fx = useApiOver(dialect);
  const admin = async () => demoAdminToken(fx.api);
  const post = async (path: string, body: unknown, token?: string) =>
    callApi(fx.api, 'POST', path, { body, token: token ?? (await admin()) });
  const audits = (action: string) =>
    fx.tdb.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  it('saves the site, audits it and `common` shows it at once, translated', async () => {
    const r = await post('/admin/settings/site', SITE);
    expect(r.status, JSON.stringify(r)).toBe(200);
    expect(r.data.site.primary_color).toBe('#1d4ed8');
    expect(r.data.texts.ar.site_name).toBe('بازار تجريبي');
    const common = await callApi(fx.api, 'GET', '/common');
    expect(common.data.site_setting.site_name).toBe('Bazaar Test');
    expect(common.data.site_setting.primary_color).toBe('#1d4ed8');
    expect(common.data.setting.phone).toBe('+1 555 0199');
    const ar = await fx.api.request('/common', {
      headers: { accept: 'application/json', lang: 'ar' },
    });
    expect(
      ((await ar.json()) as { data: { site_setting: { site_name: string } } }).data.site_setting
        .site_name,
    ).toBe('بازار تجريبي');
    const [row] = await audits('settings:site');
    expect(row).toMatchObject({ subject: 'settings', order_id: null });
    expect(JSON.parse(row!.before).site_name).toBe('Bazaar');
    expect(JSON.parse(row!.after).site_name).toBe('Bazaar Test');
    // The screen lists it: the site's rows (no id: settings are one subject), none of the shop's.
    const read = await callApi(fx.api, 'GET', '/admin/settings', { token: await admin() });
    expect(read.data.audit.site).toEqual([
      expect.objectContaining({
        action: 'settings:site',
        before: expect.objectContaining({ site_name: 'Bazaar' }),
        after: expect.objectContaining({ site_name: 'Bazaar Test' }),
      }),
    ]);
    expect(read.data.audit.shop).toEqual([]);
  });

  it('refuses a colour below 4.5:1 against white text, naming the ratio, and writes nothing', async () => {
    const before = (await audits('settings:site')).length;
    const r = await post('/admin/settings/site', { ...SITE, primary_color: '#7dd3fc' });
    expect(r.status).toBe(201);
    expect(r.data.form[0]).toMatch(/primary colour has a contrast of 1\.\d+:1 .*at least 4\.5:1/);
    const hover = await post('/admin/settings/site', { ...SITE, primary_hover_color: '#zzzzzz' });
    expect(hover.data.form[0]).toContain('six hexadecimal digits');
    expect(await audits('settings:site')).toHaveLength(before);
    const common = await callApi(fx.api, 'GET', '/common');
    expect(common.data.site_setting.primary_color).toBe('#1d4ed8');
  });

  it('saves the currency, languages and switches; refuses a disabled default, no language, a bad currency', async () => {
    const refused = [
      [{ ...SHOP, languages: ['fr'], default_language: 'en' }, 'default language must be enabled'],
      [{ ...SHOP, languages: [] }, 'at least one language'],
      [{ ...SHOP, currency: 'XYZ' }, 'ISO 4217'],
      [{ ...SHOP, currency: 'JPY', currency_icon: '¥' }, 'another number of decimals'],
      [{ ...SHOP, currency_position: 3 }, 'before (1) or after (2)'],
      [{ ...SHOP, enable_ga: 1, ga_id: '<script>' }, 'analytics id'],
      [{ ...SHOP, google_login: 1 }, 'GOOGLE_CLIENT_ID'],
    ] as const;
    for (const [body, message] of refused) {
      const r = await post('/admin/settings/shop', body);
      expect(r.status, JSON.stringify(body)).toBe(201);
      expect(r.data.form.join(' ')).toContain(message);
    }
    expect(await audits('settings:shop')).toHaveLength(0);
    const ok = await post('/admin/settings/shop', { ...SHOP, languages: ['en', 'ar'] });
    expect(ok.status, JSON.stringify(ok)).toBe(200);
    const common = await callApi(fx.api, 'GET', '/common');
    expect(common.data.setting).toMatchObject({
      currency: 'EUR',
      currency_icon: '€',
      currency_position: 2,
      decimal_format: 'de-DE',
      vendor_registration: 0,
      enable_ga: 1,
      ga_id: 'G-AB12CD34',
    });
    expect(common.data.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'ar']);
    const [row] = await audits('settings:shop');
    expect(JSON.parse(row!.before)).toMatchObject({ currency: 'USD', vendor_registration: 1 });
    expect(JSON.parse(row!.after)).toMatchObject({ currency: 'EUR', languages: ['en', 'ar'] });
    // Back to the seed's (other tests of this file read them).
    const back = await post('/admin/settings/shop', {
      ...SHOP,
      currency: 'USD',
      currency_icon: '$',
      currency_position: 1,
      decimal_format: 'en-US',
      vendor_registration: 1,
      enable_ga: 0,
      ga_id: '',
    });
    expect(back.status).toBe(200);
  });

  it('withdraws cash on delivery: payment-gateway says so and "Place order" with it is refused', async () => {
    const r = await post('/admin/settings/payments', { ...PAYMENTS, enabled: [7], default: 7 });
    expect(r.status, JSON.stringify(r)).toBe(200);
    const gateway = await callApi(fx.api, 'GET', '/payment-gateway');
    expect(gateway.data).toMatchObject({ cash_on_delivery: 0, bank: 1, bank_name: 'Test Bank' });
    const product = await fx.tdb.db
      .selectFrom('products')
      .select('id')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const user_token = 'settings-guest-token-0001';
    await callApi(fx.api, 'POST', '/cart/action', {
      body: { user_token, product_id: product.id, quantity: 1 },
    });
    await callApi(fx.api, 'POST', '/user/address/action', {
      body: { user_token, ...usAddress(), default: 1 },
    });
    const placed = await callApi(fx.api, 'POST', '/order/action', {
      body: { user_token, order_method: 2 },
    });
    expect(placed.data.form).toContain(OrderMessages.methodDisabled);
    const [row] = await audits('settings:payments');
    expect(JSON.parse(row!.before).enabled).toEqual([2, 7, 3, 1, 8, 4, 5, 6]);
    expect(JSON.parse(row!.after).enabled).toEqual([7]);
    // An online method needs its provider; the default must be offered; bank transfer needs its details.
    for (const [body, message] of [
      [{ ...PAYMENTS, enabled: [2, 3] }, 'its provider runs'],
      [{ ...PAYMENTS, default: 3 }, 'default payment method'],
      [{ ...PAYMENTS, enabled: [7], default: 7, bank_name: '' }, 'bank’s name'],
      [{ ...PAYMENTS, enabled: [] }, 'at least one payment method'],
      [{ ...PAYMENTS, enabled: [9] }, 'at least one payment method'],
    ] as const) {
      const refused = await post('/admin/settings/payments', body);
      expect(refused.status, JSON.stringify(body)).toBe(201);
      expect(refused.data.form.join(' ')).toContain(message);
    }
    expect(await audits('settings:payments')).toHaveLength(1);
    expect((await post('/admin/settings/payments', PAYMENTS)).status).toBe(200);
    // No secret in the staff's answer either.
    const read = await callApi(fx.api, 'GET', '/admin/settings/payments', { token: await admin() });
    expect(JSON.stringify(read.data)).not.toMatch(/secret|key/i);
    expect(read.data.audit.map((a: { action: string }) => a.action)).toEqual([
      'settings:payments',
      'settings:payments',
    ]);
  });

  it('stores a logo through the file store, puts an earlier one back by name, and audits both', async () => {
    const token = await admin();
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#0e7490' },
    })
      .png()
      .toBuffer();
    const upload = async (fields: Record<string, string | Blob>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      const res = await fx.api.request('/admin/settings/logo', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        body: form,
      });
      expect(res.status).toBeLessThan(500);
      return (await res.json()) as { status: number; data: { image: string; form?: string[] } };
    };
    const r = await upload({
      which: 'header_logo',
      image: new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }),
    });
    expect(r.status, JSON.stringify(r)).toBe(200);
    expect(r.data.image).toMatch(/^site\/.+\.webp$/);
    expect(await fx.tdb.files.get(r.data.image)).not.toBeNull();
    const common = await callApi(fx.api, 'GET', '/common');
    expect(common.data.site_setting.header_logo).toBe(r.data.image);
    const text = await upload({
      which: 'header_logo',
      image: new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }),
    });
    expect(text.data.form).toEqual(['The image must be a JPEG, PNG or WebP file.']);
    for (const name of ['../etc/passwd', 'missing.webp', '/abs.webp'])
      expect((await upload({ which: 'header_logo', restore: name })).data.form).toEqual([
        'That logo is not in the shop’s file store.',
      ]);
    const back = await upload({ which: 'header_logo', restore: 'logo.svg' });
    expect(back.status, JSON.stringify(back)).toBe(200);
    expect((await callApi(fx.api, 'GET', '/common')).data.site_setting.header_logo).toBe(
      'logo.svg',
    );
    const rows = await audits('settings:logo');
    expect(
      rows.map((x) => [JSON.parse(x.before).header_logo, JSON.parse(x.after).header_logo]),
    ).toEqual([
      ['logo.svg', r.data.image],
      [r.data.image, 'logo.svg'],
    ]);
  });

  it('answers a visitor, a shopper and a seller 404 on every settings endpoint and writes nothing', async () => {
    const seller = await callApi(fx.api, 'POST', '/user/signin', {
      body: { email: 'seller1@bazaar.example', password: 'bazaar-seller-1' },
    });
    expect(seller.status).toBe(200);
    const tokens = {
      visitor: '',
      shopper: await shopperToken(fx.tdb.db),
      seller: seller.data.token as string,
    };
    const before = await fx.tdb.db.selectFrom('settings').selectAll().orderBy('key').execute();
    const bodies: Record<string, unknown> = {
      adminSiteSettingsSave: SITE,
      adminShopSettingsSave: SHOP,
      adminPaymentSettingsSave: PAYMENTS,
      adminSiteLogo: {},
    };
    for (const [who, token] of Object.entries(tokens))
      for (const [key, e] of Object.entries(settingsEndpoints)) {
        const r = await callApi(fx.api, e.method, `/${fillPath(e.path, {})}`, {
          token: token || undefined,
          body: e.method === 'POST' ? bodies[key] : undefined,
        });
        expect(r.status, `${who} ${key}`).toBe(404);
      }
    expect(await fx.tdb.db.selectFrom('settings').selectAll().orderBy('key').execute()).toEqual(
      before,
    );
  });
});

describe.each(dialects)('social sign-in switches on %s', (dialect) => {
  const fx = useApiOver(dialect, {
    seed: 10,
    api: (tdb) =>
      apiOver(tdb, {
        oauth: {
          google: {
            clientId: 'id',
            clientSecret: 'secret',
            authorizeUrl: 'https://accounts.example/auth',
            tokenUrl: 'https://accounts.example/token',
            userinfoUrl: 'https://accounts.example/me',
            scope: 'openid',
          },
        },
      }),
  });

  it('shows Google while on and configured; off, the button and its redirect go; Facebook cannot be turned on', async () => {
    const token = await demoAdminToken(fx.api);
    expect((await callApi(fx.api, 'GET', '/common')).data.setting.google_login).toBe(1);
    const read = await callApi(fx.api, 'GET', '/admin/settings', { token });
    expect(read.data.social).toEqual({ google: true, facebook: false });
    const off = await callApi(fx.api, 'POST', '/admin/settings/shop', {
      token,
      body: { ...SHOP, currency: 'USD', google_login: 0 },
    });
    expect(off.status, JSON.stringify(off)).toBe(200);
    expect((await callApi(fx.api, 'GET', '/common')).data.setting.google_login).toBe(0);
    const redirect = await fx.api.request('/user/social-login/redirect/google?binding=x');
    expect(redirect.status).toBe(403);
    const facebook = await callApi(fx.api, 'POST', '/admin/settings/shop', {
      token,
      body: { ...SHOP, currency: 'USD', facebook_login: 1 },
    });
    expect(facebook.data.form[0]).toContain('FACEBOOK_CLIENT_ID');
  });
});
