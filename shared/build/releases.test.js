/** @jest-environment node */
const { RELEASE_RECORD, earlierReleases, filesToRemove, recordRelease } = require('./releases');

const release = (builtAt, files) => ({ builtAt, files });

describe('the releases a remote keeps serving', () => {
  it('are this build and the two before it; the oldest release files go', () => {
    const earlier = [
      release('3', ['remoteEntry.js', '20.cccccccc.js']),
      release('2', ['remoteEntry.js', '20.bbbbbbbb.js']),
      release('1', ['remoteEntry.js', '20.aaaaaaaa.js']),
    ];
    const record = recordRelease(earlier, ['remoteEntry.js', '20.dddddddd.js'], { builtAt: '4' });

    expect(record.releases.map((r) => r.builtAt)).toEqual(['4', '3', '2']);
    const folder = ['remoteEntry.js', '20.aaaaaaaa.js', '20.bbbbbbbb.js', '20.cccccccc.js', '20.dddddddd.js'];
    expect(filesToRemove([...folder, RELEASE_RECORD], record)).toEqual(['20.aaaaaaaa.js']);
  });

  it('keep a chunk an older release shares with a kept one', () => {
    const record = recordRelease(
      [release('2', ['20.bbbbbbbb.js', '30.ffffffff.js']), release('1', ['20.aaaaaaaa.js', '30.ffffffff.js'])],
      ['20.cccccccc.js', '30.eeeeeeee.js'],
      { builtAt: '3', keep: 2 },
    );
    expect(filesToRemove(['20.aaaaaaaa.js', '20.bbbbbbbb.js', '30.ffffffff.js'], record)).toEqual(['20.aaaaaaaa.js']);
  });

  it('count a rebuild that gave the same files as that release, not a new one', () => {
    const earlier = [release('2', ['20.bbbbbbbb.js']), release('1', ['20.aaaaaaaa.js'])];
    const record = recordRelease(earlier, ['20.bbbbbbbb.js'], { builtAt: '3' });
    expect(record.releases).toEqual([release('3', ['20.bbbbbbbb.js']), release('1', ['20.aaaaaaaa.js'])]);
  });

  it('include the unrecorded files of a folder built before releases were recorded', () => {
    const earlier = earlierReleases(null, ['remoteEntry.js', '20.aaaaaaaa.js']);
    const record = recordRelease(earlier, ['remoteEntry.js', '20.bbbbbbbb.js'], { builtAt: '1' });
    expect(filesToRemove(['remoteEntry.js', '20.aaaaaaaa.js', '20.bbbbbbbb.js'], record)).toEqual([]);
  });

  it('do not include what an interrupted build left in a recorded folder', () => {
    const record = recordRelease(earlierReleases({ releases: [] }, []), ['remoteEntry.js'], { builtAt: '1' });
    expect(filesToRemove(['remoteEntry.js', 'remoteEntry.js.next', RELEASE_RECORD], record)).toEqual([
      'remoteEntry.js.next',
    ]);
  });

  it("leave the shell's server build alone: another build writes it", () => {
    const record = recordRelease(earlierReleases(null, ['main.js', 'server/chrome.js']), ['main.js'], { builtAt: '1' });
    expect(record.releases.flatMap((release) => release.files)).not.toContain('server/chrome.js');
    expect(filesToRemove(['main.js', 'server/chrome.js', 'server/first-content.js', '1.aaaaaaaa.js'], record)).toEqual([
      '1.aaaaaaaa.js',
    ]);
  });
});
