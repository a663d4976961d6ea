import type { Genre } from '@kora/shared/contracts';
import { badRequest } from '../../http/errors';
import { INVALID_RELEASE } from './invalid-request';
import type { CallerArtist } from './creator-access';

/** A track's price when the form does not set one (catalogue-and-commerce §9): 1.99 EUR. */
export const TRACK_PRICE_MINOR = 199;
export const RELEASE_CURRENCY = 'EUR';

export const refuse = (propertyPath: string, message: string) =>
  badRequest(INVALID_RELEASE, [{ propertyPath, message }]);

/** The title without its surrounding spaces; a blank one is refused on `field` with the form's words. */
export function titleOf(title: string, field: string, message: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw refuse(field, message);
  return trimmed;
}

/** Releases are filed under the caller's artist: a different name sent in `artist` is refused. */
export function checkArtistName(sent: string | undefined, caller: CallerArtist): void {
  const name = sent?.trim();
  if (name && name.toLowerCase() !== caller.name.toLowerCase()) {
    throw refuse('artist', `Vos sorties sont publiées sous votre nom d'artiste : ${caller.name}.`);
  }
}

/** EUR major units → minor units (1.99 → 199). */
export const minorOf = (price: number): number => Math.round(price * 100);

/**
 * The stored release date: the chosen day (YYYY-MM-DD) at the current time of day, so releases of
 * the same day keep their creation order; today when no day is chosen.
 */
export function releaseTimestamp(day: string | undefined, now: Date): string {
  const stamp = now.toISOString();
  return day ? `${day}${stamp.slice(10)}` : stamp;
}

/** The genre key the release is filed under, and found by, on both of its columns. */
export function genreColumns(genre: Genre): { creator_genre: Genre; genre: Genre } {
  return { creator_genre: genre, genre };
}

/** What the release page shows as its "about" text. */
export function aboutColumns(description: string | null) {
  const text = description?.trim() || null;
  return { description: text, about_title: null, about_content1: text, about_content2: null };
}
