/** @jest-environment node */
const fs = require('fs');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StartUpFiles } = require('./start-up-files');

let dir;
const dist = () => path.join(dir, 'dist');
const read = (file) => fs.readFileSync(path.join(dist(), file), 'utf8');
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

/**
 * A host like the shell: an entry that imports its page code, which uses a library the host shares with
 * its remotes (not eagerly) and has styles; the page code imports another screen on demand.
 */
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kora-start-up-'));
  write('src/index.js', "import('./bootstrap');\n");
  write(
    'src/bootstrap.js',
    "import './frame.css';\nimport { greet } from 'fixture-library';\n" +
      "document.title = greet('page-code-marker');\nexport const later = () => import('./later');\n",
  );
  write('src/frame.css', '.frame-style-marker { color: red; }\n');
  write('src/later.js', "import './later.css';\nexport const screen = 'later-screen-marker';\n");
  write('src/later.css', '.later-style-marker { color: blue; }\n');
  write('src/library.js', 'export const greet = (name) => `library-code-marker ${name}`;\n');
  write('public/index.html', '<!doctype html><html><head><title>t</title></head><body></body></html>\n');

  const startUp = new StartUpFiles();
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: dist(), publicPath: '/', filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    optimization: { minimize: false, splitChunks: startUp.splitChunks() },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture_host',
        shared: {
          'fixture-library': {
            import: path.join(dir, 'src/library.js'),
            singleton: true,
            version: '1.0.0',
            requiredVersion: '^1.0.0',
          },
        },
        dts: false,
      }),
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' }),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
      startUp,
    ],
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const preloads = () =>
  [...read('index.html').matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(([, href]) => href);

describe("the shell's start", () => {
  it('keeps main.js to the runtime and the entry', () => {
    const main = read('main.js');
    expect(main).not.toContain('page-code-marker');
    expect(main).not.toContain('library-code-marker');
  });

  it('holds the page code and the shared library in one file that index.html announces', () => {
    const [start, ...others] = preloads();
    expect(others).toEqual([]);
    expect(start).toMatch(/^\/start\.[0-9a-f]{8}\.js$/);
    const code = read(start);
    expect(code).toContain('page-code-marker');
    expect(code).toContain('library-code-marker');
    expect(code).not.toContain('later-screen-marker');
  });

  it('puts the start’s styles in main.css, drawn before any script runs', () => {
    expect(read('main.css')).toContain('frame-style-marker');
    expect(read('main.css')).not.toContain('later-style-marker');
    expect(read('index.html')).toContain('href="/main.css"');
  });

  it('announces nothing of what loads later', () => {
    const later = fs
      .readdirSync(dist())
      .find((file) => file.endsWith('.js') && read(file).includes('later-screen-marker'));
    expect(later).toBeDefined();
    expect(preloads()).not.toContain(`/${later}`);
  });
});
