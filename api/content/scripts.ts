// The shop's custom scripts in the admin area (issue 35 item 3): list, save and delete. The storefront runs a
// public one only after the shopper accepted cookies, inline under the page's CSP nonce, on the pages its
// pattern names (app/components/third-party.tsx); the contract refuses code that is not JavaScript alone.
import type { Kysely, Selectable } from 'kysely';
import { ContentMessages, type ScriptBody, type ScriptItem } from '#contract/content/schemas.ts';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../admin/service.ts';
import { statusCode, statusName, type Admin, type Saved } from './common.ts';

type Db = Kysely<Database>;
type Row = Selectable<Database['custom_scripts']>;

const itemOf = (r: Row): ScriptItem => ({
  id: r.id,
  route_pattern: r.route_pattern,
  header_script: r.header_script === 1,
  header_script_code: r.header_script_code,
  body_script: r.body_script === 1,
  body_script_code: r.body_script_code,
  status: statusName(r.status),
});

const one = async (db: Db, id: number) => {
  const r = await db
    .selectFrom('custom_scripts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? itemOf(r) : null;
};

export async function scriptList(db: Db): Promise<ScriptItem[]> {
  const rows = await db.selectFrom('custom_scripts').selectAll().orderBy('id').limit(200).execute();
  return rows.map(itemOf);
}

export async function saveScript(
  db: Db,
  admin: Admin,
  body: ScriptBody,
  now: Date,
): Promise<Saved> {
  return db.transaction().execute(async (trx): Promise<Saved> => {
    const before = body.id !== undefined ? await one(trx, body.id) : null;
    if (body.id !== undefined && !before)
      return { ok: false, message: ContentMessages.notFound, missing: true };
    const values = {
      route_pattern: body.route_pattern,
      header_script: body.header_script ? 1 : 2,
      header_script_code: body.header_script_code ?? null,
      body_script: body.body_script ? 1 : 2,
      body_script_code: body.body_script_code ?? null,
      status: statusCode(body.status),
    };
    let id = body.id;
    if (id === undefined)
      id = (
        await trx
          .insertInto('custom_scripts')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    else await trx.updateTable('custom_scripts').set(values).where('id', '=', id).execute();
    await recordAudit(
      trx,
      admin,
      `script:${before ? 'update' : 'create'}`,
      { subject: 'script', subject_id: id },
      before,
      await one(trx, id),
      now,
    );
    return { ok: true, id };
  });
}

export async function deleteScript(db: Db, admin: Admin, id: number, now: Date): Promise<Saved> {
  return db.transaction().execute(async (trx): Promise<Saved> => {
    const before = await one(trx, id);
    if (!before) return { ok: false, message: ContentMessages.notFound, missing: true };
    await trx.deleteFrom('custom_scripts').where('id', '=', id).execute();
    await recordAudit(
      trx,
      admin,
      'script:delete',
      { subject: 'script', subject_id: id },
      before,
      {},
      now,
    );
    return { ok: true, id };
  });
}
