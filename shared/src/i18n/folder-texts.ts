import type { ResourceLanguage } from 'i18next';

/** Loads one folder's file of one language, e.g. `(folder) => import(`../${folder}/fr.json`)`. */
export type FolderTextsLoad = (folder: string) => Promise<{ default: object }>;

/**
 * One language's texts of an app whose features keep theirs beside their code: each folder's file of
 * that language, merged in the folders' order (a later folder's key wins). The app keeps its own
 * `import()`, so its bundler puts the language's files in one chunk.
 */
export function folderTexts(folders: readonly string[], load: FolderTextsLoad): () => Promise<ResourceLanguage> {
  return async () =>
    Object.assign({}, ...(await Promise.all(folders.map(load))).map((texts) => texts.default)) as ResourceLanguage;
}
