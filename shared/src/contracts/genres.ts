import { Type, type Static } from 'typebox';

/**
 * The one genre table: what a release is filed under, what the creation forms offer and what the
 * `/releases` and `/store` filters find. Releases store the key; its name in each language is the
 * kernel's text `genres.<key>`. The spec's eleven filter genres, the form's ten options and the demo's
 * African genres, in the order they are listed (alphabetical in every language), 'other' last.
 */
export const GENRES = [
  'afrobeats',
  'alternative',
  'amapiano',
  'blues',
  'classical',
  'country',
  'electronic',
  'highlife',
  'hip-hop',
  'indie',
  'jazz',
  'latino',
  'pop',
  'r&b',
  'reggae',
  'rock',
  'other',
] as const;

export const GenreSchema = Type.Enum(GENRES, { description: 'A genre key; its name is the text `genres.<key>`.' });
export type Genre = Static<typeof GenreSchema>;

export const isGenre = (value: unknown): value is Genre =>
  typeof value === 'string' && (GENRES as readonly string[]).includes(value);

/** A release created without a chosen genre is filed here. */
export const DEFAULT_GENRE: Genre = 'other';
