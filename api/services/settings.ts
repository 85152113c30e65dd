// Site settings rows (key → JSON). Secrets live under their own keys and never reach a response.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function readSetting<T extends Record<string, unknown>>(
  db: Kysely<Database>,
  key: string,
): Promise<T> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return {} as T;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return {} as T;
  }
}
