/**
 * The deployable apps: their federation names and default local ports.
 * Ports and remote origins can be overridden by environment variables
 * (KORA_<APP>_PORT, KORA_REMOTE_<APP>_URL, KORA_API_URL).
 */
const APPS = {
  shell: { dir: 'shell', federationName: 'kora_shell', port: 3000 },
  catalogue: { dir: 'mf-catalogue', federationName: 'mf_catalogue', port: 3001 },
  events: { dir: 'mf-events', federationName: 'mf_events', port: 3002 },
  store: { dir: 'mf-store', federationName: 'mf_store', port: 3003 },
  account: { dir: 'mf-account', federationName: 'mf_account', port: 3004 },
  creator: { dir: 'mf-creator', federationName: 'mf_creator', port: 3005 },
};
const REMOTES = ['catalogue', 'events', 'store', 'account', 'creator'];
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
      entry: `${originOf(app, env).replace(/\/$/, '')}/mf-manifest.json`,
    })),
  };
}

module.exports = { APPS, REMOTES, API_PORT, portOf, originOf, apiOrigin, runtimeConfig };
