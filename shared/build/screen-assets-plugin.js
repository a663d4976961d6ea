/**
 * Writes screens.json beside a remote's mf-manifest.json: the files of each screen whose chunk is named
 * `screen-<route id>` (the pages map names the chunks of the public screens), so the shell's page can
 * announce a screen's code with its remote's (page-preloads.js).
 */
const { Compilation, sources } = require('webpack');

const PLUGIN = 'KoraScreenAssetsPlugin';
const FILE = 'screens.json';
const SCREEN = /^screen-(.+)$/;

/** Route id → the screen's scripts and styles, from webpack's named chunk groups. */
function screenAssets(namedChunkGroups) {
  const screens = {};
  for (const [name, group] of namedChunkGroups) {
    const route = SCREEN.exec(name)?.[1];
    if (!route) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files]);
    screens[route] = {
      js: files.filter((file) => file.endsWith('.js')),
      css: files.filter((file) => file.endsWith('.css')),
    };
  }
  return screens;
}

class ScreenAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // Once the files carry their final content hash, before they are compressed and staged.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage }, () => {
        const screens = screenAssets(compilation.namedChunkGroups);
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(screens)}\n`));
      });
    });
  }
}

module.exports = { ScreenAssetsPlugin, screenAssets, SCREEN_ASSETS_FILE: FILE };
