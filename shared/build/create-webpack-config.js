/** The one webpack + Module Federation config every app builds with. */
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const prefixSelector = require('postcss-prefix-selector');
const AREA = require('../src/ui/area.json');
const { APPS, exposesOf, portOf, runtimeConfig } = require('./apps');
const { ReleasePlugin } = require('./release-plugin');
const { ServiceWorkerPlugin } = require('./service-worker-plugin');
const { PageRoutesPlugin } = require('./page-routes-plugin');
const { ScreenAssetsPlugin } = require('./screen-assets-plugin');
const { StartUpFiles } = require('./shared-modules/start-up-files');
const { endpointAddressRule, precompressed, typescriptRule } = require('./webpack-parts');

/** Modules that must exist once in the page: React, the router, the stores and the kernel. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'single-spa',
  'single-spa-react',
  '@kora/shared',
  '@kora/shared/remote-app',
  '@kora/shared/carousel',
];

function packageVersion(request) {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return require(`${packageName}/package.json`).version;
}

/** Singletons shared as the part of the package the apps use (see shared-modules/), not the whole package. */
const CURATED = {
  'react-router-dom': path.join(__dirname, 'shared-modules/react-router-dom.js'),
  'react-i18next': path.join(__dirname, 'shared-modules/react-i18next.js'),
  '@tanstack/react-query': path.join(__dirname, 'shared-modules/react-query.js'),
};

const isKernel = (request) => request === '@kora/shared' || request.startsWith('@kora/shared/');

/**
 * The version a build declares for a shared module: the installed one, or for the kernel
 * KORA_KERNEL_VERSION, to rehearse a remote built against another kernel (an e2e fixture).
 */
function declaredVersion(request) {
  return isKernel(request) && process.env.KORA_KERNEL_VERSION
    ? process.env.KORA_KERNEL_VERSION
    : packageVersion(request);
}

/**
 * The shell provides them all, not eagerly: its main.js stays the federation runtime and the entry, and the
 * libraries come with the page's code in the file index.html announces beside it (shared-modules/
 * start-up-files.js). Remotes take them from the page.
 */
function sharedModules() {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = declaredVersion(request);
      const curated = CURATED[request] ? { import: CURATED[request] } : {};
      // A remote that needs a newer kernel than the page's fails at once with the runtime's named error
      // (never a TypeError deep inside), and the shell asks for a reload.
      const strict = isKernel(request) ? { strictVersion: true } : {};
      return [request, { singleton: true, requiredVersion: `^${version}`, version, ...strict, ...curated }];
    }),
  );
}

/** A package's ES module entry, as `import` resolves it. */
function esmEntry(packageName) {
  const dir = path.dirname(require.resolve(`${packageName}/package.json`));
  let target = require(`${packageName}/package.json`).exports['.'].import;
  while (typeof target === 'object') target = target.default;
  return path.join(dir, target);
}

/**
 * `kora-package/<name>`: the package itself, for the curated shares to import. React Router's package
 * entry is its development build; production builds use its production files.
 */
function packageAliases(production) {
  const curatedSources = Object.fromEntries(
    ['react-i18next', '@tanstack/react-query'].map((name) => [`kora-package/${name}$`, esmEntry(name)]),
  );
  if (!production) return curatedSources;
  const routerDir = path.dirname(require.resolve('react-router/package.json'));
  return {
    ...curatedSources,
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'use-sync-external-store/shim$': path.join(__dirname, 'shared-modules/use-sync-external-store-shim.js'),
  };
}

/** Page-level selectors have no meaning inside an area: a remote's `:root`, `html` or `body` rule styles its area. */
const PAGE_SELECTOR = /^(:root|html|body)\b/;

/**
 * How an app's CSS is loaded. The shell owns the page and the kernel's kit is the page's; a remote's
 * own stylesheets are scoped to its area (`[data-kora-area="<app>"] …`, the wrapper createRemoteApp and
 * createParcel render), so they cannot restyle the chrome or another remote, even after it unmounts.
 */
