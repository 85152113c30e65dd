// The address book mocks, per caller: create (the first is the default), find, update (body id or the
// path alias), delete (a missing one is a soft not-found), and nobody sees another caller's addresses.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressMessage, Messages } from '#contract/messages.ts';
import { endpoints } from '#contract/endpoints.ts';
import { resetMockState } from './identity.ts';
import { server } from './node.ts';
import { callMock } from './testing.ts';

const address = {
  name: 'Ada',
  email: 'ada@example.test',
  phone: '+33 1 23 45 67 89',
  country: 'fr',
  city: 'Paris',
  zip: '75001',
  address_1: '1 rue de Rivoli',
};
const guest = { token: null, userToken: 'guest-token-abcdefghij' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterAll(() => server.close());

describe('address mocks', () => {
  it('creates, finds, updates and deletes the caller’s addresses', async () => {
    const created = await callMock(endpoints.addressAction, { body: address });
    expect(created.envelope.message).toBe(addressMessage('created'));
    expect(created.data).toMatchObject({ country: 'FR', default: 1 });
    const id = created.data!.id;
    const second = await callMock(endpoints.addressAction, { body: { ...address, city: 'Lyon' } });
    expect(second.data?.default).toBe(2);
    const moved = await callMock(endpoints.addressAction, {
      path: 'user/address/action/{id}',
      params: { id },
      body: { ...address, city: 'Nice', default: 1 },
    });
    expect(moved.envelope.message).toBe(addressMessage('updated'));
    expect((await callMock(endpoints.addressFind, { params: { id } })).data?.city).toBe('Nice');
    const all = (await callMock(endpoints.addressAll)).data!;
    expect(all.data.map((a) => [a.city, a.default])).toEqual([
      ['Lyon', 2],
      ['Nice', 1],
    ]);
    expect((await callMock(endpoints.profile)).data?.default_address).toBe(id);
    const deleted = await callMock(endpoints.addressDelete, {
      path: 'address/{id}',
      params: { id },
    });
    expect(deleted.envelope.message).toBe(addressMessage('deleted'));
    const again = await callMock(endpoints.addressDelete, { params: { id } });
    expect(again.envelope).toMatchObject({
      status: 200,
      data: { form: [Messages.addressNotFound] },
    });
  });

  it('keeps callers apart and validates with the contract', async () => {
    const mine = (await callMock(endpoints.addressAction, { body: address })).data!;
    expect((await callMock(endpoints.addressAll, guest)).data?.total).toBe(0);
    const theirs = await callMock(endpoints.addressFind, { ...guest, params: { id: mine.id } });
    expect(theirs.envelope).toMatchObject({ status: 404, message: Messages.addressNotFound });
    const update = await callMock(endpoints.addressAction, {
      ...guest,
      body: { ...address, id: mine.id },
    });
    expect(update.envelope.status).toBe(404);
    const invalid = await callMock(endpoints.addressAction, { body: { ...address, city: ' ' } });
    expect(invalid.envelope).toMatchObject({ status: 201, data: { form: ['city is required'] } });
  });
});
