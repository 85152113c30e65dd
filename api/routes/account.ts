// Accounts (API-REFERENCE §8.13), profile (§8.14), address book (§8.15) and followed stores (§8.18).
// Per-object authorization: every read and write is scoped to the caller's own user id (or, for guests,
// their user_token); another user's record is "not found", never shown.
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import {
  AVATAR_MAX_BYTES,
  AddressBodySchema,
  AddressListQuerySchema,
  FollowBodySchema,
  ForgotBodySchema,
  ListQuerySchema,
  SigninBodySchema,
  SignupBodySchema,
  SocialProviderSchema,
  UpdatePasswordBodySchema,
  UpdateProfileBodySchema,
  UpdateUserPasswordBodySchema,
  VerifyBodySchema,
} from '#contract/api/account.ts';
import { buildPaginator, normalisePage } from '#contract/paginate.ts';
import { Messages, addressMessage } from '#contract/messages.ts';
import { isLanguageCode } from '#contract/codes.ts';
import { formError } from '#contract/envelope.ts';
import type { AddressesTable, Database } from '../db/schema.ts';
import {
  endpointPath,
  imgBase,
  languageOf,
  nowOf,
  originOf,
  queryOf,
  send,
  sendForm,
  validateQuery,
  type ApiEnv,
  type Ctx,
} from '../lib/context.ts';
import { validateBody } from '../lib/body.ts';
import {
  bearerOf,
  sendAuthed,
  sendFailure,
  consumeCode,
  createCode,
  currentUser,
  displayName,
  hasBearer,
  guestTokenOf,
  hashPassword,
  issueToken,
  ownerOf,
  sha256,
  unauthenticated,
  userView,
  verifyPassword,
  type AuthUser,
  type CodePurpose,
  type Owner,
} from '../lib/auth.ts';
import { limit } from '../lib/rate-limit.ts';
import { readSetting } from '../services/settings.ts';
import { codeEmail } from '../services/mail-templates.ts';
import { beginSignIn, finishSignIn } from '../services/oauth.ts';
import { defaultAddressId } from '../services/cart.ts';

export const accountRoutes = new Hono<ApiEnv>();

