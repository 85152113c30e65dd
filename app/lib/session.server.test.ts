import { describe, expect, it } from 'vitest';
import { requireGuest, requireUser, sessionStorage } from '#app/lib/session.server.ts';

async function requestWith(path: string, token?: string) {
  const storage = sessionStorage();
  const session = await storage.getSession();
  if (token) session.set('token', token);
  const cookie = (await storage.commitSession(session)).split(';')[0]!;
  return new Request(`http://shop.test${path}`, { headers: { Cookie: cookie } });
}
const locationOf = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
    return null;
  } catch (e) {
    return e instanceof Response ? e.headers.get('Location') : 'not a redirect';
  }
};

describe('guards', () => {
  it('sends visitors from account routes to login and back after', async () => {
    expect(
      await locationOf(async () => requireUser(await requestWith('/fr/user/orders?page=2'))),
    ).toBe('/fr/login?redirectTo=%2Ffr%2Fuser%2Forders%3Fpage%3D2');
    expect(await requireUser(await requestWith('/user/orders', 'tok'))).toEqual({ token: 'tok' });
  });
  it('sends signed-in users away from login and register', async () => {
    expect(await locationOf(async () => requireGuest(await requestWith('/ar/login', 'tok')))).toBe(
      '/ar',
    );
    expect(await requireGuest(await requestWith('/login'))).toBeUndefined();
  });
  it('ignores a forged session cookie', async () => {
    const forged = new Request('http://shop.test/user/orders', {
      headers: { Cookie: 'frontend_session=eyJ0b2tlbiI6ImFkbWluIn0%3D.forged' },
    });
    expect(await locationOf(() => requireUser(forged))).toBe('/login?redirectTo=%2Fuser%2Forders');
  });
});
