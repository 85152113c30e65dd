// Seller applications (docs/api-reference.md §8.27, issue 17; decision 075). `seller/signup` reserves the store's name
// (`seller_applications.store_slug`, unique) and e-mails a code; `seller/verify` creates the store inactive;
// an administrator approves (the store goes live, the seller's account is made or linked) or rejects with a
// reason (the store row goes, the name is free again). Uniqueness is the database's: an e-mail has one
// application, a slug one application and one store; a race loses on the constraint, not on a check.
import type { Kysely } from 'kysely';
import type { z } from '#contract/zod.ts';
import { Messages } from '#contract/messages.ts';
import {
  SellerMessages,
  storeSlug,
  type SellerSignupBodySchema,
  type SellerVerifyBodySchema,
} from '#contract/sellers/schemas.ts';
import type { Database, SellerApplicationsTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';
import { hashPassword, consumeCode, sendCode } from '../account/service.ts';
import type { AccountDeps } from '../account/service.ts';
import { readSetting } from '../site/service.ts';
import { isUniqueViolation } from '../orders/service.ts';
import { sendSellerMail } from './emails.ts';

type Application = Selectable<SellerApplicationsTable>;
type Refusal = { ok: false; message: string };
const refuse = (message: string): Refusal => ({ ok: false, message });

/** An unverified application older than this no longer holds its store name for others. */
const STALE_MS = 24 * 60 * 60_000;

/** Spec §6: the offer exists only while vendor registration is on. */
export async function vendorRegistrationOn(db: Kysely<Database>): Promise<boolean> {
  const s = await readSetting<{ vendor_registration?: unknown }>(db, 'setting');
  return Number(s.vendor_registration) === 1;
}

const byEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('seller_applications')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();

/**
 * A store name is free when no store has its slug or its name (a renamed store keeps its first slug, issue
 * 34) and no live application holds it.
 */
async function nameTaken(db: Kysely<Database>, name: string, email: string, now: Date) {
  const slug = storeSlug(name);
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where((eb) =>
      eb.or([eb('slug', '=', slug), eb(eb.fn('lower', ['name']), '=', name.toLowerCase())]),
    )
    .executeTakeFirst();
  if (store) return true;
  // Free the name from another's unverified application that was left for a day.
  await db
    .deleteFrom('seller_applications')
    .where('store_slug', '=', slug)
    .where('email', '!=', email)
    .where('verified', '=', 0)
    .where('updated_at', '<', new Date(now.getTime() - STALE_MS).toISOString())
    .execute();
  return false;
}

export async function applyToSell(
  d: AccountDeps,
  body: z.output<typeof SellerSignupBodySchema>,
  language: string,
): Promise<{ ok: true; email: string } | Refusal> {
  const email = body.email.toLowerCase();
  const at = d.now.toISOString();
  const existing = await byEmail(d.db, email);
  // An application that is verified and alive is not replaced; its owner is told, the answer is the same.
  if (existing && existing.verified === 1 && existing.status !== 'rejected') {
    await sendSellerMail(
      d.db,
      d.mail ?? null,
      d.links,
      {
        email,
        name: existing.name,
        store: existing.store_name,
        language: existing.language,
      },
      { kind: 'again' },
    );
    return { ok: true, email };
  }
  const slug = storeSlug(body.store_name);
  if (await nameTaken(d.db, body.store_name, email, d.now))
    return refuse(SellerMessages.storeTaken);
  const fields = {
    name: body.name,
    store_name: body.store_name,
    store_slug: slug,
    password_hash: await hashPassword(body.password),
    language,
    verified: 0,
    status: 'pending',
    reason: null,
    decided_at: null,
    decided_by: null,
    store_id: null,
    user_id: null,
    updated_at: at,
  };
  try {
    if (existing) {
      const r = await d.db
        .updateTable('seller_applications')
        .set(fields)
        .where('id', '=', existing.id)
        .where((eb) => eb.or([eb('verified', '=', 0), eb('status', '=', 'rejected')]))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return { ok: true, email };
    } else
      await d.db
        .insertInto('seller_applications')
        .values({ ...fields, email, created_at: at })
        .execute();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // The slug (another application holds the name) or, in a race, the same e-mail applying twice.
    const again = await byEmail(d.db, email);
    if (again && again.store_slug === slug) return { ok: true, email };
    return refuse(SellerMessages.storeTaken);
  }
  await sendCode(d, email, body.name, language, 'seller');
  return { ok: true, email };
}

function sellerAccount(
  a: Application,
  store?: { id: number; slug: string; status: number } | null,
) {
  return {
    id: a.id,
    name: a.name,
    username: a.name.trim().split(/\s+/)[0] ?? a.name,
    email: a.email,
    verified: a.verified,
    active: a.status === 'approved' ? 1 : 0,
    store: store
      ? { id: store.id, name: a.store_name, slug: store.slug, status: store.status }
      : null,
  };
}

/** The code checked, the store created inactive (status 0) and the application verified, in one transaction. */
export async function verifyApplication(
  d: AccountDeps,
  body: z.output<typeof SellerVerifyBodySchema>,
) {
  const a = await byEmail(d.db, body.email);
  if (!a || a.verified === 1 || a.status !== 'pending' || !a.store_slug)
    return refuse(Messages.invalidCode);
  const r = await consumeCode(d.db, a.email, 'seller', body.code, d.now);
  if (!r.ok) return refuse(r.message);
  const at = d.now.toISOString();
  const slug = a.store_slug;
  try {
    const store = await d.db.transaction().execute(async (trx) => {
      const s = await trx
        .insertInto('stores')
        .values({ name: a.store_name, slug, status: 0, created_at: at, updated_at: at })
        .returning(['id', 'slug', 'status'])
        .executeTakeFirstOrThrow();
      const done = await trx
        .updateTable('seller_applications')
        .set({ verified: 1, store_id: s.id, updated_at: at })
        .where('id', '=', a.id)
        .where('verified', '=', 0)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new Error('seller application changed');
      return s;
    });
    return {
      ok: true as const,
      data: sellerAccount({ ...a, verified: 1, store_id: store.id }, store),
    };
  } catch (e) {
    if (isUniqueViolation(e)) return refuse(SellerMessages.storeTaken);
    if (e instanceof Error && e.message === 'seller application changed')
      return refuse(Messages.invalidCode);
    throw e;
  }
}

// The public face of this domain (issue 32 item 4, decision 122): what other domains use of its modules.
export { sendSellerMail } from './emails.ts';