async function cartCount(db: Kysely<Database>, who: { userId?: number; userToken?: string }) {
  let q = db.selectFrom('carts').select((eb) => eb.fn.sum<number>('quantity').as('n'));
  q = who.userId ? q.where('user_id', '=', who.userId) : q.where('user_token', '=', who.userToken!);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The shop's name and logo for e-mails, in the user's language. */
async function shopIdentity(c: Ctx, language: string | null) {
  const { db } = c.get('deps');
  const s = await readSetting<{ site_name?: string; header_logo?: string }>(db, 'site_setting');
  let name = s.site_name || 'Bazaar';
  if (language && language !== 'en') {
    const t = await db
      .selectFrom('translations')
      .select('value')
      .where('table_name', '=', 'site_setting')
      .where('lang', '=', language)
      .where('field', '=', 'site_name')
      .executeTakeFirst();
    if (t?.value) name = t.value;
  }
  const { storefrontUrl } = c.get('deps');
  return {
    name,
    logoUrl: s.header_logo ? `${imgBase(c)}${s.header_logo}` : null,
    url:
      (storefrontUrl ?? originOf(c)).replace(/\/+$/, '') +
      (language && language !== 'en' ? `/${language}` : '/'),
  };
}

async function mailCode(
  c: Ctx,
  to: string,
  name: string,
  language: string | null,
  kind: CodePurpose,
): Promise<void> {
  const { db, mail } = c.get('deps');
  const code = await createCode(db, to, kind, nowOf(c));
  const msg = codeEmail({
    kind: kind === 'verify' ? 'verify' : 'reset',
    code,
    name,
    language,
    shop: await shopIdentity(c, language),
  });
  if (mail) await mail.send({ to, ...msg });
}

const userColumns = [
  'id',
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'avatar',
  'verified',
  'default_address_id',
  'language',
  'password_hash',
] as const;

const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('users')
    .select([...userColumns])
    .where('email', '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst() as Promise<AuthUser | undefined>;

/** Moves a guest's cart lines (merging same variants), orders, addresses and cancellations to the user. */
async function mergeGuest(db: Kysely<Database>, userId: number, userToken: string, now: string) {
  await db.transaction().execute(async (trx) => {
    const guestLines = await trx
      .selectFrom('carts')
      .select(['id', 'inventory_id', 'quantity'])
      .where('user_token', '=', userToken)
      .where('user_id', 'is', null)
      .execute();
    for (const line of guestLines) {
      const mine = await trx
        .selectFrom('carts')
        .select(['id'])
        .where('user_id', '=', userId)
        .where('inventory_id', '=', line.inventory_id)
        .executeTakeFirst();
      if (mine) {
        await trx
          .updateTable('carts')
          .set((eb) => ({ quantity: eb('quantity', '+', line.quantity), updated_at: now }))
          .where('id', '=', mine.id)
          .execute();
        await trx.deleteFrom('carts').where('id', '=', line.id).execute();
      } else {
        await trx
          .updateTable('carts')
          .set({ user_id: userId, user_token: null, updated_at: now })
          .where('id', '=', line.id)
          .execute();
      }
    }
    for (const table of ['orders', 'addresses', 'cancellations'] as const) {
      await trx
        .updateTable(table)
        .set({ user_id: userId, user_token: null } as never)
        .where('user_token', '=', userToken)
        .where('user_id', 'is', null)
        .execute();
    }
    await trx.deleteFrom('guest_users').where('user_token', '=', userToken).execute();
  });
}

// ── Sign-up and verification ────────────────────────────────────────────────────────────────────────
accountRoutes.post('/user/signup', async (c) => {
  const v = await validateBody(c, SignupBodySchema);
  if (!v.ok) return v.response;
  const limited = await limit(c, 'signup', v.data.email);
  if (limited) return limited;
  const { db } = c.get('deps');
  const email = v.data.email.toLowerCase();
  const now = nowOf(c).toISOString();
  const existing = await findUserByEmail(db, email);
  if (existing?.verified) return sendFailure(c, Messages.alreadyRegistered);
  const language = languageOf(c) ?? 'en';
  const fields = {
    name: displayName(v.data.first_name, v.data.last_name),
    first_name: v.data.first_name,
    last_name: v.data.last_name ?? null,
    password_hash: await hashPassword(v.data.password),
    language,
    updated_at: now,
  };
  // Re-registering an unverified address replaces the names and password and sends a new code (§8.13).
  if (existing) await db.updateTable('users').set(fields).where('id', '=', existing.id).execute();
  else
    await db
      .insertInto('users')
      .values({ ...fields, email, created_at: now })
      .execute();
  await mailCode(c, email, v.data.first_name, language, 'verify');
  return send(c, [email], Messages.codeSent);
});

accountRoutes.post('/user/verify', async (c) => {
  const v = await validateBody(c, VerifyBodySchema);
  if (!v.ok) return v.response;
  const limited = await limit(c, 'verify', v.data.email);
  if (limited) return limited;
  const { db } = c.get('deps');
  const now = nowOf(c);
  const user = await findUserByEmail(db, v.data.email);
  if (!user || user.verified) {
    // Nothing to verify: the same answer as a wrong code (the attempt still counts against the limit).
    return sendFailure(c, Messages.invalidCode);
  }
  const r = await consumeCode(db, user.email, 'verify', v.data.code, now);
  if (!r.ok) return sendFailure(c, r.message);
  await db
    .updateTable('users')
    .set({ verified: 1, updated_at: now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  // Ours: verifying signs the user in (the spec's flow ends signed in), so the data carries a token.
  const token = await issueToken(db, user.id, now);
  return send(c, { ...userView({ ...user, verified: 1 }), ...token }, Messages.verified);
});

// ── Sign-in and logout ──────────────────────────────────────────────────────────────────────────────
accountRoutes.post('/user/signin', async (c) => {
  const v = await validateBody(c, SigninBodySchema);
  if (!v.ok) return v.response;
  const limited = await limit(c, 'signin', v.data.email);
  if (limited) return limited;
  const { db } = c.get('deps');
  const now = nowOf(c);
  const user = await findUserByEmail(db, v.data.email);
  // One message for an unknown address and a wrong password, and the same work for both.
  const good = await verifyPassword(v.data.password, user?.password_hash ?? null);
  if (!user || !good) return sendForm(c, Messages.invalidCredentials);
  if (!user.verified) {
    await mailCode(c, user.email, user.first_name ?? user.name, user.language, 'verify');
    return sendFailure(c, Messages.notVerified);
  }
  const remember = ['1', 'true', 'on', 1, true].includes(v.data.remember_token as never);
  if (v.data.user_token) await mergeGuest(db, user.id, v.data.user_token, now.toISOString());
  const token = await issueToken(db, user.id, now, remember);
  const language = languageOf(c);
  if (language && language !== user.language)
    await db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
  return send(c, {
    ...token,
    user: { ...userView(user), cart_count: await cartCount(db, { userId: user.id }) },
  });
});

async function logout(c: Ctx) {
  const user = await currentUser(c);
  if (!user) return unauthenticated(c);
  await c
    .get('deps')
    .db.deleteFrom('auth_tokens')
    .where('token_hash', '=', sha256(bearerOf(c) ?? ''))
    .execute();
  return c.json({ status: 200, message: Messages.loggedOut, data: null, token: null }, 200);
}
accountRoutes.get('/user/logout', logout);
accountRoutes.post('/user/logout', logout);

// ── Password reset ──────────────────────────────────────────────────────────────────────────────────
accountRoutes.post('/user/forgot-password', async (c) => {
  const v = await validateBody(c, ForgotBodySchema);
  if (!v.ok) return v.response;
  const limited = await limit(c, 'forgot', v.data.email);
  if (limited) return limited;
  const { db } = c.get('deps');
  const email = v.data.email.toLowerCase();
  // No enumeration: the answer and its timing are the same whether or not the address has an account —
  // the lookup and the e-mail happen after the response.
  const work = (async () => {
    const user = await findUserByEmail(db, email);
    if (user?.verified)
      await mailCode(c, user.email, user.first_name ?? user.name, user.language, 'reset');
  })().catch((err: unknown) =>
    console.error(JSON.stringify({ level: 'error', at: 'forgot-password', message: String(err) })),
  );
  const { mail } = c.get('deps');
  if (!mail?.sending) await work; // tests and CLI setups read the outbox right after
  return send(c, email, Messages.codeSent);
});

accountRoutes.post('/user/update-password', async (c) => {
  const v = await validateBody(c, UpdatePasswordBodySchema);
  if (!v.ok) return v.response;
  const limited = await limit(c, 'reset', v.data.email);
  if (limited) return limited;
  const { db } = c.get('deps');
  const now = nowOf(c);
  const user = await findUserByEmail(db, v.data.email);
  if (!user) return sendFailure(c, Messages.invalidCode);
  const r = await consumeCode(db, user.email, 'reset', v.data.code, now);
  if (!r.ok) return sendFailure(c, r.message);
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(v.data.password), updated_at: now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  // A new password ends every session of the account.
  await db.deleteFrom('auth_tokens').where('user_id', '=', user.id).execute();
  return send(c, user.email, Messages.passwordUpdated);
});

// ── Profile ────────────────────────────────────────────────────────────────────────────────────────
accountRoutes.get('/user/profile', async (c) => {
  const { db } = c.get('deps');
  const user = await currentUser(c);
  if (user)
    return sendAuthed(c, {
      ...userView(user),
      avatar: user.avatar,
      cart_count: await cartCount(db, { userId: user.id }),
      is_logged_in: true,
    });
  if (hasBearer(c)) return unauthenticated(c);
  const userToken = guestTokenOf(c.req.query('user_token'));
  if (!userToken) return sendForm(c, Messages.unauthenticated);
  const guest = await db
    .selectFrom('guest_users')
    .selectAll()
    .where('user_token', '=', userToken)
    .executeTakeFirst();
  return send(c, {
    ...(guest
      ? {
          id: guest.id,
          user_token: guest.user_token,
          name: guest.name,
          email: guest.email,
          default_address: guest.default_address_id,
        }
      : {}),
    cart_count: await cartCount(db, { userToken }),
    is_logged_in: false,
  });
});

/** Protected routes: the signed-in user, or the 204 envelope. */
async function requireUser(c: Ctx): Promise<AuthUser | Response> {
  return (await currentUser(c)) ?? unauthenticated(c);
}

accountRoutes.post('/user/update-profile', async (c) => {
  const user = await requireUser(c);
  if (user instanceof Response) return user;
  const v = await validateBody(c, UpdateProfileBodySchema);
  if (!v.ok) return v.response;
  const { db } = c.get('deps');
  const email = v.data.email?.toLowerCase() ?? user.email;
  if (email !== user.email) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .where('id', '!=', user.id)
      .executeTakeFirst();
    if (taken) return sendForm(c, Messages.emailTaken);
  }
  const fields = {
    first_name: v.data.first_name,
    last_name: v.data.last_name ?? null,
    name: displayName(v.data.first_name, v.data.last_name),
    email,
    phone: v.data.phone ?? null,
    updated_at: nowOf(c).toISOString(),
  };
  await db.updateTable('users').set(fields).where('id', '=', user.id).execute();
  const { updated_at: _u, name: _n, ...data } = fields;
  return sendAuthed(c, data, Messages.profileUpdated);
});

accountRoutes.post('/user/update-user-password', async (c) => {
  const user = await requireUser(c);
  if (user instanceof Response) return user;
  const v = await validateBody(c, UpdateUserPasswordBodySchema);
  if (!v.ok) return v.response;
  const limited = await limit(c, 'signin', user.email);
  if (limited) return limited;
  if (!(await verifyPassword(v.data.current_password, user.password_hash)))
    return sendForm(c, Messages.wrongCurrentPassword);
  const { db } = c.get('deps');
  await db
    .updateTable('users')
    .set({
      password_hash: await hashPassword(v.data.new_password),
      updated_at: nowOf(c).toISOString(),
    })
    .where('id', '=', user.id)
    .execute();
  // Other sessions end; this one stays signed in.
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', user.id)
    .where('token_hash', '!=', sha256(bearerOf(c) ?? ''))
    .execute();
  return sendAuthed(c, null, Messages.passwordUpdated);
});

/**
 * Deleting an account removes what is personal (addresses, cart, wishlist, compare list, follows, tokens,
 * avatar, name, e-mail, phone) and keeps orders and reviews for the shop's records, under an anonymous user.
 */
async function deleteAccount(c: Ctx) {
  const user = await requireUser(c);
  if (user instanceof Response) return user;
  const { db, uploadsDir } = c.get('deps');
  const now = nowOf(c).toISOString();
  await db.transaction().execute(async (trx) => {
    for (const table of [
      'addresses',
      'carts',
      'wishlists',
      'compare_lists',
      'store_follows',
      'auth_tokens',
    ] as const)
      await trx.deleteFrom(table).where('user_id', '=', user.id).execute();
    const orders = await trx
      .selectFrom('orders')
      .select(['id', 'address_snapshot'])
      .where('user_id', '=', user.id)
      .execute();
    for (const o of orders) {
      let kept: Record<string, unknown> | null = null;
      try {
        const a = JSON.parse(o.address_snapshot ?? 'null') as Record<string, unknown> | null;
        if (a) kept = { country: a.country ?? null, state: a.state ?? null, city: a.city ?? null };
      } catch {
        kept = null;
      }
      await trx
        .updateTable('orders')
        .set({ address_snapshot: kept ? JSON.stringify(kept) : null, user_address_id: null })
        .where('id', '=', o.id)
        .execute();
    }
    await trx
      .updateTable('users')
      .set({
        name: 'Deleted user',
        first_name: null,
        last_name: null,
        email: `deleted-${user.id}-${randomBytes(6).toString('hex')}@deleted.invalid`,
        password_hash: null,
        phone: null,
        avatar: null,
        google_id: null,
        facebook_id: null,
        default_address_id: null,
        status: 0,
        deleted_at: now,
        updated_at: now,
      })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('verification_codes').where('email', '=', user.email).execute();
  });
  if (user.avatar) await unlink(join(uploadsDir, user.avatar)).catch(() => undefined);
  return send(c, { id: user.id, email: user.email }, Messages.accountDeleted);
}
accountRoutes.delete('/user/delete', deleteAccount);
accountRoutes.post('/user/delete', deleteAccount);

/** The image type from its first bytes (never from the client's word): JPEG or PNG. */
function imageKind(bytes: Uint8Array): 'jpg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  return null;
}

accountRoutes.post('/user/:id/avatar', async (c) => {
  const user = await requireUser(c);
  if (user instanceof Response) return user;
  // The id in the path must be the caller's own.
  if (c.req.param('id') !== String(user.id)) return sendForm(c, Messages.notFoundPage);
  let file: unknown;
  try {
    file = (await c.req.parseBody())['avatar'];
  } catch {
    return sendForm(c, Messages.avatarMissing);
  }
  if (!(file instanceof File) || file.size === 0) return sendForm(c, Messages.avatarMissing);
  if (file.size > AVATAR_MAX_BYTES) return sendForm(c, Messages.avatarSize);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKind(bytes);
  if (!kind) return sendForm(c, Messages.avatarType);
  const { db, uploadsDir } = c.get('deps');
  const name = `avatars/${user.id}-${randomBytes(8).toString('hex')}.${kind}`;
  await mkdir(join(uploadsDir, 'avatars'), { recursive: true });
  await writeFile(join(uploadsDir, name), bytes);
  await db
    .updateTable('users')
    .set({ avatar: name, updated_at: nowOf(c).toISOString() })
    .where('id', '=', user.id)
    .execute();
  if (user.avatar) await unlink(join(uploadsDir, user.avatar)).catch(() => undefined);
  return sendAuthed(c, userView({ ...user, avatar: name }));
});

// ── Address book (hybrid: token or user_token) ──────────────────────────────────────────────────────
const ownAddresses = (db: Kysely<Database>, owner: Owner) => {
  const q = db.selectFrom('addresses');
  return 'userId' in owner
    ? q.where('user_id', '=', owner.userId)
    : q.where('user_token', '=', owner.userToken).where('user_id', 'is', null);
};

function addressView(a: Selectable<AddressesTable>, defaultId: number | null) {
  return {
    id: a.id,
    label: a.label,
    name: a.name,
    email: a.email,
    phone: a.phone,
    country: a.country,
    state: a.state,
    city: a.city,
    zip: a.zip,
    address_1: a.address_1,
    address_2: a.address_2,
    delivery_instruction: a.delivery_instruction,
    default: a.id === defaultId || a.is_default === 1 ? 1 : 2,
    created: a.created_at,
  };
}

const ADDRESS_PAGE = 25;
accountRoutes.get('/user/address/all', async (c) => {
  const q = validateQuery(c, AddressListQuerySchema);
  if (!q.ok) return q.response;
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  const { db } = c.get('deps');
  const page = normalisePage(q.data.page);
  const [rows, total, def] = await Promise.all([
    ownAddresses(db, owner)
      .selectAll()
      .orderBy('id', 'desc')
      .limit(ADDRESS_PAGE)
      .offset((page - 1) * ADDRESS_PAGE)
      .execute(),
    ownAddresses(db, owner)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    defaultAddressId(db, owner),
  ]);
  return sendAuthed(
    c,
    buildPaginator({
      items: rows.map((a) => addressView(a, def)),
      total: Number(total?.n ?? 0),
      page,
      perPage: ADDRESS_PAGE,
      path: endpointPath(c),
      query: queryOf(c),
    }),
  );
});

accountRoutes.get('/user/address/find/:id', async (c) => {
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  const id = Number(c.req.param('id'));
  const { db } = c.get('deps');
  const row = Number.isSafeInteger(id)
    ? await ownAddresses(db, owner).selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) return c.json(formError(Messages.addressNotFound, 404), 200);
  return sendAuthed(c, addressView(row, await defaultAddressId(db, owner)));
});

async function saveAddress(c: Ctx, pathId?: string) {
  const v = await validateBody(c, AddressBodySchema);
  if (!v.ok) return v.response;
  const owner = await ownerOf(c, v.data.user_token);
  if (owner instanceof Response) return owner;
  const { db } = c.get('deps');
  const now = nowOf(c).toISOString();
  const id = pathId !== undefined ? Number(pathId) : v.data.id;
  if (pathId !== undefined && !/^\d+$/.test(pathId))
    return c.json(formError(Messages.addressNotFound, 404), 200);
  const { id: _id, user_token: _t, default: makeDefault, ...fields } = v.data;
  const values = {
    ...fields,
    label: fields.label ?? null,
    state: fields.state ?? null,
    address_2: fields.address_2 ?? null,
    delivery_instruction: fields.delivery_instruction ?? null,
    updated_at: now,
  };
  let addressId: number;
  if (id !== undefined) {
    // Ours: only an address the caller owns can be updated (iShop does not check, §8.15).
    const mine = await ownAddresses(db, owner).select('id').where('id', '=', id).executeTakeFirst();
    if (!mine) return c.json(formError(Messages.addressNotFound, 404), 200);
    await db.updateTable('addresses').set(values).where('id', '=', id).execute();
    addressId = id;
  } else {
    if ('userToken' in owner) {
      // A guest's name and e-mail come from their address (§8.15).
      const guest = await db
        .selectFrom('guest_users')
        .select('id')
        .where('user_token', '=', owner.userToken)
        .executeTakeFirst();
      if (guest)
        await db
          .updateTable('guest_users')
          .set({ name: values.name, email: values.email, updated_at: now })
          .where('id', '=', guest.id)
          .execute();
      else
        await db
          .insertInto('guest_users')
          .values({
            user_token: owner.userToken,
            name: values.name,
            email: values.email,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('user_token').doNothing())
          .execute();
    }
    const row = await db
      .insertInto('addresses')
      .values({
        ...values,
        user_id: 'userId' in owner ? owner.userId : null,
        user_token: 'userToken' in owner ? owner.userToken : null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    addressId = row.id;
  }
  // The first address, or one marked default, becomes the default.
  const current = await defaultAddressId(db, owner);
  if (makeDefault === 1 || current === null) {
    if ('userId' in owner)
      await db
        .updateTable('users')
        .set({ default_address_id: addressId })
        .where('id', '=', owner.userId)
        .execute();
    else
      await db
        .updateTable('guest_users')
        .set({ default_address_id: addressId })
        .where('user_token', '=', owner.userToken)
        .execute();
  }
  const saved = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .executeTakeFirstOrThrow();
  return sendAuthed(
    c,
    addressView(saved, await defaultAddressId(db, owner)),
    addressMessage(id !== undefined ? 'updated' : 'created'),
  );
}
accountRoutes.post('/user/address/action', (c) => saveAddress(c));
accountRoutes.post('/user/address/action/:id', (c) => saveAddress(c, c.req.param('id')));

async function deleteAddress(c: Ctx) {
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  const id = Number(c.req.param('id'));
  const { db } = c.get('deps');
  const row = Number.isSafeInteger(id)
    ? await ownAddresses(db, owner).selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  // A missing (or someone else's) address: iShop's soft not-found, status 200 with data.form (§3.1).
  if (!row)
    return c.json(
      {
        status: 200,
        message: Messages.addressNotFound,
        data: { form: [Messages.addressNotFound] },
        token: null,
      },
      200,
    );
  const used = await db
    .selectFrom('orders')
    .select('id')
    .where('user_address_id', '=', id)
    .executeTakeFirst();
  if (used) return sendFailure(c, Messages.addressInUse);
  await db.deleteFrom('addresses').where('id', '=', id).execute();
  const def = await defaultAddressId(db, owner);
  if (def === id) {
    const next = await ownAddresses(db, owner)
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if ('userId' in owner)
      await db
        .updateTable('users')
        .set({ default_address_id: next?.id ?? null })
        .where('id', '=', owner.userId)
        .execute();
    else
      await db
        .updateTable('guest_users')
        .set({ default_address_id: next?.id ?? null })
        .where('user_token', '=', owner.userToken)
        .execute();
  }
  return sendAuthed(c, addressView(row, null), addressMessage('deleted'));
}
accountRoutes.delete('/user/address/delete/:id', deleteAddress);
accountRoutes.delete('/address/:id', deleteAddress);

// ── Followed stores (token) ─────────────────────────────────────────────────────────────────────────
accountRoutes.post('/user/store/follow', async (c) => {
  const user = await requireUser(c);
  if (user instanceof Response) return user;
  const v = await validateBody(c, FollowBodySchema);
  if (!v.ok) return v.response;
  const { db } = c.get('deps');
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('id', '=', v.data.store_id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!store) return c.json(formError(Messages.storeNotFound, 404), 200);
  // A toggle (§8.18): data is true either way; the store's `following` tells the new state.
  const deleted = await db
    .deleteFrom('store_follows')
    .where('user_id', '=', user.id)
    .where('store_id', '=', store.id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0)
    await db
      .insertInto('store_follows')
      .values({ user_id: user.id, store_id: store.id, created_at: nowOf(c).toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'store_id']).doNothing())
      .execute();
  return sendAuthed(
    c,
    true,
    Number(deleted.numDeletedRows) ? Messages.storeUnfollowed : Messages.storeFollowed,
  );
});

const FOLLOW_PAGE = 14;
accountRoutes.get('/user/store/following-list', async (c) => {
  const user = await requireUser(c);
  if (user instanceof Response) return user;
  const q = validateQuery(c, ListQuerySchema);
  if (!q.ok) return q.response;
  const { db } = c.get('deps');
  const page = normalisePage(q.data.page);
  const asc = q.data.type === 'asc';
  const base = db
    .selectFrom('store_follows as f')
    .innerJoin('stores as s', 's.id', 'f.store_id')
    .where('f.user_id', '=', user.id);
  const [rows, total] = await Promise.all([
    base
      .select([
        'f.id',
        'f.user_id',
        'f.store_id',
        'f.created_at',
        's.name',
        's.slug',
        's.image',
        's.created_at as store_created',
      ])
      .orderBy('f.created_at', asc ? 'asc' : 'desc')
      .orderBy('f.id', asc ? 'asc' : 'desc')
      .limit(FOLLOW_PAGE)
      .offset((page - 1) * FOLLOW_PAGE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return sendAuthed(
    c,
    buildPaginator({
      items: rows.map((r) => ({
        id: r.id,
        user_id: r.user_id,
        store_id: r.store_id,
        created: r.created_at,
        store: {
          id: r.store_id,
          name: r.name,
          slug: r.slug,
          logo: r.image,
          created_at: r.store_created,
        },
      })),
      total: Number(total?.n ?? 0),
      page,
      perPage: FOLLOW_PAGE,
      path: endpointPath(c),
      query: queryOf(c),
    }),
  );
});

// ── Social sign-in (OAuth 2.0 authorization code + PKCE) ────────────────────────────────────────────
const callbackUri = (c: Ctx, provider: string) =>
  `${originOf(c)}/api/v1/user/social-login/callback/${provider}`;

accountRoutes.get('/user/social-login/redirect/:provider', async (c) => {
  const provider = SocialProviderSchema.safeParse(c.req.param('provider'));
  const cfg = provider.success ? c.get('deps').oauth?.[provider.data] : undefined;
  if (!provider.success || !cfg)
    return c.json({ success: false, message: Messages.providerDisabled }, 403);
  const lang = c.req.query('lang');
  const url = await beginSignIn(
    c.get('deps').db,
    provider.data,
    cfg,
    callbackUri(c, provider.data),
    lang && isLanguageCode(lang) ? lang : null,
    nowOf(c),
  );
  c.header('Cache-Control', 'no-store');
  return c.redirect(url, 302);
});

accountRoutes.get('/user/social-login/callback/:provider', async (c) => {
  const provider = SocialProviderSchema.safeParse(c.req.param('provider'));
  const cfg = provider.success ? c.get('deps').oauth?.[provider.data] : undefined;
  if (!provider.success || !cfg)
    return c.json({ success: false, message: Messages.providerDisabled }, 403);
  const { db, storefrontUrl } = c.get('deps');
  const now = nowOf(c);
  const result = await finishSignIn(
    db,
    provider.data,
    cfg,
    { code: c.req.query('code'), state: c.req.query('state') },
    callbackUri(c, provider.data),
    now,
  );
  const prefix = result.language && result.language !== 'en' ? `/${result.language}` : '';
  const back = `${(storefrontUrl ?? originOf(c)).replace(/\/+$/, '')}${prefix}/social-callback`;
  if (!result.ok) {
    const message = result.reason === 'no-email' ? Messages.socialNoEmail : Messages.socialFailed;
    return c.redirect(`${back}?error=${encodeURIComponent(message)}`, 302);
  }
  const { subject, email, name } = result.identity;
  const idColumn = provider.data === 'google' ? 'google_id' : 'facebook_id';
  // The provider's id first, then a verified e-mail: an existing account is linked, else one is created.
  let user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where(idColumn, '=', subject)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) {
    const byEmail = await db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (byEmail) {
      await db
        .updateTable('users')
        .set({ [idColumn]: subject, verified: 1, updated_at: now.toISOString() })
        .where('id', '=', byEmail.id)
        .execute();
      user = byEmail;
    } else {
      const [first, ...rest] = name.split(/\s+/);
      const row = await db
        .insertInto('users')
        .values({
          name,
          first_name: first ?? name,
          last_name: rest.join(' ') || null,
          email,
          verified: 1,
          [idColumn]: subject,
          language: result.language,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning(['id', 'name', 'email'])
        .executeTakeFirstOrThrow();
      user = row;
    }
  }
  const { token } = await issueToken(db, user.id, now);
  // iShop's callback query joins with '&&' (API-REFERENCE §8.13); clients parse it tolerantly.
  const q = [
    `token=${encodeURIComponent(token)}`,
    `user=${user.id}`,
    `email=${encodeURIComponent(user.email)}`,
    `name=${encodeURIComponent(user.name)}`,
  ].join('&&');
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`${back}?${q}`, 302);
});
