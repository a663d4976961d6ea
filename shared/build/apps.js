/**
 * The deployable apps (written once, in src/apps.json): their folders, federation names and default
 * local ports. Ports and remote origins can be overridden by environment variables
 * (KORA_<APP>_PORT, KORA_REMOTE_<APP>_URL, KORA_API_URL).
 */
const APPS = require('../src/apps.json');
const PARCELS = require('../src/parcels.json');

const REMOTES = Object.keys(APPS).filter((app) => app !== 'shell');

/** What a remote publishes: its app lifecycles and the parcels the kernel's parcel table gives it. */
function exposesOf(app) {
  const parcels = Object.keys(PARCELS).filter((id) => PARCELS[id].app === app);
  return {
    './app': './src/app.tsx',
    ...Object.fromEntries(parcels.map((id) => [`./parcels/${id}`, `./src/parcels/${id}.tsx`])),
  };
}
const API_PORT = 4000;

function envKey(app) {
  return app.toUpperCase();
}

function portOf(app, env = process.env) {
  return Number(env[`KORA_${envKey(app)}_PORT`] || APPS[app].port);
}

function originOf(app, env = process.env) {
  return env[`KORA_REMOTE_${envKey(app)}_URL`] || `http://localhost:${portOf(app, env)}`;
}

function apiOrigin(env = process.env) {
  return env.KORA_API_URL || `http://localhost:${env.PORT || API_PORT}`;
}

/** What the shell serves as /remotes.json: where each remote and the API live, decided at run time. */
function runtimeConfig(env = process.env) {
  return {
    apiUrl: apiOrigin(env).replace(/\/$/, ''),
    remotes: REMOTES.map((app) => ({
      app,
      name: APPS[app].federationName,
      entry: `${originOf(app, env).replace(/\/$/, '')}/remoteEntry.js`,
    })),
  };
}

module.exports = { APPS, REMOTES, API_PORT, exposesOf, portOf, originOf, apiOrigin, runtimeConfig };
