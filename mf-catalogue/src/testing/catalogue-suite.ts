import { loadTexts, resetKernel, startApiServer } from '@kora/shared/testing';
import { libraryTranslations, translations } from '../locales';

/**
 * What every catalogue suite starts with: the API answered at the network level, the catalogue's texts
 * (and the library's, for screens that show them) and a fresh kernel before each test.
 */
export function catalogueSuite({ library = false }: { library?: boolean } = {}): void {
  startApiServer();
  beforeAll(() => loadTexts('catalogue', translations));
  if (library) beforeAll(() => loadTexts('catalogue-library', libraryTranslations));
  beforeEach(resetKernel);
}
