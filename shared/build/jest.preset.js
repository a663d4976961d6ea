/** Jest settings shared by every browser package (shared, shell, mf-*). */
const path = require('path');

module.exports = function browserProject(displayName, rootDir) {
  return {
    displayName,
    rootDir,
    // jsdom with Node's fetch, streams and Response, so MSW intercepts at the network level.
    testEnvironment: path.join(__dirname, 'jest-environment.js'),
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // swiper and some of MSW's dependencies ship ES modules only.
    transformIgnorePatterns: [
      '/node_modules/(?!(swiper|ssr-window|dom7|typebox|rettime|until-async|@open-draft|@mswjs|outvariant|strict-event-emitter|headers-polyfill|is-node-process|tough-cookie|tldts|tldts-core)/)',
    ],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': path.join(__dirname, 'jest-file-stub.js'),
    },
    setupFiles: [path.join(__dirname, 'jest-setup-env.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.js')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.js'],
  };
};
