import * as kernel from './index';
import releases from '../kernel-exports.json';
import { version } from '../package.json';

/**
 * The kernel is one copy per page, shared by remotes built at different times: what it exports is a
 * contract. Every release of it is recorded with its exports; adding one needs a new minor version,
 * removing or renaming one a new major version.
 */
const recorded = releases as Record<string, string[]>;
const exportsNow = Object.keys(kernel).sort();

function parse(release: string): [number, number, number] {
  const [major, minor, patch] = release.split('.').map(Number);
  return [major, minor, patch];
}

it('records the exports of the version in package.json, so no export changes without a new version', () => {
  const listed = recorded[version] ?? [];
  const added = exportsNow.filter((name) => !listed.includes(name));
  const removed = listed.filter((name) => !exportsNow.includes(name));
  expect({ version, added, removed }).toEqual({ version, added: [], removed: [] });
});

it('only adds exports within a major version', () => {
  const versions = Object.keys(recorded).sort((a, b) => {
    const [x, y] = [parse(a), parse(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  for (const [previous, next] of versions.slice(1).map((release, i) => [versions[i], release])) {
    if (parse(previous)[0] !== parse(next)[0]) continue;
    const dropped = recorded[previous].filter((name) => !recorded[next].includes(name));
    expect({ from: previous, to: next, dropped }).toEqual({ from: previous, to: next, dropped: [] });
  }
});
