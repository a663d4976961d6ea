const { runtimeConfig, portOf } = require('./apps');

describe('runtime configuration served as /remotes.json', () => {
  it('points at the local servers by default', () => {
    const config = runtimeConfig({});
    expect(config.apiUrl).toBe('http://localhost:4000');
    expect(config.remotes).toContainEqual({
      app: 'events',
      name: 'mf_events',
      entry: 'http://localhost:3002/remoteEntry.js',
    });
    expect(config.remotes.map((r) => r.app)).toEqual(['catalogue', 'events', 'store', 'account', 'creator']);
  });

  it('follows the environment: a remote deployed elsewhere, another port, another API', () => {
    const config = runtimeConfig({
      KORA_REMOTE_EVENTS_URL: 'https://events.kora.example/',
      KORA_STORE_PORT: '4503',
      KORA_API_URL: 'https://api.kora.example',
    });
    expect(config.remotes.find((r) => r.app === 'events').entry).toBe('https://events.kora.example/remoteEntry.js');
    expect(config.remotes.find((r) => r.app === 'store').entry).toBe('http://localhost:4503/remoteEntry.js');
    expect(config.apiUrl).toBe('https://api.kora.example');
    expect(portOf('store', { KORA_STORE_PORT: '4503' })).toBe(4503);
  });
});

describe('what each remote exposes', () => {
  const fs = require('fs');
  const path = require('path');
  const { APPS, REMOTES, exposesOf } = require('./apps');

  it('comes from the parcel table: the app and every parcel named for it', () => {
    expect(exposesOf('events')).toEqual({
      './app': './src/app.tsx',
      './parcels/upcoming-events': './src/parcels/upcoming-events.tsx',
      './parcels/my-events-manager': './src/parcels/my-events-manager.tsx',
    });
    expect(exposesOf('creator')).toEqual({ './app': './src/app.tsx' });
  });

  it('names only modules that exist', () => {
    for (const app of REMOTES) {
      for (const file of Object.values(exposesOf(app))) {
        expect(fs.existsSync(path.join(__dirname, '..', '..', APPS[app].dir, file))).toBe(true);
      }
    }
  });
});
