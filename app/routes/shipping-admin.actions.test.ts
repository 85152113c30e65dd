// The shipping and tax screens against the MSW API (mocks/shipping.ts), with real cookies: every page and
// action is this site's 404 for anyone but staff; staff make a rule, add a pickup point (refused without its
// address, in the reader's language, with what was typed kept; decimals become minor units), change a tax
// rule and are refused the delete of a rule in use — each post/redirect/get with a toast.
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN, MOCK_SELLER } from '#mocks/identity.ts';
import type { SessionData } from '#app/lib/session.server.ts';
import { runGet, runPost, toastOf, useFreshMockApi, SHOPPER } from '#tests/support/routes.ts';
import {
  action as listAction,
  loader as listLoader,
} from '#app/routes/($lang).admin.shipping._index.tsx';
import {
  action as ruleAction,
  loader as ruleLoader,
} from '#app/routes/($lang).admin.shipping.$id.tsx';
import { action as taxAction, loader as taxLoader } from '#app/routes/($lang).admin.tax.tsx';

useFreshMockApi();

const ADMIN: SessionData = { token: MOCK_ADMIN.token };
const SELLER: SessionData = { token: MOCK_SELLER.token };
const place = {
  intent: 'place',
  place_id: '',
  country: 'AE',
  state: 'SH',
  price: '9.5',
  day_needed: '2',
  pickup_point: 'on',
  pickup_price: '1.25',
  pickup_phone: '+971 6 000 0001',
  pickup_address_line_1: 'Shop 3, Al Majaz',
  pickup_city: 'Sharjah',
  pickup_country: 'AE',
};

