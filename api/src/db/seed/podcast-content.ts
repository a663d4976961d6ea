/** Demo podcasts and their episodes. */

export interface EpisodeSeed {
  title: string;
  description: string;
  seconds: number;
  viewers: number;
  status: 'draft' | 'published' | 'live';
  daysAgo: number;
}

export interface PodcastSeed {
  title: string;
  description: string;
  host: string;
  /** Owned by the demo podcast creator, else by the editorial account. */
  byCreator: boolean;
  status: 'draft' | 'published';
  episodes: EpisodeSeed[];
}

const e = (
  title: string,
  description: string,
  seconds: number,
  viewers: number,
  daysAgo: number,
  status: EpisodeSeed['status'] = 'published',
): EpisodeSeed => ({ title, description, seconds, viewers, daysAgo, status });

export const PODCASTS: readonly PodcastSeed[] = [
  {
    title: 'Les Ondes du Soir',
    description: 'Chaque semaine, Marc Ondes reçoit celles et ceux qui font la scène électro francophone.',
    host: 'Marc Ondes',
    byCreator: true,
    status: 'published',
    episodes: [
      e(
        'Les synthés modulaires expliqués',
        'Pourquoi les câbles reviennent à la mode, et comment débuter sans se ruiner.',
        12,
        2300,
        30,
      ),
      e(
        'Spécial Lyon avec Les Ondes Nocturnes',
        'Le duo lyonnais raconte dix ans de nuits blanches à la Croix-Rousse.',
        12,
        1850,
        9,
      ),
      e('En direct du festival Nuits Sonores', 'Émission spéciale en direct depuis les halles.', 11, 640, 0, 'live'),
      e('Bientôt : les clubs de Dakar', 'Un épisode en préparation sur la nuit dakaroise.', 10, 0, 0, 'draft'),
    ],
  },
  {
    title: 'Voix de la Diaspora',
    description: 'Portraits d’artistes afro-descendants qui réinventent la musique en France.',
    host: 'Awa Traoré',
    byCreator: false,
    status: 'published',
    episodes: [
      e('Nadia Kane, la voix de Montreuil', 'Nadia Kane parle de Racines, de sa famille et de Bamako.', 12, 4100, 16),
      e('Malik Sy : écrire en deux langues', 'Le rappeur explique son rapport au wolof et au français.', 11, 5200, 40),
      e('Aya Diop, de Noailles au monde', 'Comment un clip tourné au téléphone a tout changé.', 12, 7300, 70),
      e('La kora électrique', 'Mamadou Kora et l’héritage des griots.', 10, 980, 100),
      e('Kofi Mensah, highlife à Londres', 'Entretien bilingue avec le guitariste ghanéen.', 11, 1460, 120),
      e('Sahel Roots en studio', 'Le collectif ouvre les portes de son studio bordelais.', 10, 870, 140),
    ],
  },
  {
    title: 'Jazz à la Butte',
    description: 'Histoires de standards et de clubs parisiens, racontées par des musiciens.',
    host: 'Paul Azoulay',
    byCreator: false,
    status: 'published',
    episodes: [
      e('Autumn Leaves, une chanson française', 'Des Feuilles mortes de Prévert au standard de jazz.', 11, 760, 20),
      e('Les caves de Saint-Germain', 'Le Paris des années 50 et ses clubs enfumés.', 12, 1240, 55),
      e('Improviser, ça s’apprend ?', 'Trois musiciens racontent leurs premières improvisations.', 10, 430, 85),
      e('Live : jam du jeudi', 'La jam session hebdomadaire en direct.', 9, 210, 0, 'live'),
    ],
  },
  {
    title: 'Studio Chambre',
    description: 'Produire de la musique chez soi : matériel, astuces et témoignages. In French and English.',
    host: 'Marc Ondes',
    byCreator: true,
    status: 'published',
    episodes: [
      e('Bien choisir son premier micro', 'Dynamique ou statique ? Nos conseils pour moins de 200 €.', 11, 3100, 12),
      e('Mixing at home with Kofi Mensah', 'Kofi shares his bedroom mixing workflow (in English).', 12, 1450, 33),
      e('Traiter sa pièce sans travaux', 'Rideaux, tapis, bibliothèques : l’acoustique à petit budget.', 10, 2650, 60),
      e('Le mastering en ligne', 'Faut-il faire confiance aux services automatiques ?', 10, 890, 95),
    ],
  },
  {
    title: 'Industrie Musicale Décodée',
    description: 'Droits d’auteur, streaming, concerts : l’économie de la musique expliquée simplement.',
    host: 'Claire Besson',
    byCreator: false,
    status: 'published',
    episodes: [
      e(
        'Combien rapporte un stream ?',
        'Décryptage des revenus du streaming pour un artiste indépendant.',
        12,
        6400,
        7,
      ),
      e('La Sacem pour les nuls', 'Inscription, déclarations, répartitions : tout comprendre.', 11, 3900, 45),
      e('Vivre de la scène', 'Cachets, intermittence et tournées.', 12, 2200, 80),
      e('Labels indépendants : mode d’emploi', 'Signer ou s’autoproduire ? Trois labels répondent.', 11, 1750, 110),
      e('Music publishing, explained', 'Publishing deals and sync licensing (in English).', 10, 1320, 130),
    ],
  },
  {
    title: 'Carnets de Tournée',
    description: 'Un nouveau podcast en préparation : la vie sur la route.',
    host: 'Marc Ondes',
    byCreator: true,
    status: 'draft',
    episodes: [
      e('Épisode pilote', 'Premier essai, pas encore publié.', 9, 0, 0, 'draft'),
      e('Dans le van des Velvet Tides', 'A week on the road with the band (in English).', 10, 0, 0, 'draft'),
    ],
  },
];
