import { keptReleases, releaseFiles } from './remote-releases';

const entry = 'http://localhost:3001/remoteEntry.js';

describe("a remote's release kept for offline", () => {
  it('is every script and style its manifest names, once each, at the remote’s address', () => {
    const manifest = {
      exposes: [
        {
          assets: {
            js: { sync: ['app.1a2b3c4d.js'], async: ['screen-library.5e6f7a8b.js'] },
            css: { sync: [], async: ['ui.9c8d7e6f.css'] },
          },
        },
        { assets: { js: { sync: ['app.1a2b3c4d.js'], async: [] }, css: { sync: [], async: [] } } },
        {},
      ],
    };
    expect(releaseFiles(manifest, entry)).toEqual([
      'http://localhost:3001/app.1a2b3c4d.js',
      'http://localhost:3001/screen-library.5e6f7a8b.js',
      'http://localhost:3001/ui.9c8d7e6f.css',
    ]);
  });

  it('keeps the new release and the one before it, for the pages still running it', () => {
    const first = ['a.js'];
    const second = ['b.js'];
    const third = ['c.js'];
    expect(keptReleases([], first)).toEqual([first]);
    expect(keptReleases([first], second)).toEqual([second, first]);
    expect(keptReleases([second, first], third)).toEqual([third, second]);
    // The same release seen again is not a new one.
    expect(keptReleases([second, first], ['b.js'])).toEqual([second, first]);
  });
});
