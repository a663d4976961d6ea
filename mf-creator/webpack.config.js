const { createWebpackConfig } = require('@kora/shared/build/create-webpack-config.js');
const { exposes } = require('./exposes.js');

module.exports = createWebpackConfig({ app: 'creator', dir: __dirname, exposes });
