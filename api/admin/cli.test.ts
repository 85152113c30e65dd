// `npm run admin:create` from a shell (issue 17, decision 077), on a fresh SQLite file: without a password it
// prints a one-time sign-in link whose code is in the fragment (never sent to a server), stored only hashed;
// the link signs in once through the API; with --password it prints no link.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/connection.ts';
import { createApi } from '../app.ts';
import { sha256 } from '../lib/auth.ts';
import { localFileStore } from '../lib/files/index.ts';

const run = promisify(execFile);

describe('admin:create from the command line', () => {
  it('prints a one-time sign-in link (code in the fragment, stored hashed), or none with --password', async () => {
    const url = `file:${join(mkdtempSync(join(tmpdir(), 'bazaar-cli-')), 'cli.sqlite')}`;
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'api/cli.ts', 'admin:create', ...args], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          PUBLIC_URL: 'https://shop.example',
          NODE_ENV: 'development',
        },
      });
    const { stdout } = await cli('--email', 'Owner@Example.com', '--name', 'Owner');
    const link = /https:\/\/shop\.example\/admin\/sign-in#([\w-]{43})/.exec(stdout);
    expect(link, stdout).not.toBeNull();
    const code = link![1]!;
    expect(stdout).not.toMatch(/\?code=/);
    const { db, dialect, close } = createDatabase(url);
    try {
      const row = await db
        .selectFrom('admin_sign_in_links')
        .select(['code_hash', 'used_at'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ code_hash: sha256(code), used_at: null });
      const api = createApi({ db, dialect, files: localFileStore(tmpdir()) });
      const signIn = async () =>
        (await (
          await api.request('/admin/sign-in', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ code }),
          })
        ).json()) as { status: number; data: { token?: string } };
      const first = await signIn();
      expect(first.status).toBe(200);
      expect((await signIn()).status).toBe(500);
      const withPassword = await cli('--email', 'second@example.com', '--password', 'secret12');
      expect(withPassword.stdout).toContain('Created admin');
      expect(withPassword.stdout).not.toContain('sign-in#');
    } finally {
      await close();
    }
  }, 60_000);
});
