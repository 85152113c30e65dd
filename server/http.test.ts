import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtFiles, nonce } from './http.ts';

describe('CSP nonces', () => {
  it('are 16 random bytes each, never the same twice, across the pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) seen.add(nonce()); // ~4 pools of 256
    expect(seen.size).toBe(1000);
    for (const n of [...seen].slice(0, 20)) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});

describe('the client build files served at their own paths', () => {
  const root = mkdtempSync(join(tmpdir(), 'built-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('are every file but the hashed assets, read once', () => {
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, '.well-known'));
    writeFileSync(join(root, 'assets', 'entry-abc.js'), '');
    writeFileSync(join(root, 'favicon.ico'), '');
    writeFileSync(join(root, '.well-known', 'security.txt'), '');
    expect(builtFiles(root).sort()).toEqual(['/.well-known/security.txt', '/favicon.ico']);
    expect(builtFiles(join(root, 'missing'))).toEqual([]);
  });
});
