import { detectLanguage, type Language } from '@kora/shared';

/** The languages an `Accept-Language` header lists, preferred first: `fr-FR,fr;q=0.9,en;q=0.8` → fr-FR, fr, en. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), quality: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter(({ tag, quality }) => tag && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ tag }) => tag);
}

/**
 * The language the page is drawn in for a visitor the server cannot ask: the choice the site stored in
 * the `i18nextLng` cookie, else the browser's languages, as the page itself decides (detectLanguage).
 */
export function visitorLanguage({ cookie, acceptLanguage }: { cookie: string | null; acceptLanguage?: string }): Language {
  return detectLanguage({ stored: cookie, browser: acceptedLanguages(acceptLanguage), page: null });
}
