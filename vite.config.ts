import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

// Every page loads the root route and the entry, so everything they import statically goes in one chunk
// instead of a dozen small ones shared with other routes: each module a page loads costs a request started
// on the main thread (2-3 ms each under Lighthouse) before it costs anything else (decision 115).
const SHELL_ROOTS = ['/app/root.tsx', '/app/entry.client.tsx'];
let shell: Set<string> | undefined;
const shellChunk: Rollup.GetManualChunk = (id, { getModuleIds, getModuleInfo }) => {
  if (!shell) {
    shell = new Set();
    const todo = [...getModuleIds()].filter((m) => SHELL_ROOTS.some((r) => m.endsWith(r)));
    while (todo.length) {
      for (const next of getModuleInfo(todo.pop()!)?.importedIds ?? [])
        if (!shell.has(next)) {
          shell.add(next);
          todo.push(next);
        }
    }
  }
  return shell.has(id) && !SHELL_ROOTS.some((r) => id.endsWith(r)) ? 'shell' : undefined;
};

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: 'es2022',
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk } },
  },
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    // The browser's scripts and style sheets also as .br and .gz at the best levels, which the server sends
    // as they are (server/http.ts, decision 114). Not the server's own bundle, nor Vite's manifest.
    !isSsrBuild &&
      compression({
        include: /\.(?:js|css)$/,
        algorithms: ['brotliCompress', 'gzip'],
        threshold: 1024,
        logLevel: 'silent',
      }),
  ],
}));
