const path = require('path');
const webpack = require('webpack');
const { createWebpackConfig } = require('@kora/shared/build/create-webpack-config.js');
const { exposes } = require('./exposes.js');

const baseConfig = createWebpackConfig({ app: 'catalogue', dir: __dirname, exposes });
const carouselDir = path.join(path.dirname(require.resolve('@kora/shared/package.json')), 'src', 'ui', 'carousel');

/**
 * @kora/shared/carousel is a shared module of its own that the shell does not provide, so this remote
 * brings its copy; through a relative import, that copy would bundle a second i18n instance, whose
 * start-up takes react-i18next's default instance away from the shell (whose texts then show as keys).
 * Its translation hook is pointed at the page's one kernel instance instead.
 */
module.exports = (env, argv) => {
  const config = baseConfig(env, argv);
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/^\.\.\/use-common-translation$/, (resource) => {
      if (path.resolve(resource.context) === carouselDir) {
        resource.request = path.join(__dirname, 'src', 'lib', 'kernel-common-translation.ts');
      }
    }),
  );
  // The home page mounts eight of this remote's parcels: their common code (components, styles,
  // texts) travels once, in one chunk, instead of once inside each parcel.
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      chunks: 'async',
      cacheGroups: {
        catalogueUi: {
          test: /[\\/]mf-catalogue[\\/]src[\\/](components|hooks|lib|locales|api\.ts)/,
          name: 'catalogue-ui',
          chunks: 'async',
          minSize: 0,
          priority: 20,
          reuseExistingChunk: true,
        },
      },
    },
  };
  return config;
};