function cssRule(app, dir, production = false) {
  // Production builds write stylesheets as files, fetched beside the chunks that need them: no CSS to
  // parse as JavaScript and no style injection on a phone's busy main thread.
  const plain = [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'];
  if (app === 'shell') return { test: /\.css$/, use: plain };
  const area = `[${AREA.attribute}="${app}"]`;
  const scoped = prefixSelector({
    prefix: area,
    transform: (prefix, selector, prefixed) =>
      PAGE_SELECTOR.test(selector) ? selector.replace(PAGE_SELECTOR, prefix) : prefixed,
  });
  return {
    test: /\.css$/,
    oneOf: [
      {
        include: path.join(dir, 'src'),
        use: [...plain, { loader: 'postcss-loader', options: { postcssOptions: { plugins: [scoped] } } }],
      },
      { use: plain },
    ],
  };
}

/**
 * One federation runtime per page: the shell bundles it and hands it to every remote, whose
 * remoteEntry.js then carries only its own container (experiments.externalRuntime). The shell registers
 * remotes by their remoteEntry.js (one request, not manifest then entry), so the runtime needs no
 * manifest snapshot code.
 */
function federationExperiments(isShell) {
  return isShell
    ? { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
    : { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } };
}

/**
 * The plugin that hands the runtime to the remotes is added by its CommonJS path, which would pull a
 * second (CommonJS) copy of the runtime into main.js; its ES module build shares the shell's copy.
 */
function esmRuntimeProvider() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [`${cjs}$`]: cjs.replace(/\.cjs$/, '.js') };
}

/**
 * The site's icon, written into the page: browsers ask for it once the page has loaded, a request that
 * would otherwise compete with the page's own files on a slow network.
 */
function inlineIcon(dir) {
  const svg = fs.readFileSync(path.join(dir, 'public', 'favicon.svg'), 'utf8').trim();
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * @param {object} options
 * @param {keyof typeof APPS} options.app
 * @param {string} options.dir the app's folder
 * @param {string[]} [options.runtimePlugins] Module Federation runtime plugins (the host's)
 * @param {string} [options.serviceWorker] the host's service worker source, built to /sw.js with its release's files
 */
function createWebpackConfig({ app, dir, runtimePlugins = [], serviceWorker }) {
  const isShell = app === 'shell';
  const exposes = isShell ? {} : exposesOf(app);
  const { federationName } = APPS[app];
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const startUp = isShell && production ? new StartUpFiles() : null;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isShell ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      // The browsers the sources are compiled for (webpack-parts.js): webpack's own code in the same syntax.
      target: ['web', 'es2020'],
      output: {
        // KORA_OUTPUT_DIR: a fixture build written beside the real one (the e2e's rehearsals).
        path: process.env.KORA_OUTPUT_DIR || path.join(dir, 'dist'),
        publicPath: isShell ? '/' : 'auto',
        uniqueName: federationName,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // A deploy keeps the previous releases' chunks for the tabs still running them: ReleasePlugin
        // removes what no kept release lists.
        clean: false,
        // A release whose every chunk has a new name without a source change (a redeploy rehearsal).
        hashSalt: process.env.KORA_HASH_SALT || undefined,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { ...packageAliases(production), ...(isShell ? esmRuntimeProvider() : {}) },
      },
      module: {
        rules: [
          endpointAddressRule(),
          typescriptRule({ production }),
          cssRule(app, dir, production),
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins,
          experiments: federationExperiments(isShell),
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' }),
              ...precompressed(),
              new ReleasePlugin(),
              ...(serviceWorker ? [new ServiceWorkerPlugin({ source: serviceWorker })] : []),
            ]
          : []),
        ...(isShell
          ? [
              new HtmlWebpackPlugin({ template: './public/index.html', templateParameters: { icon: inlineIcon(dir) } }),
              ...(startUp ? [startUp] : []),
              new PageRoutesPlugin(),
              new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
            ]
          : [new ScreenAssetsPlugin()]),
      ],
      ...(startUp ? { optimization: { splitChunks: startUp.splitChunks() } } : {}),
      performance: { hints: false },
      devServer: {
        port: portOf(app),
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isShell,
        static: isShell ? { directory: path.join(dir, 'public'), publicPath: '/' } : false,
        setupMiddlewares: (middlewares, server) => {
          if (isShell) server.app.get('/remotes.json', (_req, res) => res.json(runtimeConfig()));
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createWebpackConfig, cssRule, SINGLETONS, CURATED };
