/**
 * The reference page's production build: React 19 from the repository's node_modules, compiled and
 * compressed as the apps are (swc, content-hashed chunks, .br and .gz beside each text file).
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { precompressed, typescriptRule } = require('@kora/shared/build/webpack-parts.js');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: { main: './page.tsx' },
  devtool: false,
  output: {
    path: path.join(__dirname, 'dist'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: { rules: [typescriptRule({ production: true })] },
  plugins: [new HtmlWebpackPlugin({ template: './index.html' }), ...precompressed()],
  performance: { hints: false },
};
