const { createWebpackConfig } = require('@kora/shared/build/create-webpack-config.js');

module.exports = createWebpackConfig({ app: 'account', dir: __dirname });
