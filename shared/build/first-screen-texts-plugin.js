/**
 * Writes a remote's first-screen.json: the titles of its screens in each language, from its own texts
 * (src/locales/<language>.json, `screens`). The shell's server reads it from where the remote is deployed
 * to head the first screens it draws, so a remote's new release retitles them without the shell.
 */
const fs = require('fs');
const path = require('path');
const { Compilation, sources } = require('webpack');

const PLUGIN = 'KoraFirstScreenTextsPlugin';
const FILE = 'first-screen.json';

function firstScreenTexts(localesDir) {
  const texts = {};
  for (const file of fs.readdirSync(localesDir).filter((name) => name.endsWith('.json')).sort()) {
    const { screens } = JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8'));
    if (screens) texts[path.basename(file, '.json')] = { screens };
  }
  return texts;
}

class FirstScreenTextsPlugin {
  constructor(localesDir) {
    this.localesDir = localesDir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(firstScreenTexts(this.localesDir))}\n`));
      });
    });
  }
}

module.exports = { FirstScreenTextsPlugin, firstScreenTexts, FIRST_SCREEN_FILE: FILE };
