// Account endpoints of the mock API (docs/api-reference.md §8.13–§8.14): the demo shopper of mocks/identity.ts signs
// in (merging a guest's cart), edits the profile, changes the password and the avatar; anyone can register
// and reset a password with the code 123456; social sign-in is not offered (one fixed code and nonce
// exchange, so the storefront's /social-callback can be tested). So the storefront's account
// screens work on mocks (`MOCKS=true npm run dev`) and action tests have a backend to talk to.
import { HttpResponse } from 'msw';
import { endpoints } from '#contract/endpoints.ts';
import { formError, ok } from '#contract/envelope.ts';
import { Messages } from '#contract/messages.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '#contract/account/schemas.ts';
import { MOCK_ACCOUNT, mockCell, SHOPPER } from './identity.ts';
import { mock } from './mock.ts';
import { cartCount, mergeGuestCart } from './cart.state.ts';
import { defaultAddress } from './addresses.ts';

const EXPIRES = '2099-01-01T00:00:00.000Z';
const password = mockCell<string>(() => MOCK_ACCOUNT.password);
const profile = mockCell(() => ({
  first_name: 'Mock',
  last_name: 'Shopper' as string | null,
  email: MOCK_ACCOUNT.email as string,
  phone: null as string | null,
  avatar: null as string | null,
  pending_email: null as string | null,
}));

/** The demo shopper as the API shows a user (§7.3). */
function user() {
  const p = profile.get();
  return {
    id: MOCK_ACCOUNT.id,
    name: [p.first_name, p.last_name].filter(Boolean).join(' '),
    ...p,
    default_address: defaultAddress(SHOPPER)?.id ?? null,
    verified: 1,
  };
}

/** The mock shop offers no social sign-in (common: google_login and facebook_login 0): 403 bare JSON. */
const providerDisabled = () =>
  HttpResponse.json({ success: false, message: Messages.providerDisabled }, { status: 403 });

/** The demo shopper's session; a guest's cart (its `user_token`) joins theirs first. */
function signedIn(guestToken: string | undefined) {
  if (guestToken) mergeGuestCart(guestToken);
  return ok({
    token: MOCK_ACCOUNT.token,
    expires_in: EXPIRES,
    user: { ...user(), cart_count: cartCount(SHOPPER) },
  });
}

const isShopperEmail = (email: string) => email.toLowerCase() === profile.get().email;
const wrongCode = () => formError(Messages.invalidCode, 500);

async function avatarOf(request: Request): Promise<File | string> {
  const file = await request
    .formData()
    .then((form) => form.get('avatar'))
    .catch(() => null);
  if (!(file instanceof File) || file.size === 0) return Messages.avatarMissing;
  if (file.size > AVATAR_MAX_BYTES) return Messages.avatarSize;
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return Messages.avatarType;
  return file;
}

export const accountHandlers = [
  // A taken address answers like a new one (the API e-mails the owner instead, decision 024).
  ...mock(endpoints.signup, ({ body }) => ok([body.email.toLowerCase()])),
  ...mock(endpoints.verify, ({ body }) =>
    body.code === MOCK_ACCOUNT.code
      ? ok({ ...user(), email: body.email, token: MOCK_ACCOUNT.token, expires_in: EXPIRES })
      : wrongCode(),
  ),
  ...mock(endpoints.signin, ({ body }) => {
    if (!isShopperEmail(body.email) || body.password !== password.get())
      return formError(Messages.invalidCredentials);
    return signedIn(body.user_token);
  }),
  ...mock(endpoints.logout, () => ok(null, Messages.loggedOut)),
  ...mock(endpoints.forgotPassword, ({ body }) => ok(body.email, Messages.codeSent)),
  ...mock(endpoints.updatePassword, ({ body }) => {
    if (body.code !== MOCK_ACCOUNT.code) return wrongCode();
    if (isShopperEmail(body.email)) password.set(body.password);
    return ok(body.email, Messages.passwordUpdated);
  }),
  ...mock(endpoints.profile, ({ caller }) =>
    caller.kind === 'user'
      ? ok({ ...user(), cart_count: cartCount(caller), is_logged_in: true })
      : ok({ user_token: caller.token, cart_count: cartCount(caller), is_logged_in: false }),
  ),
  // A new e-mail needs the current password and waits for the code (always 123456) sent to it (issue 13
  // item 7); a taken address is answered like a free one.
  ...mock(endpoints.updateProfile, ({ body }) => {
    const current = profile.get();
    const email = body.email?.toLowerCase() ?? current.email;
    const changing = email !== current.email;
    if (changing && body.current_password !== password.get())
      return formError(Messages.wrongCurrentPassword);
    const next = {
      ...current,
      first_name: body.first_name,
      last_name: body.last_name ?? null,
      phone: body.phone ?? null,
      pending_email: changing ? email : current.pending_email,
    };
    profile.set(next);
    const { first_name, last_name, phone, pending_email } = next;
    return ok(
      { first_name, last_name, email: current.email, phone, pending_email },
      changing ? Messages.emailCodeSent : Messages.profileUpdated,
    );
  }),
  ...mock(endpoints.confirmEmail, ({ body }) => {
    const { pending_email } = profile.get();
    if (!pending_email || body.code !== MOCK_ACCOUNT.code) return formError(Messages.invalidCode);
    profile.set({ ...profile.get(), email: pending_email, pending_email: null });
    return ok({ email: pending_email }, Messages.emailChanged);
  }),
  ...mock(endpoints.updateUserPassword, ({ body }) => {
    if (body.current_password !== password.get()) return formError(Messages.wrongCurrentPassword);
    password.set(body.new_password);
    return ok(null, Messages.passwordUpdated);
  }),
  // Re-authentication: the shopper's current password (issue 13 item 7).
  ...mock(endpoints.deleteUser, ({ body }) =>
    body.password === password.get()
      ? ok({ id: MOCK_ACCOUNT.id, email: profile.get().email }, Messages.accountDeleted)
      : formError(Messages.wrongCurrentPassword),
  ),
  ...mock(endpoints.avatar, async ({ params, request }) => {
    // The id in the path must be the caller's own.
    if (params.id !== String(MOCK_ACCOUNT.id)) return formError(Messages.notFoundPage);
    const file = await avatarOf(request);
    if (typeof file === 'string') return formError(file);
    const extension = file.type === 'image/png' ? 'png' : 'jpg';
    profile.set({ ...profile.get(), avatar: `avatars/${MOCK_ACCOUNT.id}-mock.${extension}` });
    return ok(user());
  }),
  ...mock(endpoints.socialRedirect, providerDisabled, { onInvalid: providerDisabled }),
  ...mock(endpoints.socialCallback, providerDisabled, { onInvalid: providerDisabled }),
  ...mock(endpoints.socialExchange, ({ body }) => {
    if (body.code !== MOCK_ACCOUNT.socialCode || body.binding !== MOCK_ACCOUNT.socialNonce)
      return formError(Messages.socialFailed);
    return signedIn(body.user_token);
  }),
];
