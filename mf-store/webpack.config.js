const { createWebpackConfig } = require('@kora/shared/build/create-webpack-config.js');

module.exports = createWebpackConfig({ app: 'store', dir: __dirname });
