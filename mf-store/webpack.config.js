const { createWebpackConfig } = require('@kora/shared/build/create-webpack-config.js');
const { exposes } = require('./exposes.js');

module.exports = createWebpackConfig({ app: 'store', dir: __dirname, exposes });
