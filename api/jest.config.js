/** API tests: Node environment, TypeScript through swc, test files beside the code. */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
    // jose and typebox ship ES modules only: compile them to CommonJS for Jest.
    '^.+/node_modules/(jose|typebox)/.+\\.m?js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|typebox)/)'],
};
