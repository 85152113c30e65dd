// The account mocks: the demo shopper signs in, edits the profile and the password (remembered until the
// next scenario), changes the avatar; protected endpoints answer 204 without the shopper's token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/endpoint.ts';
import { endpoints } from '#contract/endpoints.ts';
import { Messages } from '#contract/messages.ts';
import { MOCK_ACCOUNT, resetMockState } from './identity.ts';
import { server } from './node.ts';
import { callMock } from './testing.ts';

const signin = (password: string) =>
  callMock(endpoints.signin, { token: null, body: { email: MOCK_ACCOUNT.email, password } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterAll(() => server.close());

describe('account mocks', () => {
  it('signs the shopper in, and refuses other credentials with the API messages', async () => {
    const ok = await signin(MOCK_ACCOUNT.password);
    expect(ok.data).toMatchObject({ token: MOCK_ACCOUNT.token, user: { name: 'Mock Shopper' } });
    expect((await signin('wrong-one')).envelope).toMatchObject({
      status: 201,
      message: Messages.invalidCredentials,
    });
    // The definition's body schema answers first, as the API does.
    expect((await signin('123')).envelope.data).toEqual({
      form: [Messages.invalidPasswordLength],
    });
  });

  it('answers 204 on protected endpoints without the shopper token, and a guest profile by user_token', async () => {
    for (const token of [null, 'stale-token'])
      expect((await callMock(endpoints.logout, { token })).envelope.status).toBe(204);
    expect((await callMock(endpoints.logout, { method: 'POST' })).envelope).toMatchObject({
      status: 200,
      message: Messages.loggedOut,
    });
    const guest = await callMock(endpoints.profile, {
      token: null,
      userToken: 'guest-token-abcdefghij',
    });
    expect(guest.data).toMatchObject({ is_logged_in: false, cart_count: 0 });
    expect((await callMock(endpoints.profile, { token: 'stale-token' })).envelope.status).toBe(204);
  });

  it('keeps profile edits and a new password until the next scenario', async () => {
    const edit = await callMock(endpoints.updateProfile, {
      body: { first_name: 'Ada', last_name: 'Lovelace', phone: '+44 20 7946 0000' },
    });
    expect(edit.envelope.message).toBe(Messages.profileUpdated);
    expect((await callMock(endpoints.profile)).data).toMatchObject({
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
    });
    const wrong = await callMock(endpoints.updateUserPassword, {
      body: { current_password: 'not-this-one', new_password: 'newpass1' },
    });
    expect(wrong.envelope.message).toBe(Messages.wrongCurrentPassword);
    await callMock(endpoints.updateUserPassword, {
      body: { current_password: MOCK_ACCOUNT.password, new_password: 'newpass1' },
    });
    expect((await signin('newpass1')).envelope.status).toBe(200);
    resetMockState();
    expect((await signin(MOCK_ACCOUNT.password)).envelope.status).toBe(200);
    expect((await callMock(endpoints.profile)).data?.name).toBe('Mock Shopper');
  });

  it('changes the e-mail only with the password and the code 123456 sent to the new address', async () => {
    const body = { first_name: 'Mock', email: 'new@bazaar.test' };
    const refused = await callMock(endpoints.updateProfile, { body });
    expect(refused.envelope.message).toBe(Messages.wrongCurrentPassword);
    const asked = await callMock(endpoints.updateProfile, {
      body: { ...body, current_password: MOCK_ACCOUNT.password },
    });
    expect(asked.envelope.message).toBe(Messages.emailCodeSent);
    expect((await callMock(endpoints.profile)).data).toMatchObject({
      email: MOCK_ACCOUNT.email,
      pending_email: 'new@bazaar.test',
    });
    const wrong = await callMock(endpoints.confirmEmail, { body: { code: '000000' } });
    expect(wrong.envelope.message).toBe(Messages.invalidCode);
    const done = await callMock(endpoints.confirmEmail, { body: { code: MOCK_ACCOUNT.code } });
    expect(done.data).toEqual({ email: 'new@bazaar.test' });
    expect((await callMock(endpoints.profile)).data).toMatchObject({ email: 'new@bazaar.test' });
  });

  it('registers, verifies and resets with the code 123456', async () => {
    const body = { first_name: 'Ada', email: 'Ada@Example.com', password: 'secret12' };
    expect((await callMock(endpoints.signup, { token: null, body })).data).toEqual([
      'ada@example.com',
    ]);
    const taken = await callMock(endpoints.signup, {
      token: null,
      body: { ...body, email: MOCK_ACCOUNT.email },
    });
    // No enumeration: the same answer as for a new address.
    expect(taken.data).toEqual([MOCK_ACCOUNT.email]);
    const verify = (code: string) =>
      callMock(endpoints.verify, { token: null, body: { email: 'ada@example.com', code } });
    expect((await verify(MOCK_ACCOUNT.code)).data?.token).toBe(MOCK_ACCOUNT.token);
    expect((await verify('000000')).envelope.message).toBe(Messages.invalidCode);
    const reset = await callMock(endpoints.updatePassword, {
      token: null,
      body: { email: MOCK_ACCOUNT.email, code: MOCK_ACCOUNT.code, password: 'another1' },
    });
    expect(reset.data).toBe(MOCK_ACCOUNT.email);
    expect((await signin('another1')).envelope.status).toBe(200);
  });

  it('offers no social sign-in: the redirect is refused like an unconfigured provider', async () => {
    const path = fillPath(endpoints.socialRedirect.path, { provider: 'google' });
    const res = await fetch(`http://api.test/api/v1/${path}`, { redirect: 'manual' });
    expect([res.status, await res.json()]).toEqual([
      403,
      { success: false, message: Messages.providerDisabled },
    ]);
  });

  it("takes a JPEG or PNG avatar on the shopper's own id", async () => {
    const upload = (type: string, bytes = 10, id: number = MOCK_ACCOUNT.id) => {
      const form = new FormData();
      form.set('avatar', new File([new Uint8Array(bytes)], 'a', { type }));
      return callMock(endpoints.avatar, { params: { id }, body: form });
    };
    expect((await upload('image/png')).data?.avatar).toBe('avatars/7-mock.png');
    expect((await upload('image/gif')).envelope.message).toBe(Messages.avatarType);
    expect((await upload('image/png', 1000 * 1024 + 1)).envelope.message).toBe(Messages.avatarSize);
    expect((await upload('image/png', 10, 8)).envelope.status).toBe(201);
    expect((await callMock(endpoints.profile)).data?.avatar).toBe('avatars/7-mock.png');
  });
});
