/**
 * An app's build for the site's server: one CommonJS file per entry in `dist/server`, which draws the app's
 * part of a page's first screen (the shell's chrome, a remote's screens). No federation and nothing left
 * outside: React, the router and the kernel are the file's own copies. Stylesheets are the browser's
 * business (nothing of them here); a picture's import is its address, as in the browser.
 */
const path = require('path');
const webpack = require('webpack');
const { SERVER_BUILD } = require('./releases.js');
const { endpointAddressRule, typescriptRule } = require('./webpack-parts.js');

const routerDir = path.dirname(require.resolve('react-router/package.json'));

/** What a stylesheet import becomes on the server: an empty module. */
const NO_STYLES = 'data:text/javascript,';

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name the configuration's name
 * @param {Record<string, string>} options.entry each file of dist/server and the module it is built from
 * @param {boolean} options.production
 */
function createServerBundleConfig({ dir, name, entry, production }) {
  return {
    name,
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: dir,
    entry,
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_BUILD),
      filename: '[name].js',
      library: { type: 'commonjs2' },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // One copy of the router for 'react-router' and 'react-router-dom' (one context), its production build.
      alias: {
        'react-router$': path.join(routerDir, production ? 'dist/production/index.mjs' : 'dist/development/index.mjs'),
      },
    },
    module: {
      rules: [
        endpointAddressRule(),
        typescriptRule({ production, target: 'es2022' }),
        {
          // The browser build's names (create-webpack-config.js), not written again here.
          test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]', publicPath: '/' },
        },
      ],
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/\.css$/, NO_STYLES),
      // The code the browser fetches on demand (texts, screens) is in the one file.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // A server file is read once per release: no time spent minifying it, and its stack traces stay readable.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * A browsing remote's webpack configuration for the site's server: its screens, from `src/first-screen.tsx`,
 * in `dist/server/first-screen.js`, which the shell's server reads from where the remote is deployed.
 * @param {string} dir the remote's folder
 */
function remoteFirstScreenConfig(dir) {
  return (_env, argv = {}) =>
    createServerBundleConfig({
      dir,
      name: `${path.basename(dir)}-server`,
      entry: { 'first-screen': './src/first-screen.tsx' },
      production: argv.mode !== 'development',
    });
}

module.exports = { createServerBundleConfig, remoteFirstScreenConfig };
