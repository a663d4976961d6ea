const { precacheEntries } = require('./service-worker-plugin');

const asset = (name, text = name) => ({ name, source: { buffer: () => Buffer.from(text) } });

describe('the files a shell release keeps for offline', () => {
  it('are its scripts, styles, page, web app manifest, icons and pictures, never their compressed twins', () => {
    const entries = precacheEntries([
      asset('main.js'),
      asset('main.js.br'),
      asset('offline.1a2b3c4d.js'),
      asset('offline.1a2b3c4d.js.gz'),
      asset('chrome.5e6f7a8b.css'),
      asset('index.html'),
      asset('manifest.webmanifest'),
      asset('icons/kora-192.png'),
      asset('img/logo.svg'),
      asset('img/covers/cover.jpg'),
      asset('main.js.LICENSE.txt'),
      asset('sw.js'),
      asset('mf-manifest.json'),
    ]);
    expect(entries.map((entry) => entry.url)).toEqual([
      '/chrome.5e6f7a8b.css',
      '/icons/kora-192.png',
      '/img/logo.svg',
      '/index.html',
      '/main.js',
      '/manifest.webmanifest',
      '/offline.1a2b3c4d.js',
    ]);
  });

  it('revise a file whose name does not change with its content, and only that one', () => {
    const [before] = precacheEntries([asset('main.js', 'one')]);
    const [after] = precacheEntries([asset('main.js', 'two')]);
    expect(before.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(after.revision).not.toBe(before.revision);
    expect(precacheEntries([asset('offline.1a2b3c4d.js')])[0].revision).toBeNull();
  });
});
