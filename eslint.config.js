import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// One import style in app/: `#app/…` (the path says where a module lives, wherever it is imported from).
const RELATIVE_IN_APP = {
  regex: '^\\.{1,2}/',
  message: "Import through '#app/…' (one import style in app/).",
};

// Imports of other parts, by alias (`#api/…`) or by a relative path that climbs into them (`../../api/…`).
// A regex, not a `group`: group patterns are gitignore lines, where a leading `#` makes a comment.
/** The API's domains (api/<domain>/), each with one public face: its service.ts (decision 122). */
const API_DOMAINS = [
  'account',
  'addresses',
  'admin',
  'cart',
  'catalog',
  'content',
  'earnings',
  'fulfilment',
  'jobs',
  'lists',
  'orders',
  'payments',
  'promotions',
  'reviews',
  'search',
  'sellers',
  'shipping',
  'site',
  'stores',
  'vouchers',
];

const into = (parts, message) => ({
  regex: `^(#(${parts.join('|')})/|(\\.\\./)+(${parts.join('|')})/)`,
  message,
});

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'mocks/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Dependency rules from docs/design.md: app/ and mocks/ know the API only over HTTP, api/ serves any client.
  {
    files: ['app/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            into(['api', 'mocks'], 'app/ imports contract/ only; it talks to the API over HTTP.'),
            RELATIVE_IN_APP,
          ],
        },
      ],
    },
  },
  // Tests may use the mocks (the API as the storefront sees it), never the API's code.
  {
    files: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [into(['api'], 'app/ tests reach the API through the mocks.'), RELATIVE_IN_APP],
        },
      ],
    },
  },
  {
    files: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [into(['app', 'mocks'], 'api/ imports contract/ only.')],
        },
      ],
    },
  },
  {
    // One public face per API domain (issue 32 item 4, decision 122): a domain's code reaches another domain
    // through its service.ts only. The infrastructure (api/lib, api/db, api/mail, api/testing), the wiring
    // (api/app.ts, api/cli.ts) and tests are not domains and may import any module.
    files: [`api/{${API_DOMAINS.join(',')}}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            into(['app', 'mocks'], 'api/ imports contract/ only.'),
            {
              regex: `^(\\.\\./)+(${API_DOMAINS.join('|')})/(?!service\\.ts$)`,
              message:
                "Another domain's internals: import its service.ts (its public face), or move what both need to api/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [into(['app', 'api'], 'mocks/ imports contract/ only.')],
        },
      ],
    },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [into(['app', 'api', 'mocks', 'tests'], 'contract/ imports nothing of ours.')],
        },
      ],
    },
  },
);
