// The API alone in its own process on DATABASE_URL (tests that run several processes on one database).
// Prints "PORT <n>" once it listens; exits when its parent closes stdin.
import { serve } from '@hono/node-server';
import { createApi } from '../app.ts';
import { createDatabase } from '../db/connection.ts';
import { localFileStore } from '../lib/files/index.ts';

const { db, dialect } = createDatabase(process.env.DATABASE_URL);
const api = createApi({
  db,
  dialect,
  files: localFileStore(process.env.UPLOADS_DIR ?? 'data/uploads'),
});
serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`PORT ${info.port}\n`);
});
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
