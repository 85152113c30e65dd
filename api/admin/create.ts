// `npm run admin:create -- --email <e> [--password <p>] [--name <n>]` (issue 17): makes a new verified admin
// account, or promotes an existing one (its password replaced only when one is given). Without a password the
// CLI prints a one-time sign-in link instead (api/admin/sign-in-link.ts, decision 077); a new admin made that
// way has no password until they set one in their profile or through "Forgot password". The demo seed makes
// one admin with DEMO_ADMIN's credentials (docs/operations.md "The first admin", for local use only).
import type { Kysely } from 'kysely';
import { passwordSchema } from '#contract/account/schemas.ts';
import { z } from '#contract/zod.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../account/service.ts';

export const DEMO_ADMIN = {
  email: 'admin@bazaar.example',
  password: 'bazaar-admin-1',
  name: 'Shop Admin',
} as const;

const EmailSchema = z.string().trim().toLowerCase().email().max(190);

export type CreateAdminResult =
  { ok: true; created: boolean; id: number; email: string } | { ok: false; message: string };

export async function createAdmin(
  db: Kysely<Database>,
  input: { email: string; password?: string; name?: string },
  now: Date = new Date(),
): Promise<CreateAdminResult> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) return { ok: false, message: 'Give a valid e-mail address with --email.' };
  let hash: string | undefined;
  if (input.password !== undefined) {
    const pw = passwordSchema().safeParse(input.password);
    if (!pw.success) return { ok: false, message: pw.error.issues[0]?.message ?? 'Bad password.' };
    hash = await hashPassword(input.password);
  }
  const at = now.toISOString();
  const existing = await db
    .selectFrom('users')
    .select(['id'])
    .where('email', '=', email.data)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('users')
      .set({
        role: 'admin',
        verified: 1,
        status: 1,
        updated_at: at,
        ...(hash ? { password_hash: hash } : {}),
      })
      .where('id', '=', existing.id)
      .execute();
    return { ok: true, created: false, id: existing.id, email: email.data };
  }
  const name = input.name?.trim() || 'Admin';
  await db
    .insertInto('users')
    .values({
      name,
      first_name: name,
      email: email.data,
      password_hash: hash ?? null,
      role: 'admin',
      verified: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.data)
    .executeTakeFirstOrThrow();
  return { ok: true, created: true, id: row.id, email: email.data };
}
