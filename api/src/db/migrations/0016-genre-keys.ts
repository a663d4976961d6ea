import type { Kysely } from 'kysely';

/*
 * One genre table. Releases were filed under the catalogue's English names ('Hip-Hop/Rap', 'R&B/Soul',
 * 'Afrobeats'…) with the creation form's own genre beside them ('hip-hop', 'r&b', 'other'); both columns
 * now hold the table's keys. The genre the artist chose in the form wins; a name the table does not know
 * becomes 'other'. The keys and old names are written out here, as they were when this ran.
 */

const KEYS = [
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
type Key = (typeof KEYS)[number];

/** The English names releases were filed under before, for each key (the form's 'other' had none). */
const CATALOGUE_NAMES: Readonly<Record<Key, string | null>> = {
  afrobeats: 'Afrobeats',
  alternative: 'Alternative',
  amapiano: 'Amapiano',
  blues: 'Blues',
  classical: 'Classical',
  country: 'Country',
  electronic: 'Electronic',
  highlife: 'Highlife',
  'hip-hop': 'Hip-Hop/Rap',
  indie: 'Indie',
  jazz: 'Jazz',
  latino: 'Latino',
  pop: 'Pop',
  'r&b': 'R&B/Soul',
  reggae: 'Reggae',
  rock: 'Rock',
  other: null,
};

/** A key, or a catalogue name in any case, → its key. */
const KEY_OF_NAME = new Map<string, Key>();
for (const key of KEYS) {
  KEY_OF_NAME.set(key, key);
  const name = CATALOGUE_NAMES[key];
  if (name) KEY_OF_NAME.set(name.toLowerCase(), key);
}

const keyOf = (name: string): Key => KEY_OF_NAME.get(name.trim().toLowerCase()) ?? 'other';

type Releases = Kysely<Record<'releases', { id: number; genre: string | null; creator_genre: string | null }>>;

/** Rewrites each distinct (genre, creator_genre) pair at once: a catalogue has few of them. */
async function rewrite(
  db: Kysely<unknown>,
  change: (pair: { genre: string | null; creator_genre: string | null }) => {
    genre: string | null;
    creator_genre: string | null;
  },
): Promise<void> {
  const releases = db as unknown as Releases;
  const pairs = await releases.selectFrom('releases').select(['genre', 'creator_genre']).distinct().execute();
  for (const pair of pairs) {
    const next = change(pair);
    if (next.genre === pair.genre && next.creator_genre === pair.creator_genre) continue;
    await releases
      .updateTable('releases')
      .set(next)
      .where((eb) =>
        eb.and([
          pair.genre === null ? eb('genre', 'is', null) : eb('genre', '=', pair.genre),
          pair.creator_genre === null ? eb('creator_genre', 'is', null) : eb('creator_genre', '=', pair.creator_genre),
        ]),
      )
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, ({ genre, creator_genre }) => {
    const chosen = creator_genre === null ? null : keyOf(creator_genre);
    return { genre: chosen ?? (genre === null ? null : keyOf(genre)), creator_genre: chosen };
  });
  await db.schema.createIndex('releases_genre').ifNotExists().on('releases').column('genre').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('releases_genre').ifExists().execute();
  await rewrite(db, ({ genre, creator_genre }) => ({
    genre: genre === null ? null : CATALOGUE_NAMES[keyOf(genre)],
    creator_genre,
  }));
}
