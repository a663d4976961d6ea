const path = require('path');
const { createWebpackConfig } = require('@kora/shared/build/create-webpack-config.js');

module.exports = createWebpackConfig({
  app: 'shell',
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/composition/offline-remote-plugin.ts')],
  serviceWorker: path.join(__dirname, 'src/offline/worker/service-worker.ts'),
});
