// The profile screen's e-mail change (issue 13 item 7) against the MSW API (mocks/account.ts): a new address
// needs the current password and waits for the code sent to it; until then the old one stays the account's.
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node.ts';
import { MOCK_ACCOUNT } from '#mocks/identity.ts';
import {
  context,
  formPost,
  getAs,
  orThrown as run,
  toastOf,
  useFreshMockApi,
  SHOPPER,
} from '#tests/support/routes.ts';
import {
  action as profileAction,
  loader as profileLoader,
} from '#app/routes/($lang).user.profile/route.tsx';

useFreshMockApi();

const post = (path: string, fields: Record<string, string>) =>
  formPost(path, fields, { session: SHOPPER });
const act = async (fields: Record<string, string>, path = '/user/profile', lang?: string) =>
  run(async () =>
    profileAction({
      request: await post(path, fields),
      context,
      params: lang ? { lang } : {},
    }),
  );
const load = async () =>
  (await profileLoader({
    request: await getAs('/user/profile', SHOPPER),
    context,
    params: {},
  })) as { profile: { email: string }; pendingEmail: string | null };

const details = { intent: 'profile', first_name: 'Mock', last_name: 'Shopper', phone: '' };

/** A post that succeeds: post/redirect/get (the toast says what was done). */
const redirected = async (fields: Record<string, string>) => {
  const res = (await act(fields)) as Response;
  expect(res.status).toBe(302);
  return res;
};

describe('profile: changing the e-mail address', () => {
  it('refuses a new address without the right current password, never echoing the password', async () => {
    for (const current_password of ['', 'wrong-one']) {
      const r = await act({ ...details, email: 'new@bazaar.test', current_password });
      expect(r.init.status).toBe(400);
      expect(r.data.intent).toBe('profile');
      expect(r.data.result.error['']).toEqual(['The current password is not correct.']);
      expect(r.data.result.initialValue.email).toBe('new@bazaar.test');
      expect(r.data.result.initialValue.current_password).toBeUndefined();
    }
    expect(await load()).toMatchObject({
      profile: { email: MOCK_ACCOUNT.email },
      pendingEmail: null,
    });
  });

  it('a current password shorter than any password can be is wrong, without asking the API', async () => {
    let asked = false;
    server.events.on('request:start', () => {
      asked = true;
    });
    const r = await act({ ...details, email: 'new@bazaar.test', current_password: 'abc' });
    server.events.removeAllListeners();
    expect(r.init.status).toBe(400);
    expect(r.data.result.error.current_password).toEqual(['The current password is not correct.']);
    expect(r.data.result.initialValue.current_password).toBeUndefined();
    expect(asked).toBe(false);
  });

  it('saves names without a password when the address stays', async () => {
    const res = await redirected({ ...details, first_name: 'Ada', email: MOCK_ACCOUNT.email });
    expect((await toastOf(res))?.message).toBe('Profile updated successfully');
  });

  it('keeps the old address until the code sent to the new one is confirmed', async () => {
    const asked = await redirected({
      ...details,
      email: 'new@bazaar.test',
      current_password: MOCK_ACCOUNT.password,
    });
    expect(asked.headers.get('Location')).toBe('/user/profile');
    expect((await toastOf(asked))?.message).toBe(
      'We have sent a code to your new e-mail address. Enter it to confirm the change.',
    );
    expect(await load()).toMatchObject({
      profile: { email: MOCK_ACCOUNT.email },
      pendingEmail: 'new@bazaar.test',
    });
    const malformed = await act({ intent: 'confirm-email', code: 'abc' });
    expect(malformed.init.status).toBe(400);
    expect(malformed.data.intent).toBe('confirm-email');
    const wrong = await act({ intent: 'confirm-email', code: '000000' });
    expect(wrong.data.result.error['']).toEqual(['The code is invalid or has expired.']);
    expect((await load()).profile.email).toBe(MOCK_ACCOUNT.email);
    const done = await redirected({ intent: 'confirm-email', code: MOCK_ACCOUNT.code });
    expect((await toastOf(done))?.message).toBe('Your e-mail address has been changed.');
    expect(await load()).toMatchObject({
      profile: { email: 'new@bazaar.test' },
      pendingEmail: null,
    });
  });

  it('answers in the shopper’s language', async () => {
    const r = await act(
      { ...details, email: 'new@bazaar.test', current_password: 'wrong-one' },
      '/fr/user/profile',
      'fr',
    );
    expect(r.data.result.error['']).toEqual(['Le mot de passe actuel est incorrect.']);
  });
});
