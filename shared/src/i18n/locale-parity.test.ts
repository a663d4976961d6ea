import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import APPS from '../apps.json';
import { LANGUAGES } from './languages';

/**
 * Every text of every app exists in the three languages: a page fetches only its language's texts, so a
 * key missing there would show as a key, with no other language to fall back on.
 */
const root = path.resolve(__dirname, '../../..');

function localeFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'locales' ? [full] : localeFolders(full);
  });
}

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const folders = Object.values(APPS as Record<string, { dir: string }>)
  .flatMap(({ dir }) => localeFolders(path.join(root, dir, 'src')))
  .concat(localeFolders(path.join(root, 'shared/src')))
  .filter((folder) => existsSync(path.join(folder, 'fr.json')));

it('finds the locale folders of every app', () => {
  expect(folders.length).toBeGreaterThan(6);
});

it.each(folders.map((folder) => [path.relative(root, folder)]))('%s has the same texts in fr, en and es', (folder) => {
  const [french, ...others] = LANGUAGES.map((language) =>
    keys(JSON.parse(readFileSync(path.join(root, folder, `${language}.json`), 'utf8'))).sort(),
  );
  for (const other of others) expect(other).toEqual(french);
});
