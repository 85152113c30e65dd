import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
  // Dependency rules from docs/DESIGN.md: app/ and mocks/ know the API only over HTTP, api/ serves any client.
  {
    files: ['app/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#api/*', '#mocks/*', '../api/*', '../../api/*', '../../../api/*'],
              message: 'app/ imports contract/ only; it talks to the API over HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#app/*', '#mocks/*'], message: 'api/ imports contract/ only.' }] },
      ],
    },
  },
  {
    files: ['mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#app/*', '#api/*'], message: 'mocks/ imports contract/ only.' }] },
      ],
    },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#app/*', '#api/*', '#mocks/*', '#tests/*'],
              message: 'contract/ imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
);
