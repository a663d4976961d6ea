/**
 * Writes a build as a release that open tabs survive: the previous releases' hashed files stay (see
 * releases.js), and the files that keep their name switch atomically once every hashed file is written
 * (see atomic-files.js). Production builds only: they write to disk.
 */
const fs = require('fs/promises');
const path = require('path');
const { Compilation } = require('webpack');
const { RELEASE_RECORD, earlierReleases, filesToRemove, recordRelease } = require('./releases');
const { finalName, isStaged, stagedName, switchStaged, writeFileAtomically } = require('./atomic-files');

const PLUGIN = 'KoraReleasePlugin';

async function filesIn(dir, prefix = '') {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? filesIn(dir, file) : [file];
    }),
  );
  return nested.flat();
}

async function readRecord(dir) {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, RELEASE_RECORD), 'utf8'));
  } catch {
    return null;
  }
}

class ReleasePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After every other step (compression included), so the .br and .gz files are staged too.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const asset of compilation.getAssets()) {
          // Webpack marks immutable the files whose name carries their content hash: they never change.
          if (!asset.info.immutable) compilation.renameAsset(asset.name, stagedName(asset.name));
        }
      });
    });

    compiler.hooks.afterEmit.tapPromise(PLUGIN, async (compilation) => {
      const dir = compiler.outputPath;
      const assets = compilation.getAssets().map((asset) => asset.name);
      await switchStaged(dir, assets.filter(isStaged));

      const earlier = earlierReleases(await readRecord(dir), await filesIn(dir));
      const record = recordRelease(earlier, assets.map(finalName));
      await writeFileAtomically(path.join(dir, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
      const removed = filesToRemove(await filesIn(dir), record);
      await Promise.all(removed.map((file) => fs.rm(path.join(dir, file), { force: true })));
    });
  }
}

module.exports = { ReleasePlugin };
