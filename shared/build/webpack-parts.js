/**
 * Build pieces every webpack build of the site uses the same way: the apps' browser builds
 * (create-webpack-config.js), the shell's server build and the bench's reference page.
 */
const path = require('path');
const zlib = require('zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** TypeScript and JSX compiled by swc for `target` (the browsers' es2020, Node's es2022). */
function typescriptRule({ production, target = 'es2020' }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target,
        },
      },
    },
  };
}

/** The endpoint table's declarations reach a build as addresses: no summary, no schema. */
function endpointAddressRule() {
  return {
    test: /[\\/]shared[\\/]src[\\/]contracts[\\/]endpoints[\\/][^\\/]+\.ts$/,
    exclude: /[\\/](endpoint|index|table|schema-library)\.ts$/,
    enforce: 'pre',
    use: path.join(__dirname, 'endpoint-address-loader.js'),
  };
}

/** Text assets are written beside themselves as .br and .gz, so a static server sends them compressed as they are. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
function precompressed() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

module.exports = { typescriptRule, endpointAddressRule, precompressed };
