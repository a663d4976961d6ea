/** This remote's screens for the site's server: dist/server/first-screen.js (src/first-screen.tsx). */
const { createServerBundleConfig } = require('@kora/shared/build/server-bundle-config.js');

module.exports = (_env, argv = {}) =>
  createServerBundleConfig({
    dir: __dirname,
    name: 'store-server',
    entry: { 'first-screen': './src/first-screen.tsx' },
    production: argv.mode !== 'development',
  });
