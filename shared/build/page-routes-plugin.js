/**
 * Writes the route table into the shell's build as page-routes.json, so the server of the shell's page can
 * tell which remote shows an address (page-preloads.js) without a copy of the table. The table itself
 * stays in src/routes.ts.
 */
const path = require('path');
const { Compilation, sources } = require('webpack');

const PLUGIN = 'KoraPageRoutesPlugin';
const FILE = 'page-routes.json';

/**
 * The table as the server needs it, from the kernel's route module: each route's id, path, app, whether it
 * needs an account and, for a shell page, the remote module of the parcel it shows first.
 */
function pageRoutesOf({ ROUTES, PARCELS, parcelModule }) {
  return Object.entries(ROUTES).map(([id, { path: routePath, app, signInRequired, firstParcel }]) => ({
    id,
    path: routePath,
    app,
    ...(signInRequired ? { signInRequired } : {}),
    ...(firstParcel ? { firstParcel: { app: PARCELS[firstParcel].app, expose: parcelModule(firstParcel) } } : {}),
  }));
}

function pageRoutes() {
  // The build runs in Node, which cannot read the kernel's TypeScript by itself.
  const { require: requireTypeScript } = require('tsx/cjs/api');
  return pageRoutesOf(requireTypeScript(path.join(__dirname, '../src/routes.ts'), __filename));
}

class PageRoutesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(pageRoutes())}\n`));
      });
    });
  }
}

module.exports = { PageRoutesPlugin, pageRoutesOf, PAGE_ROUTES_FILE: FILE };
