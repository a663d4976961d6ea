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
    // One declaration per endpoint: a module registers the table's endpoints with route(), never by hand.
    files: ['api/src/modules/**/*.ts', 'api/src/payments/**/*.ts'],
    // The media files under /uploads (not the API) are served by their own route, not from the table.
    ignores: ['**/*.test.ts', 'api/src/modules/media/public-media-route.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|head|post|put|patch|delete|route)$/][callee.object.name=/^(app|fastify|instance|scope|server)$/]",
          message:
            'Declare the endpoint in shared/src/contracts/endpoints/<area>.ts and register it with route(app, endpoint, handler).',
        },
      ],
    },
  },
  {
    // …and an app calls them through the table: http.call(endpoint, …), read(endpoint, …), write(endpoint, …).
    files: [...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', '**/testing/**', 'shared/src/http/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='http'][callee.property.name=/^(get|post|put|patch|delete)$/]",
          message:
            'Call an endpoint of the table: http.call(endpoint, { params, query, body }), read(endpoint) or write(endpoint).',
        },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name='http'][callee.property.name=/^(upload|blob)$/] > Literal:first-child",
          message:
            'Upload to or download from an endpoint of the table: http.upload(endpoint, …), http.blob(endpoint, …).',
        },
      ],
    },
  },
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
