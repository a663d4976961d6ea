/**
 * The shell's chrome and the home's first content for the server (src/first-screen, src/first-content):
 * dist/server/chrome.js and first-content.js, which the shell's server requires to draw a page's first screen.
 */
const { createServerBundleConfig } = require('@kora/shared/build/server-bundle-config.js');

module.exports = (_env, argv = {}) =>
  createServerBundleConfig({
    dir: __dirname,
    name: 'chrome-server',
    entry: {
      chrome: './src/first-screen/render-chrome.tsx',
      'first-content': './src/first-content/render-first-content.tsx',
    },
    production: argv.mode !== 'development',
  });
