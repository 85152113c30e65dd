// Schema steps the migrations repeat, written once: a table with the portable id, an index, a column that
// belongs to a user. Each builds exactly what the migrations wrote by hand before (an applied migration must
// keep producing the same schema).
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from './connection.ts';

/** A new table `name` with its id: an autoincrement integer, serial on PostgreSQL (if it does not exist yet). */
export const tableWithId = (
  db: Kysely<unknown>,
  dialect: Dialect,
  name: string,
  { ifNotExists = true } = {},
) => {
  const table = db.schema.createTable(name);
  return (ifNotExists ? table.ifNotExists() : table).addColumn(
    'id',
    dialect === 'postgres' ? 'serial' : 'integer',
    (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()),
  );
};

/** An index `name` on `columns` of `table`, unique when told (if it does not exist yet, unless told). */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  { unique = false, ifNotExists = true } = {},
) {
  let index = db.schema.createIndex(name);
  if (ifNotExists) index = index.ifNotExists();
  if (unique) index = index.unique();
  await index.on(table).columns(columns).execute();
}

/** A column naming its user (`users.id`), required, removed with the user. */
export const userOwned = (c: ColumnDefinitionBuilder) =>
  c.notNull().references('users.id').onDelete('cascade');
