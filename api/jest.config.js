/** API tests: Node environment, TypeScript through swc, test files beside the code. */
const path = require('node:path');

/**
 * Packages that ship ES modules only, compiled to CommonJS for Jest: jose, typebox, uuid, and
 * music-metadata (durations of uploaded files) with the packages it loads.
 */
const ESM_PACKAGES = [
  'jose',
  'typebox',
  'uuid',
  'music-metadata',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  'win-guid',
  'media-typer',
  '@borewit/text-codec',
  '@tokenizer/inflate',
];
const esm = ESM_PACKAGES.map((name) => name.replace('/', '\\/')).join('|');

/** The folder of an installed package, found the way Node finds it from here (its exports hide package.json). */
function packageDir(name) {
  for (const modules of module.paths) {
    const dir = path.join(modules, name);
    try {
      require('node:fs').accessSync(path.join(dir, 'package.json'));
      return dir;
    } catch {
      // not in this node_modules; look further up
    }
  }
  throw new Error(`${name} is not installed`);
}

module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
    [`^.+/node_modules/(${esm})/.+\\.m?js$`]: [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esm})/)`],
  // Their "exports" offer only `import` entries, which Jest's CommonJS resolver does not pick.
  moduleNameMapper: {
    '^music-metadata$': path.join(packageDir('music-metadata'), 'lib/index.js'),
    '^file-type$': path.join(packageDir('file-type'), 'index.js'),
  },
};
