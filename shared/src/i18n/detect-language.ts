import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Where a language preference can come from, in the order they are consulted. */
export interface LanguageSources {
  /** The value stored under `i18nextLng`. */
  stored: string | null;
  /** The browser's languages, preferred first. */
  browser: readonly string[];
  /** The page's `<html lang>`. */
  page: string | null;
}

// A BCP 47-like tag: 'fr', 'en-US', 'es_419'. Anything else (markup, quotes, URLs…) is rejected.
const LANGUAGE_TAG = /^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/i;

/** True for a value that can safely be treated as a language tag (no markup, quotes or script). */
export function isSafeLanguageTag(value: string): boolean {
  return value.length <= 35 && LANGUAGE_TAG.test(value) && !/script/i.test(value);
}

/** The supported language a tag names ('en-US' → 'en'), or null. */
export function toLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const tag = value.trim();
  if (!isSafeLanguageTag(tag)) return null;
  const primary = tag.split(/[-_]/)[0].toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/**
 * Picks the interface language: the stored choice, else the first supported browser language,
 * else the page's lang, else French. A stored value that is not a supported code was not written
 * by us (tampering, injection attempt): it gives French rather than letting it fall through.
 */
export function detectLanguage({ stored, browser, page }: LanguageSources): Language {
  if (stored) return toLanguage(stored) ?? DEFAULT_LANGUAGE;
  for (const candidate of browser) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return toLanguage(page) ?? DEFAULT_LANGUAGE;
}

/** Reads the sources from this page. */
export function pageLanguageSources(readStored: () => string | null): LanguageSources {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const browser = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  const page = typeof document === 'undefined' ? null : document.documentElement.getAttribute('lang');
  return { stored: readStored(), browser, page };
}
