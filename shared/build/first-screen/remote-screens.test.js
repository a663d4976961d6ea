/** @jest-environment node */
const { createRemoteScreens } = require('./remote-screens');

const REMOTES = [{ app: 'catalogue', entry: 'http://remote.test/remoteEntry.js' }];
const release = (version) => `module.exports.renderFirstScreen = async () => ({ html: '${version}' });`;

/** A remote's server that serves its server build with an ETag, answering 304 to a request that has it. */
function remoteServer() {
  const served = { code: release('v1'), etag: '"1"', down: false };
  const fetchImpl = jest.fn(async (url, { headers }) => {
    if (served.down) throw new TypeError('fetch failed');
    if (url !== 'http://remote.test/server/first-screen.js') return new Response('', { status: 404 });
    if (headers['If-None-Match'] === served.etag) return new Response(null, { status: 304 });
    return new Response(served.code, { headers: { etag: served.etag } });
  });
  return { served, fetchImpl };
}

const drawn = async (screens) => (await (await screens.rendererOf('catalogue'))()).html;

describe("the remotes' screens for the server", () => {
  it("runs the server build read from where the remote is deployed, and a new release of it without a restart", async () => {
    let time = 0;
    const { served, fetchImpl } = remoteServer();
    const screens = createRemoteScreens({ remotes: REMOTES, fetchImpl, maxAgeMs: 1_000, now: () => time });
    expect(await drawn(screens)).toBe('v1');
    time = 500;
    expect(await drawn(screens)).toBe('v1');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // Past its age it is asked again with its ETag: unchanged, it is not read again.
    time = 1_500;
    await screens.rendererOf('catalogue');
    await screens.refreshAll();
    expect(fetchImpl.mock.calls.at(-1)[1].headers).toEqual({ 'If-None-Match': '"1"' });
    expect(await drawn(screens)).toBe('v1');
    Object.assign(served, { code: release('v2'), etag: '"2"' });
    time = 3_000;
    await screens.rendererOf('catalogue');
    await screens.refreshAll();
    expect(await drawn(screens)).toBe('v2');
  });

  it('gives none for a remote that has no server build, is down or is unknown', async () => {
    const { served, fetchImpl } = remoteServer();
    served.down = true;
    const log = { error: jest.fn() };
    const screens = createRemoteScreens({ remotes: REMOTES, fetchImpl, log });
    expect(await screens.rendererOf('catalogue')).toBeNull();
    expect(await screens.rendererOf('store')).toBeNull();
    const missing = createRemoteScreens({
      remotes: REMOTES,
      fetchImpl: async () => new Response('', { status: 404 }),
      log,
    });
    expect(await missing.rendererOf('catalogue')).toBeNull();
  });

  it('asks again soon a remote that was not up yet', async () => {
    let time = 0;
    const { served, fetchImpl } = remoteServer();
    served.down = true;
    const screens = createRemoteScreens({ remotes: REMOTES, fetchImpl, maxAgeMs: 30_000, retryMs: 1_000, now: () => time });
    expect(await screens.rendererOf('catalogue')).toBeNull();
    served.down = false;
    time = 500;
    expect(await screens.rendererOf('catalogue')).toBeNull();
    time = 1_500;
    expect(await drawn(screens)).toBe('v1');
  });

  it('stops drawing with a release that went away, and says so', async () => {
    let time = 0;
    const { served, fetchImpl } = remoteServer();
    const log = { error: jest.fn() };
    const screens = createRemoteScreens({ remotes: REMOTES, fetchImpl, maxAgeMs: 1_000, now: () => time, log });
    expect(await drawn(screens)).toBe('v1');
    served.down = true;
    time = 2_000;
    await screens.rendererOf('catalogue');
    await screens.refreshAll();
    expect(await screens.rendererOf('catalogue')).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
