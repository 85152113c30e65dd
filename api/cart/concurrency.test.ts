// Issue 13 items 4 and 5, on SQLite and PostgreSQL: the guest cart merged at sign-in is clamped to stock and
// to the line maximum (and says what it reduced); one line per owner and variant under concurrent adds and
// buy-nows, never past stock; wishlist and compare toggles never fail under concurrency.
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '#contract/codes.ts';
import { hashPassword } from '../account/password.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { insertVerifiedUser, setStock as setInventoryStock } from '../test-api.ts';
import { useCartFixture, type Body } from './fixture.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('cart merge and concurrency on %s', (dialect) => {
  const fx = useCartFixture(dialect);
  const { call } = fx;

  const setStock = (inventoryId: number, quantity: number) =>
    setInventoryStock(fx.tdb.db, inventoryId, quantity);
  const linesOf = (where: { userId: number } | { userToken: string }) =>
    fx.tdb.db
      .selectFrom('carts')
      .select(['id', 'inventory_id', 'quantity'])
      .where(
        'userId' in where ? 'user_id' : 'user_token',
        '=',
        'userId' in where ? (where.userId as never) : (where.userToken as never),
      )
      .execute();
  async function userWithPassword(email: string) {
    return insertVerifiedUser(fx.tdb.db, {
      name: email,
      email,
      password_hash: await hashPassword('secret12'),
    });
  }

  it('merges a guest cart at each sign-in within stock and the line maximum, and says what it reduced', async () => {
    const email = `merge-${dialect}@example.com`;
    const userId = await userWithPassword(email);
    const inv = fx.plain.inventory_id;
    await setStock(inv, 3);
    const signInWithGuestLine = async (guest: string, quantity: number) => {
      const added = await call('POST', '/cart/action', {
        body: { user_token: guest, product_id: fx.plain.product_id, quantity },
      });
      expect(added.status, JSON.stringify(added)).toBe(200);
      return call('POST', '/user/signin', {
        body: { email, password: 'secret12', user_token: guest },
      });
    };
    const first = await signInWithGuestLine('guestMERGE-one-12345', 3);
    expect(first.data.token).toBeTruthy();
    expect(first.data.cart_reduced ?? []).toEqual([]);
    // A line of 3 (stock 3) merged with another guest's 3 stays 3, at every sign-in.
    for (const guest of ['guestMERGE-two-12345', 'guestMERGE-three-1234']) {
      const again = await signInWithGuestLine(guest, 3);
      expect(again.data.cart_reduced).toEqual([
        expect.objectContaining({ inventory_id: inv, quantity: 3, requested: 6 }),
      ]);
      expect(again.message).toBe('Some quantities in your cart were reduced to what is in stock.');
      expect((await linesOf({ userId })).map((l) => [l.inventory_id, l.quantity])).toEqual([
        [inv, 3],
      ]);
      expect(await linesOf({ userToken: guest })).toEqual([]);
    }
    // Plenty of stock: the line maximum holds.
    await setStock(inv, 1000);
    await fx.tdb.db
      .updateTable('carts')
      .set({ quantity: MAX_LINE_QUANTITY })
      .where('user_id', '=', userId)
      .execute();
    const capped = await signInWithGuestLine('guestMERGE-four-12345', MAX_LINE_QUANTITY);
    expect(capped.data.cart_reduced).toEqual([
      expect.objectContaining({ quantity: MAX_LINE_QUANTITY, requested: 2 * MAX_LINE_QUANTITY }),
    ]);
    expect((await linesOf({ userId }))[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    await setStock(inv, 10);
  });

  for (const path of ['/cart/action', '/cart/buy-now'] as const)
    it(`30 concurrent ${path} for one owner keep one line within stock, without a 5xx`, async () => {
      const { id: userId, token } = await fx.userToken(`race-${path.slice(6)}-${dialect}@x.test`);
      const guest = `guestRACE${path.slice(6)}-0123456`;
      await setStock(fx.plain.inventory_id, 3);
      for (const who of [{ token }, { guest }]) {
        const answers = await Promise.all(
          Array.from({ length: 30 }, () =>
            fx.api.request(path, {
              method: 'POST',
              headers: {
                accept: 'application/json',
                'content-type': 'application/json',
                ...('token' in who ? { authorization: `Bearer ${who.token}` } : {}),
              },
              body: JSON.stringify({
                product_id: fx.plain.product_id,
                quantity: path === '/cart/buy-now' ? 2 : 1,
                ...('guest' in who ? { user_token: who.guest } : {}),
              }),
            }),
          ),
        );
        const bodies = (await Promise.all(answers.map((r) => r.json()))) as Body[];
        expect(answers.every((r) => r.status === 200)).toBe(true);
        for (const b of bodies)
          if (b.status !== 200)
            expect(b.data.form).toEqual(['Product quantity exceeds inventory.']);
        const lines = await linesOf('token' in who ? { userId } : { userToken: who.guest! });
        expect(lines).toHaveLength(1);
        expect(lines[0]!.quantity).toBeLessThanOrEqual(3);
        if (path === '/cart/action') {
          expect(lines[0]!.quantity).toBe(3);
          expect(bodies.filter((b) => b.status === 200)).toHaveLength(3);
        } else expect(lines[0]!.quantity).toBe(2);
      }
      await setStock(fx.plain.inventory_id, 10);
    });

  for (const list of ['wishlist', 'compare'] as const)
    it(`30 concurrent ${list} toggles never fail and leave at most one row`, async () => {
      const { id: userId, token } = await fx.userToken(`toggle-${list}-${dialect}@x.test`);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          call('POST', `/user/${list === 'compare' ? 'compare-list' : list}/action`, {
            token,
            body: { product_id: fx.plain.product_id },
          }),
        ),
      );
      for (const a of answers) expect(a.status, JSON.stringify(a)).toBe(200);
      const rows = await fx.tdb.db
        .selectFrom(list === 'wishlist' ? 'wishlists' : 'compare_lists')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(rows.length).toBeLessThanOrEqual(1);
    });
});
