/**
 * A generated catalogue for the search benchmark: artists, releases and tracks with believable French
 * and English names, the same on every run (seeded), inserted in batches inside one transaction.
 */
import { artistSlug } from '@kora/shared/format';
import type { Db } from '../src/db/connection';
import { nameKey } from '../src/modules/catalogue/name-key';

const FIRST_NAMES =
  `Aya Awa Moussa Fatou Ibrahima Nadia Malik Camille Léon Zoé Inès Kofi Mamadou Lina Amadou Aminata Youssouf
Chloé Élodie Théo Hugo Manon Jules Sékou Binta Oumar Khadija Salif Rokia Cheikh Mariam Sidiki Adama Kadiatou Boubacar
Seydou Ramatoulaye Thomas Julien Clara Sarah Lucas Emma Louis Jade Gabriel Louise Raphaël Alice Arthur Lola Nathan Rose
Ousmane Djeneba Habib Fanta Modou Coumba Baaba Angélique Youssou Oumou Tiken Ismaël Alpha Salimata Noémie Benoît Océane
Grace Kwame Ama Chidi Ngozi Femi Yemi Tunde Amara Zainab Kemi Dayo Lamine Astou Pape Ndèye Aliou Sokhna Abdou Mbaye`.split(
    /\s+/,
  );

const LAST_NAMES =
  `Diop Sarr Ndiaye Fall Kane Sy Traoré Keïta Cissé Touré Diallo Camara Konaté Coulibaly Sangaré Koné Ba Sow Mbaye
Faye Gueye Niang Sène Thiam Diouf Ndour Baldé Barry Bah Kouyaté Diabaté Sissoko Dembélé Doumbia Marceau Rivage Lumière
Mensah Bardot Duval Morel Vidal Moreau Laurent Girard Bonnet Dupont Lambert Fontaine Rousseau Vincent Muller Lefèvre
Faure André Mercier Blanc Guérin Boyer Garnier Chevalier François Legrand Gauthier Garcia Perrin Robin Clément Morin
Nicolas Henry Roussel Mathieu Gautier Masson Marchand Duval Denis Dumont Marie Lemaire Noël Meyer Dufour Meunier Brun
Blanchard Giraud Joly Rivière Lucas Brunet Gaillard Barbier Arnaud Martinez Gérard Roche Renard Schmitt Roy Leroux
Colin Vidal Caron Picard Roger Fabre Aubert Lemoine Renaud Dumas Lacroix Olivier Philippe Bourgeois Pierre Benoît Rey
Okafor Adeyemi Owusu Boateng Asante Mwangi Otieno Nkosi Dlamini Mokoena Ndlovu Banda Phiri Tembo Mutua Kamau Achebe`.split(
    /\s+/,
  );

const BAND_WORDS =
  `Orchestre Collectif Trio Quartet Band Sound System Ensemble Club Brothers Sisters Crew Family Project Roots
Social Express Connection Kings Queens Stars Voices Riddim Groove Experience`.split(/\s+/);

const TITLE_WORDS =
  `soleil lune nuit jour matin soir étoile ciel mer océan rivière fleuve désert sable vent pluie orage feu
lumière ombre rêve mémoire silence voyage route chemin départ retour maison village ville rue quartier marché danse
chanson mélodie rythme tambour kora balafon djembé guitare piano voix cœur âme amour espoir liberté paix joie colère
larmes sourire regard promesse secret histoire légende racines héritage avenir printemps été automne hiver aurore
crépuscule horizon frontière exil diaspora afrique dakar bamako abidjan marseille paris lyon bordeaux londres
bruxelles montréal noailles belleville goutte rouge bleu noir blanc doré argent vert jaune douce lente rapide sauvage
libre fragile éternel premier dernier nouveau vieux grand petit beau belle seul ensemble encore toujours jamais
demain hier maintenant ailleurs ici là-bas loin près dedans dehors entre après avant sans avec pour contre vers
night day dream fire love heart soul light shadow river road home city street dance song rhythm voice freedom peace
hope story legend roots future summer winter spring golden silver blue black white wild free slow fast first last
new old big little forever never again tonight tomorrow yesterday somewhere nowhere higher deeper closer sunrise
sunset midnight morning evening ocean desert island mountain valley garden paradise heaven thunder storm rain wind
fever groove vibes session live remix edit dub version acoustique instrumental interlude intro outro prélude`.split(
    /\s+/,
  );

const SYLLABLES =
  `ka ko ki la lo li ma mo mi na no ni sa so si ta to ti ba bo bi da do di fa fo fi ga go gi ra ro ri ya yo
wa we ke ku le lu me mu ne nu se su te tu be bu de du fe fu ge gu re ru ze zu cha cho ndi mba nko kou djo gna sou`.split(
    /\s+/,
  );

const GENRES = ['Afrobeats', 'Rap', 'Jazz', 'Soul', 'Électro', 'Reggae', 'Chanson', 'Rock', 'Pop', 'Mandingue'];
const TYPES = ['single', 'single', 'ep', 'album'] as const;

