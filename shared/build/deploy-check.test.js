const { deployConflicts } = require('./deploy-check');

const shell = {
  name: 'kora_shell',
  shared: [
    { name: '@kora/shared', version: '1.2.0', singleton: true, requiredVersion: '^1.2.0' },
    { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
  ],
};
const remoteNeeding = (kernel, react = '^19.0.0') => ({
  name: 'mf_events',
  shared: [
    { name: '@kora/shared', version: kernel.replace('^', ''), singleton: true, requiredVersion: kernel },
    { name: 'react', version: '19.3.1', singleton: true, requiredVersion: react },
    { name: '@kora/shared/carousel', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
  ],
});

describe('the deploy check of a remote against the deployed shell', () => {
  it('lets a remote built against the same or an older kernel go out', () => {
    expect(deployConflicts(remoteNeeding('^1.2.0'), shell)).toEqual([]);
    expect(deployConflicts(remoteNeeding('^1.0.0'), shell)).toEqual([]);
  });

  it('refuses a remote built against a newer kernel, or a React the page does not have, naming each', () => {
    expect(deployConflicts(remoteNeeding('^1.3.0', '^20.0.0'), shell)).toEqual([
      'mf_events needs @kora/shared ^1.3.0, the deployed shell gives 1.2.0',
      'mf_events needs react ^20.0.0, the deployed shell gives 19.3.1',
    ]);
  });

  it('takes a module the shell does not provide as the remote’s own', () => {
    expect(deployConflicts(remoteNeeding('^1.0.0'), { name: 'kora_shell', shared: [] })).toEqual([]);
  });
});
