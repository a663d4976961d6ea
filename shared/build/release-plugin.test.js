/** @jest-environment node */
const fs = require('fs');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const { ReleasePlugin } = require('./release-plugin');
const { createWebpackConfig } = require('./create-webpack-config');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kora-release-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src/index.js'), "import('./screen').then((screen) => screen.show());\n");
  fs.writeFileSync(path.join(dir, 'src/screen.js'), 'export const show = () => document.title;\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const dist = () => path.join(dir, 'dist');
const files = () => fs.readdirSync(dist()).sort();
const HASHED_CHUNK = /^\d+\.[0-9a-f]{8}\.js$/;

/**
 * Builds a release whose screen chunk gets a new name (the salt stands for a source change) and notes
 * what main.js holds on disk each time webpack has written a file.
 */
function release(salt) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: dist(), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', hashSalt: salt },
    optimization: { minimize: false },
    plugins: [new ReleasePlugin()],
  });
  const mainWhileWriting = [];
  compiler.hooks.assetEmitted.tap('test', () => {
    const main = path.join(dist(), 'main.js');
    mainWhileWriting.push(fs.existsSync(main) ? fs.readFileSync(main, 'utf8') : null);
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const chunk = Object.keys(stats.compilation.assets).find((file) => HASHED_CHUNK.test(file));
      resolve({ chunk, hash: chunk.split('.')[1], mainWhileWriting });
    }),
  );
}

describe('a release of a remote', () => {
  it('keeps the chunks of the two releases before it, then drops the oldest', async () => {
    const first = await release('1');
    const second = await release('2');
    const third = await release('3');
    expect(new Set([first.chunk, second.chunk, third.chunk]).size).toBe(3);
    expect(files()).toEqual(expect.arrayContaining([first.chunk, second.chunk, third.chunk]));

    const fourth = await release('4');
    expect(files()).not.toContain(first.chunk);
    expect(files()).toEqual(expect.arrayContaining([second.chunk, third.chunk, fourth.chunk]));
    expect(fs.readFileSync(path.join(dist(), 'main.js'), 'utf8')).toContain(fourth.hash);
    expect(files().filter((file) => file.endsWith('.next'))).toEqual([]);
  });

  it('switches main.js only once every file of the release is written', async () => {
    const first = await release('1');
    const oldMain = fs.readFileSync(path.join(dist(), 'main.js'), 'utf8');
    const second = await release('2');
    expect(second.mainWhileWriting.length).toBeGreaterThan(1);
    expect(new Set(second.mainWhileWriting)).toEqual(new Set([oldMain]));
    expect(oldMain).toContain(first.hash);
    expect(fs.readFileSync(path.join(dist(), 'main.js'), 'utf8')).toContain(second.hash);
  });
});

describe("every app's build", () => {
  const config = (mode) =>
    createWebpackConfig({ app: 'events', dir: path.join(__dirname, '../../mf-events') })({}, { mode });

  it('keeps earlier releases in production and writes through the release plugin', () => {
    const production = config('production');
    expect(production.output.clean).toBe(false);
    expect(production.plugins.filter((plugin) => plugin instanceof ReleasePlugin)).toHaveLength(1);
  });

  it('has no release plugin for the dev server, which builds in memory', () => {
    expect(config('development').plugins.some((plugin) => plugin instanceof ReleasePlugin)).toBe(false);
  });
});