/** A small deterministic generator (mulberry32). */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  /** Front-loaded: a few items come up often, most rarely, as words do. */
  const pickSkewed = <T>(list: readonly T[]) => list[Math.floor(next() ** 2 * list.length)];
  return { next, pick, pickSkewed, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

export type Random = ReturnType<typeof randomFrom>;

/** Made-up words (names of places, people, slang) so the vocabulary is as wide as a real catalogue's. */
function inventedWords(random: Random, count: number): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    let word = '';
    for (let i = random.int(2, 4); i > 0; i -= 1) word += random.pick(SYLLABLES);
    words.add(word);
  }
  return [...words];
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface GeneratedCatalogue {
  artistNames: string[];
  releaseTitles: string[];
  trackTitles: string[];
}

export interface CatalogueSize {
  artists: number;
  releases: number;
  /** Releases (albums and EPs) that get several tracks; the others get one. */
  tracksPerRelease: [number, number];
}

/** Inserts the catalogue; returns the names and titles it used (queries are drawn from them). */
export async function insertCatalogue(db: Db, size: CatalogueSize, seed = 16): Promise<GeneratedCatalogue> {
  const random = randomFrom(seed);
  const invented = inventedWords(random, 6_000);
  const vocabulary = [...TITLE_WORDS, ...invented];
  const title = () => {
    const words = Array.from({ length: random.int(1, 4) }, () => random.pickSkewed(vocabulary));
    return capitalize(words.join(' '));
  };

  const artistNames: string[] = [];
  const keys = new Set<string>();
  while (artistNames.length < size.artists) {
    const roll = random.next();
    const name =
      roll < 0.6
        ? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
        : roll < 0.85
          ? `${capitalize(random.pick(invented))} ${random.pick(BAND_WORDS)}`
          : `${random.pick(FIRST_NAMES)} ${capitalize(random.pick(invented))}`;
    const key = nameKey(name);
    if (keys.has(key) || keys.has(artistSlug(name))) continue;
    keys.add(key);
    keys.add(artistSlug(name));
    artistNames.push(name);
  }

  const releaseTitles: string[] = [];
  const trackTitles: string[] = [];
  const now = new Date().toISOString();
  const BATCH = 500;

  await db.transaction().execute(async (trx) => {
    const artistIds: number[] = [];
    for (let start = 0; start < artistNames.length; start += BATCH) {
      const rows = artistNames.slice(start, start + BATCH).map((name) => ({
        name,
        slug: artistSlug(name),
        name_key: nameKey(name),
        bio: `${random.pick(GENRES)} ${random.pick(['entre', 'de', 'depuis'])} ${random.pick(['Dakar', 'Paris', 'Bamako', 'Lyon', 'Abidjan', 'Londres'])}.`,
        followers: Math.floor(random.next() ** 4 * 100_000),
        popularity: random.int(0, 100),
        created_at: now,
        updated_at: now,
      }));
      const inserted = await trx.insertInto('artists').values(rows).returning('id').execute();
      artistIds.push(...inserted.map((row) => row.id));
    }

    for (let start = 0; start < size.releases; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, size.releases - start) }, () => {
        const type = random.pick(TYPES);
        const name = title();
        releaseTitles.push(name);
        return {
          artist_id: random.pick(artistIds),
          title: name,
          type,
          genre: random.pick(GENRES),
          status: random.next() < 0.95 ? ('published' as const) : ('draft' as const),
          release_date: now,
          cover: null,
          price_minor: 199,
          currency: 'EUR',
          about_title: null,
          about_content1: null,
          about_content2: null,
          likes: Math.floor(random.next() ** 4 * 10_000),
          plays_count: Math.floor(random.next() ** 4 * 1_000_000),
          video_clip_id: null,
          episode_id: null,
          description: random.next() < 0.3 ? `${title()}, ${title().toLowerCase()}.` : null,
          created_at: now,
          updated_at: now,
        };
      });
      const inserted = await trx.insertInto('releases').values(batch).returning(['id', 'title', 'type']).execute();
      const tracks = inserted.flatMap((release) => {
        const count = release.type === 'single' ? 1 : random.int(...size.tracksPerRelease);
        return Array.from({ length: count }, (_, index) => {
          const name = index === 0 && release.type === 'single' ? release.title : title();
          trackTitles.push(name);
          return {
            release_id: release.id,
            position: index + 1,
            title: name,
            duration_seconds: random.int(90, 420),
            audio_file: null,
            price_minor: 99,
            currency: 'EUR',
            plays_count: Math.floor(random.next() ** 4 * 500_000),
            created_at: now,
          };
        });
      });
      for (let from = 0; from < tracks.length; from += BATCH) {
        await trx
          .insertInto('tracks')
          .values(tracks.slice(from, from + BATCH))
          .execute();
      }
    }
  });
  return { artistNames, releaseTitles, trackTitles };
}
