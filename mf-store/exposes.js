/** What this remote publishes to the shell: its app lifecycles and the parcels other apps mount. */
module.exports.exposes = {
  './app': './src/app.tsx',
  './parcels/product-strip': './src/parcels/product-strip.tsx'
};
