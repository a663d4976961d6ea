/** @jest-environment node */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { stagedName, switchStaged, writeFileAtomically } = require('./atomic-files');

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kora-atomic-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('a file that keeps its name across releases', () => {
  it('is replaced whole: a reader that opened the old file reads all of it, the next reader the new one', async () => {
    const file = path.join(dir, 'mf-manifest.json');
    const old = JSON.stringify({ release: 'old', padding: 'x'.repeat(100_000) });
    fs.writeFileSync(file, old);
    const openedBefore = fs.openSync(file, 'r');

    await writeFileAtomically(file, JSON.stringify({ release: 'new' }));

    expect(fs.readFileSync(openedBefore, 'utf8')).toBe(old);
    fs.closeSync(openedBefore);
    expect(JSON.parse(read('mf-manifest.json'))).toEqual({ release: 'new' });
    expect(fs.readdirSync(dir)).toEqual(['mf-manifest.json']);
  });

  it('stays the old one until its staged copy is switched in, the page entry last', async () => {
    for (const name of ['remoteEntry.js', 'mf-manifest.json']) {
      fs.writeFileSync(path.join(dir, name), 'old');
      fs.writeFileSync(path.join(dir, stagedName(name)), 'new');
    }
    expect(read('remoteEntry.js')).toBe('old');

    const order = await switchStaged(dir, [stagedName('remoteEntry.js'), stagedName('mf-manifest.json')]);

    expect(order).toEqual(['mf-manifest.json', 'remoteEntry.js']);
    expect([read('remoteEntry.js'), read('mf-manifest.json')]).toEqual(['new', 'new']);
    expect(fs.readdirSync(dir).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js']);
  });
});
