// The browser build's one shell chunk (decision 115): every page loads the root route and the entry, so
// everything they import statically goes in one chunk instead of a dozen small ones shared with other routes.
// Each module a page loads costs a request started on the main thread (2–3 ms each under Lighthouse).
import type { Rollup } from 'vite';

const ROOTS = ['/app/root.tsx', '/app/entry.client.tsx'];

/** Rollup's `manualChunks` for one build (the closure is read once per build, from its module graph). */
export function shellChunk(roots: readonly string[] = ROOTS): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  const isRoot = (id: string) => roots.some((r) => id.endsWith(r));
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      const found = new Set<string>();
      const todo = [...getModuleIds()].filter(isRoot);
      while (todo.length)
        for (const next of getModuleInfo(todo.pop()!)?.importedIds ?? [])
          if (!found.has(next)) {
            found.add(next);
            todo.push(next);
          }
      shell = found;
    }
    // The root route and the entry stay chunks of their own: Remix loads them by name.
    return shell.has(id) && !isRoot(id) ? 'shell' : undefined;
  };
}