describe('shipping and tax screens', () => {
  it.each([
    ['a visitor', {}],
    ['a shopper', SHOPPER],
    ['a seller', SELLER],
  ] as const)('%s gets the 404 on every page and action', async (_, session) => {
    expect((await runGet(listLoader, '/admin/shipping', session)).status).toBe(404);
    expect((await runGet(ruleLoader, '/ar/admin/shipping/1', session, { id: '1' })).status).toBe(
      404,
    );
    expect((await runGet(taxLoader, '/admin/tax', session)).status).toBe(404);
    const posts = [
      await runPost(listAction, '/admin/shipping', { intent: 'create', title: 'X' }, session),
      await runPost(ruleAction, '/admin/shipping/1', place, session, { id: '1' }),
      await runPost(taxAction, '/admin/tax', { intent: 'delete', id: '1' }, session),
    ];
    expect(posts.map((p) => p.status)).toEqual([404, 404, 404]);
  });

  it('makes a rule and adds a pickup point: refused without its address (what was typed kept), then saved in minor units', async () => {
    const made = await runPost(
      listAction,
      '/admin/shipping',
      { intent: 'create', title: 'Emirates post' },
      ADMIN,
    );
    expect(made.status).toBe(302);
    expect(made.headers.get('Location')).toBe('/admin/shipping');
    const listed = (await runGet(listLoader, '/admin/shipping', ADMIN)).data.rules as {
      id: number;
      title: string;
    }[];
    const id = String(listed.find((r) => r.title === 'Emirates post')!.id);
    expect((await toastOf(made.headers))?.message).toBe('The shipping rule is saved.');
    const bare = await runPost(
      ruleAction,
      `/ar/admin/shipping/${id}`,
      { ...place, pickup_address_line_1: '', pickup_phone: '' },
      ADMIN,
      { id },
    );
    expect(bare.status).toBe(400);
    expect(bare.data.intent).toBe('place-new');
    expect(bare.data.result.error.pickup_address_line_1).toEqual([
      'تحتاج نقطة الاستلام إلى سطر العنوان الأول والمدينة والدولة والهاتف.',
    ]);
    expect(bare.data.result.initialValue.pickup_city).toBe('Sharjah');
    const saved = await runPost(ruleAction, `/admin/shipping/${id}`, place, ADMIN, { id });
    expect(saved.status).toBe(302);
    expect((await toastOf(saved.headers))?.message).toBe('The place is saved.');
    const rule = (await runGet(ruleLoader, `/admin/shipping/${id}`, ADMIN, { id })).data.rule;
    expect(rule.places).toEqual([
      expect.objectContaining({
        country: 'AE',
        state: 'SH',
        price: 950,
        pickup_price: 125,
        pickup_point: 1,
        pickup_address_line_1: 'Shop 3, Al Majaz',
      }),
    ]);
  });

  it('changes a tax rule (percent and flat), refuses a bad rate and the delete of a rule in use', async () => {
    const pct = await runPost(
      taxAction,
      '/admin/tax',
      { intent: 'save', id: '1', title: 'VAT', type: '2', price: '150' },
      ADMIN,
    );
    expect(pct.status).toBe(400);
    expect(pct.data.result.error.price).toEqual([
      'Enter a whole percentage between 0 and 100, such as 18.',
    ]);
    const flat = await runPost(
      taxAction,
      '/admin/tax',
      { intent: 'save', id: '2', title: 'Eco fee', type: '1', price: '0.75' },
      ADMIN,
    );
    expect(flat.status).toBe(302);
    const rules = (await runGet(taxLoader, '/admin/tax', ADMIN)).data.rules;
    expect(rules.find((r: { id: number }) => r.id === 2)).toMatchObject({ type: 1, price: 75 });
    const used = await runPost(taxAction, '/fr/admin/tax', { intent: 'delete', id: '1' }, ADMIN);
    expect(used.status).toBe(302);
    expect(await toastOf(used.headers)).toMatchObject({
      type: 'error',
      message:
        'Cette règle est utilisée par 30 produit(s) : rattachez-les d’abord à une autre règle.',
    });
    const ruleUsed = await runPost(ruleAction, '/admin/shipping/1', { intent: 'delete' }, ADMIN, {
      id: '1',
    });
    expect((await toastOf(ruleUsed.headers))?.type).toBe('error');
    const gone = await runPost(taxAction, '/admin/tax', { intent: 'delete', id: '2' }, ADMIN);
    expect((await toastOf(gone.headers))?.message).toBe('The tax rule is deleted.');
  });

  it("adds a tax rule's rate for a place in the rule's unit, refuses a second one for it, and deletes it", async () => {
    const flat = await runPost(
      taxAction,
      '/admin/tax',
      { intent: 'place', id: '2', country: 'us', state: 'NY', price: '0.75' },
      ADMIN,
    );
    expect(flat.status).toBe(302);
    expect((await toastOf(flat.headers))?.message).toBe('The rate for this place is saved.');
    const percent = await runPost(
      taxAction,
      '/admin/tax',
      { intent: 'place', id: '1', country: 'FR', state: '', price: '7.5' },
      ADMIN,
    );
    expect(percent.status).toBe(400);
    expect(percent.data.result.error.price).toEqual([
      'Enter a whole percentage between 0 and 100, such as 18.',
    ]);
    expect(percent.data.result.initialValue.country).toBe('FR');
    const taken = await runPost(
      taxAction,
      '/ar/admin/tax',
      { intent: 'place', id: '1', country: 'AE', state: '', price: '9' },
      ADMIN,
    );
    expect(taken.status).toBe(400);
    expect(taken.data.result.error['']).toEqual([
      'لقاعدة الضريبة هذه معدّل لهذه الدولة والولاية بالفعل.',
    ]);
    const rules = (await runGet(taxLoader, '/admin/tax', ADMIN)).data.rules;
    const added = rules.find((r: { id: number }) => r.id === 2).places[0];
    expect(added).toMatchObject({ country: 'US', state: 'NY', price: 75 });
    const gone = await runPost(
      taxAction,
      '/admin/tax',
      { intent: 'place-delete', place_id: String(added.id) },
      ADMIN,
    );
    expect(gone.status).toBe(302);
    expect((await toastOf(gone.headers))?.message).toBe('The rate for this place is deleted.');
    expect(
      (await runGet(taxLoader, '/admin/tax', ADMIN)).data.rules.find(
        (r: { id: number }) => r.id === 2,
      ).places,
    ).toEqual([]);
  });
});
