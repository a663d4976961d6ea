/**
 * The curated shares (shared-modules/*.js) hold the names the apps import from each package: a name an
 * app imports but the share leaves out would be undefined in the page. This reads every app's imports.
 */
const fs = require('fs');
const path = require('path');
const { CURATED } = require('./create-webpack-config');

const root = path.join(__dirname, '../..');
const SOURCE_DIRS = ['shell', 'mf-catalogue', 'mf-events', 'mf-store', 'mf-account', 'mf-creator', 'shared'].map(
  (dir) => path.join(root, dir, 'src'),
);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names a file imports or re-exports from a package (type-only names excluded). */
function namesFrom(source, packageName) {
  const quoted = packageName.replace(/[/.]/g, (c) => `\\${c}`);
  const pattern = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${quoted}'`, 'g');
  const names = [];
  for (const [, typeOnly, list] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const item of list.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function sharedNames(file) {
  const [, list] = fs.readFileSync(file, 'utf8').match(/export\s*\{([^}]*)\}/);
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** What runs in the page: tests and their helpers import the packages themselves, never the page's share. */
const TEST_ONLY = /(\.test|\.test-support)\.tsx?$|[\\/]testing[\\/]|[\\/]render-in-shell\.tsx$/;
const files = SOURCE_DIRS.flatMap(sourceFiles).filter((file) => !TEST_ONLY.test(file));

describe.each(Object.entries(CURATED))('the share of %s', (packageName, curatedFile) => {
  const shared = new Set(sharedNames(curatedFile));

  it('holds every name the apps import from it', () => {
    const missing = files.flatMap((file) =>
      namesFrom(fs.readFileSync(file, 'utf8'), packageName)
        .filter((name) => !shared.has(name))
        .map((name) => `${name} (${path.relative(root, file)})`),
    );
    expect(missing).toEqual([]);
  });

  it('gives names the package really exports', async () => {
    const real = await import(packageName);
    expect([...shared].filter((name) => real[name] === undefined)).toEqual([]);
  });
});
