import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { shellChunk } from './shell-chunk.ts';

// A module graph: static imports, and one dynamic import that must stay out of the shell.
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  '/w/app/entry.client.tsx': { importedIds: ['/w/node_modules/react-dom/index.js'] },
  '/w/app/root.tsx': {
    importedIds: ['/w/app/components/header.tsx', '/w/app/lib/format.ts'],
    dynamicallyImportedIds: ['/w/app/components/zoom.tsx'],
  },
  '/w/app/components/header.tsx': { importedIds: ['/w/app/lib/format.ts', '/w/app/lib/paths.ts'] },
  '/w/app/lib/format.ts': { importedIds: [] },
  '/w/app/lib/paths.ts': { importedIds: [] },
  '/w/node_modules/react-dom/index.js': { importedIds: [] },
  '/w/app/components/zoom.tsx': { importedIds: ['/w/app/lib/zoom-math.ts'] },
  '/w/app/lib/zoom-math.ts': { importedIds: [] },
  '/w/app/routes/cart.tsx': { importedIds: ['/w/app/lib/format.ts', '/w/app/lib/cart.ts'] },
  '/w/app/lib/cart.ts': { importedIds: [] },
};
const meta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => graph[id] ?? null,
} as unknown as Rollup.ManualChunkMeta;

describe('shellChunk (decision 115)', () => {
  it('puts what the root and the entry import statically in the shell, and nothing else', () => {
    const chunk = shellChunk();
    const of = (id: string) => chunk(id, meta);
    for (const id of [
      '/w/app/components/header.tsx',
      '/w/app/lib/format.ts',
      '/w/app/lib/paths.ts',
      '/w/node_modules/react-dom/index.js',
    ])
      expect(of(id)).toBe('shell');
    // The two roots are Remix's own chunks; lazy widgets and route-only modules keep theirs.
    for (const id of [
      '/w/app/root.tsx',
      '/w/app/entry.client.tsx',
      '/w/app/components/zoom.tsx',
      '/w/app/lib/zoom-math.ts',
      '/w/app/routes/cart.tsx',
      '/w/app/lib/cart.ts',
    ])
      expect(of(id)).toBeUndefined();
  });

  it('reads each build’s own graph', () => {
    const first = shellChunk();
    expect(first('/w/app/lib/paths.ts', meta)).toBe('shell');
    const other = {
      getModuleIds: () => ['/x/app/root.tsx', '/x/app/lib/a.ts'][Symbol.iterator](),
      getModuleInfo: (id: string) => ({
        importedIds: id.endsWith('root.tsx') ? ['/x/app/lib/a.ts'] : [],
      }),
    } as unknown as Rollup.ManualChunkMeta;
    const second = shellChunk();
    expect(second('/x/app/lib/a.ts', other)).toBe('shell');
    expect(second('/w/app/lib/paths.ts', other)).toBeUndefined();
  });
});
