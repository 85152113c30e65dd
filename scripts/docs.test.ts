import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiMarkdown, brokenLinks, decisionsMarkdown, ROOT } from './docs.ts';

/** Every file of the repository that is tracked or about to be (not ignored), text only. */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /\.(md|ts|tsx|mjs|js|json|css|ya?ml|sh)$|^\.ci\/run$|^\.env\.example$/.test(f))
    // The checker's own files name broken paths on purpose (the fixtures below).
    .filter((f) => !f.endsWith('package-lock.json') && !f.startsWith('scripts/docs.'));
}

describe('docs', () => {
  it('docs/api.md is the one generated from the contract (npm run docs)', () => {
    expect(readFileSync(join(ROOT, 'docs/api.md'), 'utf8')).toBe(apiMarkdown());
  });

  it('docs/decisions/README.md indexes every decision (npm run docs)', () => {
    expect(readFileSync(join(ROOT, 'docs/decisions/README.md'), 'utf8')).toBe(decisionsMarkdown());
  });

  it('every relative Markdown link and every docs/… path named in the repository resolves', () => {
    expect(brokenLinks(ROOT, repositoryFiles())).toEqual([]);
  });

  it('names what does not resolve: a broken Markdown link, a missing docs/ path, a missing decision', () => {
    const root = mkdtempSync(join(tmpdir(), 'bazaar-links-'));
    mkdirSync(join(root, 'docs/decisions'), { recursive: true });
    writeFileSync(join(root, 'docs/decisions/007-search.md'), '# 007 — Search\n');
    writeFileSync(
      join(root, 'docs/guide.md'),
      '[ok](decisions/007-search.md) [anchor](#top) [web](https://example.com) [gone](missing.md#x)\n',
    );
    writeFileSync(
      join(root, 'code.ts'),
      '// docs/guide.md, docs/decisions/007 and docs/decisions/008; see docs/nowhere.md.\n',
    );
    expect(brokenLinks(root, ['docs/guide.md', 'code.ts'])).toEqual([
      { file: 'docs/guide.md', target: 'missing.md#x' },
      { file: 'code.ts', target: 'docs/decisions/008' },
      { file: 'code.ts', target: 'docs/nowhere.md' },
    ]);
  });

  it('refuses a decision whose heading does not give its number and title', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bazaar-decisions-'));
    writeFileSync(join(dir, '001-a.md'), '# 001 — A\n');
    writeFileSync(join(dir, '002-b.md'), '# 002 — B\n\nSuperseded by decision 001.\n');
    expect(decisionsMarkdown(dir)).toContain('| 002 | [B](002-b.md) | superseded by [001](001-a.md) |');
    writeFileSync(join(dir, '003-c.md'), 'no heading\n');
    expect(() => decisionsMarkdown(dir)).toThrow('003-c.md');
  });
});
