/** Jest settings shared by every browser package (shared, shell, mf-*). */
const path = require('path');

module.exports = function browserProject(displayName, rootDir) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
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
    transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': path.join(__dirname, 'jest-file-stub.js'),
    },
    setupFiles: [path.join(__dirname, 'jest-setup-env.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-dom.js')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.js'],
  };
};
