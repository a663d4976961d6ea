const { createWebpackConfig } = require('@kora/shared/build/create-webpack-config.js');

const baseConfig = createWebpackConfig({ app: 'catalogue', dir: __dirname });
module.exports = (env, argv) => {
  const config = baseConfig(env, argv);
  // The home page mounts eight of this remote's parcels: their common code (components, styles) travels
  // once, in one chunk, instead of once inside each parcel. Screens' own features and the texts of each
  // language stay in chunks of their own.
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      chunks: 'async',
      cacheGroups: {
        catalogueUi: {
          test: /[\\/]mf-catalogue[\\/]src[\\/](common|features[\\/]home|api\.ts)/,
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
