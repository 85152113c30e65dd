// A shop reached under a second name (issue 37 item 7): its IP address for localhost here, as www. and the
// apex, or an IP, would be in production. Every page is sent to PUBLIC_URL's name first (the e2e server's is
// 127.0.0.1), so the Stripe payment started after it completes on the shopper's own session, JavaScript on
// and off.
import { expect, test } from './fixtures.ts';
import { expectPaid, guestToSandbox, sandbox } from './payments.ts';

test.describe('a second host name', () => {
  test.describe.configure({ timeout: 120_000 });

  test('sends every page to the shop’s own name, where a Stripe payment completes', async ({
    page,
    request,
    js,
    stamp,
    baseURL,
  }) => {
    const own = new URL(baseURL!);
    const other = `http://localhost:${own.port}`;
    await page.goto(`${other}/all/electronics?sort=2`);
    await expect(page).toHaveURL(`${own.origin}/all/electronics?sort=2`);
    const res = await request.get(`${other}/cart`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe(`${own.origin}/cart`);
    // The API answers on any name (other clients, provider callbacks).
    expect((await request.get(`${other}/api/v1/products`, { maxRedirects: 0 })).status()).toBe(200);
    const email = `second-host-${stamp}@example.com`;
    await guestToSandbox(page, request, js ? 12 : 13, 3, js, email);
    await sandbox(page, 'sandbox-pay');
    await expectPaid(page, request, email);
  });
});
