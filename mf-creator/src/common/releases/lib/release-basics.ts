import { CREATOR_LIMITS, DEFAULT_GENRE, type Genre } from '@kora/shared/contracts';
import type { FieldErrors } from '@kora/shared';
import { today } from './dates';

/** The fields every release form starts with, as typed. */
export interface ReleaseBasics {
  title: string;
  genre: Genre;
  description: string;
  releaseDate: string;
  price: string;
  /** Kept as a draft instead of published at once. */
  draft: boolean;
}

export const emptyBasics = (price: string): ReleaseBasics => ({
  title: '',
  genre: DEFAULT_GENRE,
  description: '',
  releaseDate: today(),
  price,
  draft: false,
});

/** '1,99' or '1.99' → 1.99; blank or not a number → null. */
export function parsePrice(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

export interface BasicsTexts {
  titleRequired: string;
  priceInvalid: string;
  priceTooHigh: string;
}

/** What is wrong with the common fields, keyed like the API's violations. */
export function basicsProblems(values: ReleaseBasics, texts: BasicsTexts): FieldErrors {
  const price = parsePrice(values.price);
  return {
    title: values.title.trim() ? undefined : texts.titleRequired,
    price:
      price === null || price < 0
        ? texts.priceInvalid
        : price > CREATOR_LIMITS.maxPrice
          ? texts.priceTooHigh
          : undefined,
  };
}

/** The common part of a create call. */
export function basicsRequest(values: ReleaseBasics, artist: string | null) {
  return {
    title: values.title.trim(),
    ...(artist ? { artist } : {}),
    genre: values.genre,
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
    ...(values.releaseDate ? { releaseDate: values.releaseDate } : {}),
    price: parsePrice(values.price) ?? 0,
    status: values.draft ? ('draft' as const) : ('published' as const),
  };
}

/** The problems found, or null when there are none. */
export function problemsFound(problems: FieldErrors): FieldErrors | null {
  return Object.values(problems).some(Boolean) ? problems : null;
}
