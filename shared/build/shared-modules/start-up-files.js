/**
 * The files the shell's page needs before it draws anything, and how they are cut and announced.
 *
 * The shell provides the shared modules without `eager`: its main.js holds the webpack and federation
 * runtimes and the entry, which imports the page's code (`import('./bootstrap')`). That import, and the
 * shared modules the code it loads consumes (React, the router, the kernel…), are the page's start: they
 * are cut into a few files (the libraries apart, since they change least), their styles go into main.css
 * (drawn before the script runs, as when everything was in main.js), and index.html announces their
 * scripts with `<link rel="preload">`, so the browser fetches them beside main.js instead of after it.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'KoraStartUpFiles';
const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';
const CSS = 'css/mini-extract';

/** The chunks a chunk group brings, with those of the shared modules they consume, and so on. */
function startUpChunks(compilation) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE) continue;
    // A provided module's code is in the chunks its block loads (`register(name, version, () => load…)`).
    const groups = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
    providers.set(module._name, groups);
  }
  const chunks = new Set();
  const consumedBy = (chunk) => {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME) for (const group of providers.get(module.options.shareKey) ?? []) visit(group);
    }
  };
  const visit = (group) => {
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      consumedBy(chunk);
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    const entryChunk = entrypoint.getEntrypointChunk();
    consumedBy(entryChunk);
    for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) visit(group);
      }
    }
  }
  return chunks;
}

class StartUpFiles {
  constructor() {
    /** @type {WeakMap<object, Set<object>>} the start's chunks as the chunk graph first had them */
    this.initial = new WeakMap();
    this.compilation = null;
  }

  /** A start-up chunk as the graph had it before the chunks were cut. */
  isStartUp(chunk) {
    const { compilation } = this;
    if (!this.initial.has(compilation)) this.initial.set(compilation, startUpChunks(compilation));
    return this.initial.get(compilation).has(chunk);
  }

  /**
   * How the start's modules are cut: its styles into main.css, its code (libraries, kernel, chrome) into one
   * file, which compresses better than several and is one request. The consumptions of shared modules stay
   * in the chunks that had them: in the file holding the shared code they ask for, loading that file would
   * wait for itself.
   */
  splitChunks() {
    const chunks = (chunk) => this.isStartUp(chunk);
    return {
      cacheGroups: {
        startUpStyles: { type: CSS, chunks, name: 'main', enforce: true, priority: 10 },
        startUpCode: {
          test: (module) => module.type !== CSS && module.type !== CONSUME,
          chunks,
          name: 'start',
          enforce: true,
        },
      },
    };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      this.compilation = compilation;
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath;
        // main.js is the page's own script; the chunks the cut added main.css to are not fetched either.
        const scripts = [...startUpChunks(compilation)]
          .filter((chunk) => !chunk.canBeInitial())
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js'))
          .sort();
        const preloads = scripts.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
        );
        data.assetTags.scripts.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { StartUpFiles, startUpChunks };
