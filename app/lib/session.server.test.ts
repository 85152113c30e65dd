import { describe, expect, it } from 'vitest';
import { requireGuest, requireUser } from '#app/lib/session.server.ts';
import { getAs, redirectedTo } from '#tests/support/routes.ts';

describe('guards', () => {
  it('sends visitors from account routes to login and back after', async () => {
    expect(await redirectedTo(async () => requireUser(await getAs('/fr/user/orders?page=2')))).toBe(
      '/fr/login?redirectTo=%2Ffr%2Fuser%2Forders%3Fpage%3D2',
    );
    expect(await requireUser(await getAs('/user/orders', { token: 'tok' }))).toEqual({
      token: 'tok',
    });
  });
  it('sends signed-in users away from login and register', async () => {
    expect(
      await redirectedTo(async () => requireGuest(await getAs('/ar/login', { token: 'tok' }))),
    ).toBe('/ar');
    expect(await requireGuest(await getAs('/login'))).toBeUndefined();
  });
  it('ignores a forged session cookie', async () => {
    const forged = new Request('http://shop.test/user/orders', {
      headers: { Cookie: 'frontend_session=eyJ0b2tlbiI6ImFkbWluIn0%3D.forged' },
    });
    expect(await redirectedTo(() => requireUser(forged))).toBe(
      '/login?redirectTo=%2Fuser%2Forders',
    );
  });
});
