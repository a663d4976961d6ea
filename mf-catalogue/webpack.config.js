const { createWebpackConfig } = require('@kora/shared/build/create-webpack-config.js');

const baseConfig = createWebpackConfig({ app: 'catalogue', dir: __dirname });
module.exports = (env, argv) => {
  const config = baseConfig(env, argv);
  // The home page mounts eight of this remote's parcels: their common code (components, styles) travels
  // once, in one chunk, instead of once inside each parcel. Each section's own code stays with its parcel,
  // fetched when the section nears the viewport, as do screens' features and each language's texts.
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      chunks: 'async',
      cacheGroups: {
        catalogueUi: {
          // With what every section reads beside: the loaders of the app's texts, and from the kernel the
          // catalogue's endpoints, the pictures' contract and the counts' format.
          test: /[\\/](mf-catalogue[\\/]src[\\/](common|api\.ts|locales[\\/]on-demand\.ts)|shared[\\/]src[\\/](contracts[\\/](endpoints[\\/]catalogue|images)|format[\\/]count)\.ts)/,
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
