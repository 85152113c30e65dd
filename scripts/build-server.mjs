// Bundles server.ts (and the API it mounts) into build/server.js, and the jobs-only process (server/worker.ts,
// `npm run worker`) into build/worker.js; node_modules stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'server.ts', worker: 'server/worker.ts' },
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Development-only and test-only modules are loaded by dynamic import when configured.
  external: ['vite', '#mocks/*'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
console.log('built build/server.js and build/worker.js');
