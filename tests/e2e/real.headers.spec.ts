// Security headers and cookie flags (issue 7) on the production server, JavaScript on and off. The home
// page's CSP nonce on every inline script is checked in real.catalog.spec.ts ('platform'); here: the whole
// policy on other kinds of pages, the other headers on every kind of response (pages, redirects, API
// JSON, assets, uploads), and the flags of each cookie the storefront sets (DESIGN "Storefront rules").
import type { Page, Response } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { codeFor } from './accounts.ts';

/** The policy's directives by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The headers every response carries, whatever it is (a page, a redirect, JSON, a file). */
function expectBaseline(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\)/);
  // The e2e server runs with NODE_ENV=production: HSTS for a year, subdomains included.
  const hsts = headers['strict-transport-security'] ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${what}: ${hsts}`).toBeGreaterThanOrEqual(
    31536000,
  );
  expect(hsts, what).toContain('includeSubDomains');
}

/** An HTML page's enforced policy: scripts only from us or with this response's nonce. */
function expectPagePolicy(headers: Record<string, string>, what: string): string {
  expect(headers['content-security-policy-report-only'], what).toBeUndefined();
  const csp = headers['content-security-policy'];
  expect(csp, what).toBeTruthy();
  const d = directives(csp!);
  const script = d.get('script-src')!;
  expect(script, what).toContain("'self'");
  const nonce = script.find((s) => /^'nonce-[A-Za-z0-9+/]{16,}={0,2}'$/.test(s));
  expect(nonce, `${what}: ${script.join(' ')}`).toBeTruthy();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    expect(script, what).not.toContain(unsafe);
  expect(d.get('style-src'), what).not.toContain("'unsafe-inline'");
  expect(d.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(d.get('object-src'), what).toEqual(["'none'"]);
  expect(d.get('base-uri'), what).toEqual(["'self'"]);
  expect(d.get('form-action'), what).toEqual(["'self'"]);
  expect(d.get('default-src'), what).toEqual(["'self'"]);
  return nonce!;
}

test('every kind of page sends the enforced policy with a fresh nonce, and the other headers', async ({
  page,
  request,
}) => {
  const nonces = new Set<string>();
  for (const [path, status] of [
    ['/all/electronics', 200],
    ['/x/product/3', 200],
    ['/ar/search?q=lap', 200],
    ['/login', 200],
    ['/page/about', 200],
    ['/no-such-page', 404],
    ['/x/product/999999', 404],
  ] as const) {
    const res = (await page.goto(path))!;
    expect(res.status(), path).toBe(status);
    const headers = await res.allHeaders();
    expectBaseline(headers, path);
    nonces.add(expectPagePolicy(headers, path));
    // Every inline script of the page carries this response's nonce (the browser hides it from the DOM).
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy']!)![1]!;
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g))
      expect(m[1], path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size, 'one nonce per response').toBe(7);

  // Not pages: the API's JSON, a built asset, an uploaded image, a redirect. Same baseline, and an upload
  // opened directly runs nothing (its own sandboxed policy).
  const api = await request.get('/api/v1/products?page=1');
  expectBaseline(api.headers(), 'API');
  expect(api.headers()['content-type']).toContain('application/json');
  const product = (await (await request.get('/api/v1/product/3')).json()).data as {
    image: string;
  };
  const upload = await request.get(`/uploads/${product.image.replace(/^.*\/uploads\//, '')}`);
  expect(upload.status()).toBe(200);
  expectBaseline(upload.headers(), 'upload');
  expect(upload.headers()['content-security-policy']).toContain('sandbox');
  expect(upload.headers()['content-security-policy']).toContain("default-src 'none'");
  const home = await (await request.get('/')).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)![0];
  const file = await request.get(asset);
  expect(file.status()).toBe(200);
  expectBaseline(file.headers(), asset);
  const redirect = await request.get('/newsletter', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expectBaseline(redirect.headers(), 'redirect');
  // A refusal too: a same-site post whose body is no form is a 400 (not a 500), with the same headers.
  const json = await request.post('/newsletter', {
    data: { email: 'ada@example.com' },
    headers: { Origin: new URL(api.url()).origin },
    maxRedirects: 0,
  });
  expect(json.status()).toBe(400);
  expectBaseline(json.headers(), 'refusal');
  // A post over 4 MB is refused before it is read (the limit skips GET and HEAD only, decision 117).
  const tooLarge = await request.post('/newsletter', {
    data: Buffer.alloc(4 * 1024 * 1024 + 1, 'a'),
    headers: { Origin: new URL(api.url()).origin, 'Content-Type': 'text/plain' },
    maxRedirects: 0,
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.text()).toBe('The request is too large.');
});

/** The Set-Cookie attributes of one cookie in a response (lower-case names; flags map to ''). */
async function setCookie(res: Response, name: string): Promise<Map<string, string> | null> {
  const line = (await res.headersArray())
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .flatMap((h) => h.value.split('\n'))
    .find((v) => v.startsWith(`${name}=`));
  if (!line) return null;
  return new Map(
    line
      .split(';')
      .slice(1)
      .map((a) => {
        const [k, ...v] = a.trim().split('=');
        return [k!.toLowerCase(), v.join('=')] as [string, string];
      }),
  );
}

const postTo = (page: Page, path: RegExp) =>
  page.waitForResponse(
    (r) => r.request().method() === 'POST' && path.test(new URL(r.url()).pathname),
  );

test('cookie flags: the session after a login, the CSRF token, the language', async ({
  page,
  request,
  context,
  javaScriptEnabled,
}, testInfo) => {
  const js = javaScriptEnabled !== false;
  const email = `headers-${testInfo.project.name}-${Date.now()}@example.com`;
  // An account made through the API, its code read from the SMTP sink.
  const signup = await request.post('/api/v1/user/signup', {
    data: { first_name: 'Hedda', last_name: 'Ers', email, password: 'secret12' },
  });
  expect((await signup.json()).status).toBe(200);
  const verified = await request.post('/api/v1/user/verify', {
    data: { email, code: await codeFor(request, email, 0) },
  });
  expect((await verified.json()).status).toBe(200);

  // The CSRF cookie comes with the first page that has a form: signed, httpOnly, Lax, whole site.
  const first = (await page.goto('/login'))!;
  const csrf = await setCookie(first, 'frontend_csrf');
  expect(csrf, 'frontend_csrf set').not.toBeNull();
  expect(csrf!.has('httponly')).toBe(true);
  expect(csrf!.get('samesite')).toBe('Lax');
  expect(csrf!.get('path')).toBe('/');
  expect(csrf!.has('secure')).toBe(true);
  await hydrated(page, js);

  // Log in through the form: the session cookie of DESIGN (httpOnly, Lax, Secure, path /, 366 days).
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret12');
  const login = postTo(page, /^\/login(\.data)?$/);
  await page.getByRole('button', { name: 'Log in' }).click();
  const loggedIn = await login;
  const session = await setCookie(loggedIn, 'frontend_session');
  expect(session, 'frontend_session set').not.toBeNull();
  expect(session!.get('max-age')).toBe('31622400');
  expect(session!.has('httponly')).toBe(true);
  expect(session!.get('samesite')).toBe('Lax');
  expect(session!.get('path')).toBe('/');
  expect(session!.has('secure')).toBe(true);
  expect(session!.has('domain')).toBe(false); // this host only
  await expect(page.getByTestId('header-profile')).toBeVisible();
  // The browser keeps it so.
  const kept = (await context.cookies()).find((c) => c.name === 'frontend_session')!;
  expect(kept).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
  expect(kept.expires - Date.now() / 1000).toBeGreaterThan(31622400 - 120);
  // The toast that greets the shopper (set with the session) is httpOnly too.
  const toast = await setCookie(loggedIn, 'frontend_toast');
  expect(toast, 'frontend_toast set').not.toBeNull();
  expect(toast!.has('httponly')).toBe(true);
  expect(toast!.get('samesite')).toBe('Lax');

  // The language: a year, whole site, Lax (readable by the page: it only names a language).
  await page.goto('/x/product/3');
  await hydrated(page, js);
  await page.locator('header summary').filter({ hasText: 'English' }).click();
  const switched = postTo(page, /^\/language(\.data)?$/);
  await page.getByRole('button', { name: 'Français' }).click();
  const language = await setCookie(await switched, 'currentLanguage');
  expect(language, 'currentLanguage set').not.toBeNull();
  expect(language!.get('max-age')).toBe('31536000');
  expect(language!.get('samesite')).toBe('Lax');
  expect(language!.get('path')).toBe('/');
  expect(language!.has('httponly')).toBe(false);
  await expect(page).toHaveURL(/\/fr\/x\/product\/3$/);
  if (js) {
    // What the page's scripts can read: the language, never the session or the CSRF secret.
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain('currentLanguage=');
    expect(readable).not.toContain('frontend_session');
    expect(readable).not.toContain('frontend_csrf');
  }
});
