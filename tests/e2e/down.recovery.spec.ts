// SHOP_API_URL points at a port with nothing behind it: 'API is down.' (503); once an API answers there,
// the same storefront process serves the shop again — no restart, no cached failure.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { test, expect } from './fixtures.ts';
import { PORTS } from '../../playwright.config.ts';

const API_PORT = PORTS.downApi;
const REAL_PORT = PORTS.real;

test('recovers when the API comes back', async ({ page }) => {
  const first = await page.goto('/');
  expect(first?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'API is down.' })).toBeVisible();

  // Bring "the API" up: a plain proxy to the real embedded API of the other test server.
  const proxy: Server = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: REAL_PORT,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(API_PORT, '127.0.0.1', resolve));
  try {
    const again = await page.goto('/');
    expect(again?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Daily discover' })).toBeVisible();
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
  }
});
