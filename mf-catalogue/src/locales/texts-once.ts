import { addTranslations, type TranslationLoaders } from '@kora/shared';

/**
 * A function that registers these loaders for `namespace` with the kernel once, and settles when the
 * current language's texts are there: a screen or parcel that shows them awaits it before its first
 * render. The kernel fetches them again for each language the visitor switches to; a failed fetch is
 * asked again next time.
 */
export function textsOnce(namespace: string, loaders: TranslationLoaders): () => Promise<void> {
  let registered: Promise<void> | null = null;
  return () => {
    registered ??= addTranslations(namespace, loaders).catch((error: unknown) => {
      registered = null;
      throw error;
    });
    return registered;
  };
}
