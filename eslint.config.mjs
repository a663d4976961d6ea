import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';
import { featureBoundaries } from './shared/build/eslint/feature-boundaries.mjs';

const require = createRequire(import.meta.url);
const APPS = Object.values(require('./shared/src/apps.json')).map((app) => app.dir);

/** An app may import @kora/shared, never another app's (or the API's) source. */
function boundariesFor(app) {
  const others = APPS.filter((other) => other !== app);
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...others.map((o) => `@kora/${o}`),
                ...others.map((o) => `**/${o}/**`),
                '@kora/api',
                '**/api/src/**',
              ],
              message: 'Apps talk only through @kora/shared (event bus, stores, parcels); never import another app.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'module' },
  },
  {
    files: ['**/*.js'],
    ignores: ['eslint.config.mjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{js,ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Playwright fixtures declare their dependencies with an object pattern, empty when there are none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  ...APPS.map(boundariesFor),
  {
    files: APPS.map((app) => `${app}/src/features/**/*.{ts,tsx}`),
    plugins: { kora: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'kora/feature-boundaries': 'error' },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kora/shell', '@kora/mf-*', '@kora/api', '**/shell/**', '**/mf-*/**', '**/api/src/**'],
              message: '@kora/shared is the kernel: it never depends on an app.',
            },
          ],
        },
      ],
    },
  },
);
