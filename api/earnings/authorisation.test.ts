// Who may do what with a store's earnings (issue 34), on SQLite and PostgreSQL: seller B, a shopper and a
// visitor against every seller endpoint with seller A's ids → the envelope's 404 (B's own lists answer with
// nothing of A's) and nothing written; a seller against every staff endpoint → 404 and nothing written.
import { describe, expect, it } from 'vitest';
import { fillPath, type EndpointDef } from '#contract/endpoint.ts';
import { earningsEndpoints } from '#contract/earnings/endpoints.ts';
import { dialectsUnderTest } from '../db/test-db.ts';
import { earningsState, GOOD_IBAN, useEarningsApi } from './testing.ts';

const dialects = await dialectsUnderTest();

describe.each(dialects)('earnings and payouts: who may do what, on %s', (dialect) => {
  const w = useEarningsApi(dialect);

  it('answers seller B, a shopper and a visitor 404 with A’s ids, and writes nothing; a seller gets 404 from staff', async () => {
    const account = await w.account();
    await w.credit(w.storeA, 5_000, 'Authz balance');
    const ask = await w.call(w.tokens.a, 'POST', 'seller/withdrawals/request', {
      account_id: account,
      amount: 1_000,
    });
    const withdrawal = ask.data.id as number;
    const bodies: Record<string, unknown> = {
      sellerAccountSave: {
        id: account,
        holder_name: 'Stolen',
        bank_name: 'Stolen',
        iban: GOOD_IBAN,
        country: 'DE',
      },
      sellerAccountRemove: { id: account },
      sellerWithdrawalRequest: { account_id: account, amount: 1_000 },
    };
    const sellerDefs = Object.entries(earningsEndpoints as Record<string, EndpointDef>).filter(
      ([, e]) => e.auth === 'seller',
    );
    const adminDefs = Object.entries(earningsEndpoints as Record<string, EndpointDef>).filter(
      ([, e]) => e.auth === 'admin',
    );
    expect(sellerDefs.length + adminDefs.length).toBe(Object.keys(earningsEndpoints).length);
    const state = await earningsState(w.fx.tdb.db);
    for (const [who, token] of Object.entries({
      b: w.tokens.b,
      shopper: w.tokens.shopper,
      visitor: '',
    })) {
      for (const [key, e] of sellerDefs) {
        const r = await w.call(
          token,
          e.method,
          fillPath(e.path, {}),
          e.method === 'POST' ? bodies[key] : undefined,
        );
        if (who === 'b' && e.method === 'GET') {
          // Seller B's own figures and lists answer, and hold nothing of A's.
          expect(r.status, `${who} ${key}`).toBe(200);
          const text = JSON.stringify(r.data);
          expect(text, `${who} ${key}`).not.toContain('Authz balance');
          expect(text, `${who} ${key}`).not.toContain('Ada Seller');
          continue;
        }
        if (who === 'b' && key === 'sellerWithdrawalRequest') {
          // A's account is not B's: refused as unknown, nothing booked.
          expect(r.data.form, key).toBeDefined();
          continue;
        }
        expect([r.status, who, key]).toEqual([404, who, key]);
      }
    }
    const staffBodies: Record<string, unknown> = {
      adminWithdrawalReject: { reason: 'x' },
      adminWithdrawalPaid: { reference: 'x' },
      adminStoreAdjustment: { amount: 100, reason: 'x' },
      adminStoreSuspend: { reason: 'x' },
      adminStoreCommission: { commission_bp: 1 },
      adminPayoutSettingsSave: { commission_bp: 1, holding_days: 1, minimum_payout: 1 },
    };
    for (const token of [w.tokens.a, w.tokens.shopper, ''])
      for (const [key, e] of adminDefs) {
        const path = fillPath(e.path, {
          id: e.path.includes('withdrawals/') ? withdrawal : w.storeA,
        });
        const r = await w.call(
          token,
          e.method,
          path,
          e.method === 'POST' ? (staffBodies[key] ?? {}) : undefined,
        );
        expect([r.status, key]).toEqual([404, key]);
      }
    expect(await earningsState(w.fx.tdb.db)).toBe(state);
  });

  it('answers staff 404 for a store that does not exist or has no owner yet, and a withdrawal that does not', async () => {
    for (const path of ['admin/stores/999999/earnings', 'admin/stores/abc/earnings'])
      expect((await w.call(w.tokens.admin, 'GET', path)).status).toBe(404);
    expect((await w.call(w.tokens.admin, 'POST', 'admin/withdrawals/999999/approve')).status).toBe(
      404,
    );
    expect(
      (
        await w.call(w.tokens.admin, 'POST', 'admin/stores/999999/adjustments', {
          amount: 5,
          reason: 'x',
        })
      ).status,
    ).toBe(404);
  });
});
