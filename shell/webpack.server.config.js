/**
 * The shell's chrome for the server (src/first-screen/render-chrome.tsx): one CommonJS file,
 * dist/server/chrome.js, that the shell's server requires to put the chrome in a page's HTML. No
 * federation and nothing left outside: React, the router and the kernel are its own copies. Stylesheets
 * are the browser's business (nothing of them here); a picture's import is its address, as in the browser.
 */
const path = require('path');
const webpack = require('webpack');
const { endpointAddressRule, typescriptRule } = require('@kora/shared/build/webpack-parts.js');

const routerDir = path.dirname(require.resolve('react-router/package.json'));

/** What a stylesheet import becomes on the server: an empty module. */
const NO_STYLES = 'data:text/javascript,';

module.exports = (_env, argv = {}) => {
  const production = argv.mode !== 'development';
  return {
    name: 'chrome-server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: __dirname,
    entry: {
      chrome: './src/first-screen/render-chrome.tsx',
      'first-content': './src/first-content/render-first-content.tsx',
    },
    devtool: false,
    output: {
      path: path.join(__dirname, 'dist/server'),
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
      // The code the browser fetches on demand (texts, lazy pieces) is in the one file.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // A server file is read once at start: no time spent minifying it, and its stack traces stay readable.
    optimization: { minimize: false },
    performance: { hints: false },
  };
};
