import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest runs without the Remix plugin (docs/design.md pitfalls). Aliases come from package.json "imports".
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{app,api,contract,mocks,scripts,server,tests/setup}/**/*.test.ts'],
          setupFiles: ['./tests/setup/vitest-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{app,tests/setup}/**/*.test.tsx'],
          setupFiles: ['./tests/setup/vitest-dom.ts'],
        },
      },
    ],
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where most files wait
    // on PostgreSQL, child processes or sockets. Two keep both cores busy (decision 147); every file has its own
    // databases (random names), temporary folders and port-0 servers, so files never share state.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['./tests/setup/seed-images.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
