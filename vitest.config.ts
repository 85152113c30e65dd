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
    globalSetup: ['./tests/setup/seed-images.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
