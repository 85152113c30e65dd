// One database handle per process (docs/design.md): embedded SQLite by default, PostgreSQL for postgres:// URLs.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from './schema.ts';
import { log } from '../lib/log.ts';

export type Dialect = 'sqlite' | 'postgres';
export type DatabaseHandle = { db: Kysely<Database>; dialect: Dialect; close: () => Promise<void> };

export const DEFAULT_DATABASE_URL = 'file:./data/bazaar.sqlite';

function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite';
}

/** `file:./data/x.sqlite`, `./x.sqlite` or `:memory:` → a file path for better-sqlite3. */
export function sqlitePath(url: string): string {
  const path = url.replace(/^file:(\/\/)?/, '').replace(/^sqlite:(\/\/)?/, '');
  return path === ':memory:' ? path : resolve(path);
}

// pg returns BIGINT/NUMERIC as strings; counts come back as int8, so parse them (values fit in doubles).
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/** `poolMax`: PostgreSQL connections this process may open (DATABASE_POOL_MAX); SQLite has one handle. */
export function createDatabase(
  url: string = DEFAULT_DATABASE_URL,
  { poolMax = 10 }: { poolMax?: number } = {},
): DatabaseHandle {
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 30_000 });
    // An idle client error must not crash the process; the next query reconnects.
    pool.on('error', (err) =>
      log.warn({ at: 'db', message: err.message }, 'idle PostgreSQL client error'),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = sqlitePath(url);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every query anew; compiling the SQL was ~4 % of a page's server time.
 * The same handle, with its statements kept by SQL text (the queries are built from a fixed set of
 * shapes, their values are parameters). SQLite re-prepares a kept statement itself after a schema change;
 * nothing here streams (iterate), so a kept statement is never busy when it is used again.
 */
function cachedStatements(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const kept = new LRUCache<string, SQLite.Statement>({ max });
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let stmt = kept.get(text);
      if (!stmt) {
        stmt = sqlite.prepare(text);
        kept.set(text, stmt);
      }
      return stmt;
    },
  };
}

/** A trivial round trip, for /healthz. */
export async function ping(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
