const { createWebpackConfig } = require('@kora/shared/build/create-webpack-config.js');
const { exposes } = require('./exposes.js');

module.exports = createWebpackConfig({ app: 'catalogue', dir: __dirname, exposes });
