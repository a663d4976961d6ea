/** Demo events: upcoming and past, drafts, a cancelled one, free ones and one sold out. */

/** Demo accounts holding real tickets of a type (bought from their wallet; `used`: checked in). */
export interface TicketHolding {
  account: 'free' | 'premium' | 'podcaster';
  count: number;
  used?: boolean;
}

export interface TicketTypeSeed {
  name: string;
  description: string;
  priceMinor: number;
  quantity: number;
  /** Sold elsewhere, plus the demo holders' tickets. */
  sold: number;
  holders?: TicketHolding[];
  /** Only Premium members may buy it. */
  vip?: boolean;
}

export interface EventSeed {
  title: string;
  description: string;
  type: 'concert' | 'festival' | 'showcase' | 'workshop' | 'conference';
  status: 'draft' | 'published' | 'cancelled';
  /** Days from today (negative: in the past), and the start hour (local evening, stored UTC). */
  inDays: number;
  hour: number;
  venue: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  /** Index into ARTISTS, if an artist plays. */
  artist?: number;
  /** Organised by the demo artist account, else by the editorial account. */
  byArtistAccount?: boolean;
  free?: boolean;
  tickets: TicketTypeSeed[];
}

const standard = (soldRegular: number, soldVipLight: number, soldVip: number): TicketTypeSeed[] => [
  {
    name: 'Regular',
    description: 'Accès à la salle, placement libre.',
    priceMinor: 4900,
    quantity: 300,
    sold: soldRegular,
  },
  {
    name: 'VIP Light',
    description: 'Accès prioritaire et boisson offerte.',
    priceMinor: 9900,
    quantity: 80,
    sold: soldVipLight,
  },
  {
    name: 'VIP',
    vip: true,
    description: 'Carré VIP, rencontre avec l’artiste et affiche signée.',
    priceMinor: 16900,
    quantity: 20,
    sold: soldVip,
  },
];

const freeEntry = (quantity: number, sold: number): TicketTypeSeed[] => [
  { name: 'Entrée libre', description: 'Gratuit, réservation conseillée.', priceMinor: 0, quantity, sold },
];

export const EVENTS: readonly EventSeed[] = [
  {
    title: 'Aya Diop – Ambiance Tour',
    description: '<p>Aya Diop ouvre sa tournée européenne à Marseille. Première partie : Mamadou Kora.</p>',
    type: 'concert',
    status: 'published',
    inDays: 9,
    hour: 20,
    venue: 'Le Dôme',
    address: '48 avenue de Saint-Just',
    city: 'Marseille',
    postalCode: '13004',
    country: 'France',
    artist: 4,
    tickets: standard(212, 41, 12),
  },
  {
    title: 'Nuits Sonores 2025',
    description:
      '<p>Trois nuits d’électro dans les anciennes usines. Les Ondes Nocturnes, Inès Bardot et plus de 80 artistes.</p>',
    type: 'festival',
    status: 'published',
    inDays: 21,
    hour: 22,
    venue: 'Usines Fagor',
    address: '65 rue Challemel-Lacour',
    city: 'Lyon',
    postalCode: '69007',
    country: 'France',
    artist: 1,
    tickets: [
      { name: 'Pass 1 nuit', description: 'Accès pour une nuit.', priceMinor: 4900, quantity: 2000, sold: 1350 },
      { name: 'Pass 3 nuits', description: 'Accès aux trois nuits.', priceMinor: 9900, quantity: 1000, sold: 610 },
      {
        name: 'VIP',
        vip: true,
        description: 'Espace VIP et bar dédié, trois nuits.',
        priceMinor: 16900,
        quantity: 150,
        sold: 88,
      },
    ],
  },
  {
    title: 'Malik Sy – Double Culture Live',
    description: '<p>Le rappeur présente son album sur scène avec un orchestre de sabar.</p>',
    type: 'concert',
    status: 'published',
    inDays: 14,
    hour: 20,
    venue: 'La Cigale',
    address: '120 boulevard de Rochechouart',
    city: 'Paris',
    postalCode: '75018',
    country: 'France',
    artist: 2,
    tickets: [
      { name: 'Regular', description: 'Fosse, placement libre.', priceMinor: 4900, quantity: 150, sold: 150 },
      { name: 'VIP Light', description: 'Balcon, accès prioritaire.', priceMinor: 9900, quantity: 40, sold: 40 },
      {
        name: 'VIP',
        vip: true,
        description: 'Rencontre avec Malik Sy après le concert.',
        priceMinor: 16900,
        quantity: 10,
        sold: 10,
      },
    ],
  },
  {
    title: 'Kora Sessions #12 – Scène ouverte',
    description: '<p>Scène ouverte gratuite pour les artistes de la communauté Kora. Inscriptions sur place.</p>',
    type: 'showcase',
    status: 'published',
    inDays: 5,
    hour: 19,
    venue: 'Le Pop-Up du Label',
    address: '14 rue Abel',
    city: 'Paris',
    postalCode: '75012',
    country: 'France',
    free: true,
    tickets: freeEntry(120, 46),
  },
  {
    title: 'Jazz à la Butte – Quartet Montmartre',
    description: '<p>Le quartet joue les standards de la Butte et son album live.</p>',
    type: 'concert',
    status: 'published',
    inDays: 30,
    hour: 21,
    venue: 'Au Lapin Agile',
    address: '22 rue des Saules',
    city: 'Paris',
    postalCode: '75018',
    country: 'France',
    artist: 5,
    tickets: [
      { name: 'Regular', description: 'Place assise.', priceMinor: 2500, quantity: 60, sold: 18 },
      { name: 'Avec dîner', description: 'Place et dîner.', priceMinor: 6500, quantity: 20, sold: 4 },
    ],
  },
  {
    title: 'Atelier : produire chez soi',
    description: '<p>Atelier pratique animé par Marc Ondes : prise de son, mixage et mastering à la maison.</p>',
    type: 'workshop',
    status: 'published',
    inDays: 12,
    hour: 14,
    venue: 'Médiathèque José Cabanis',
    address: '1 allée Jacques Chaban-Delmas',
    city: 'Toulouse',
    postalCode: '31500',
    country: 'France',
    free: true,
    tickets: freeEntry(30, 12),
  },
  {
    title: 'Kofi Mensah Trio',
    description: '<p>Highlife and jazz from Accra to London, for one night in Paris.</p>',
    type: 'concert',
    status: 'published',
    inDays: 40,
    hour: 20,
    venue: 'New Morning',
    address: '7 rue des Petites Écuries',
    city: 'Paris',
    postalCode: '75010',
    country: 'France',
    artist: 9,
    tickets: standard(34, 6, 1),
  },
  {
    title: 'The Velvet Tides – Paris',
    description: '<p>The Brighton garage band’s first show in Paris.</p>',
    type: 'concert',
    status: 'published',
    inDays: 55,
    hour: 20,
    venue: 'La Maroquinerie',
    address: '23 rue Boyer',
    city: 'Paris',
    postalCode: '75020',
    country: 'France',
    artist: 10,
    tickets: standard(88, 20, 3),
  },
  {
    title: 'Rencontres de l’industrie musicale',
    description: '<p>Conférences sur le streaming, les droits et la scène indépendante.</p>',
    type: 'conference',
    status: 'published',
    inDays: 26,
    hour: 9,
    venue: 'Cité de la Musique',
    address: '221 avenue Jean Jaurès',
    city: 'Paris',
    postalCode: '75019',
    country: 'France',
    tickets: [{ name: 'Journée', description: 'Accès aux conférences.', priceMinor: 3500, quantity: 400, sold: 120 }],
  },
  {
    title: 'Sahel Roots – Dub Session',
    description: '<p>Soirée reggae et dub au bord de la Garonne.</p>',
    type: 'concert',
    status: 'published',
    inDays: -20,
    hour: 21,
    venue: 'Le Rocher de Palmer',
    address: '1 rue Aristide Briand',
    city: 'Cenon',
    postalCode: '33150',
    country: 'France',
    artist: 7,
    tickets: standard(270, 70, 18),
  },
  {
    title: 'Nadia Kane – Racines Live',
    description: '<p>Concert de sortie de l’album Racines.</p>',
    type: 'concert',
    status: 'published',
    inDays: -60,
    hour: 20,
    venue: 'Le Trianon',
    address: '80 boulevard de Rochechouart',
    city: 'Paris',
    postalCode: '75018',
    country: 'France',
    artist: 0,
    tickets: standard(296, 77, 20),
  },
  {
    title: 'Lina Duval – Showcase acoustique',
    description: '<p>Premier showcase de Lina Duval, en acoustique et en petit comité.</p>',
    type: 'showcase',
    status: 'published',
    inDays: 18,
    hour: 19,
    venue: 'Café de la Danse',
    address: '5 passage Louis-Philippe',
    city: 'Paris',
    postalCode: '75011',
    country: 'France',
    artist: 13,
    byArtistAccount: true,
    tickets: [
      {
        name: 'Regular',
        description: 'Placement libre.',
        priceMinor: 1500,
        quantity: 80,
        sold: 0,
        holders: [
          { account: 'premium', count: 2 },
          { account: 'free', count: 1 },
        ],
      },
      {
        name: 'VIP',
        vip: true,
        description: 'Premier rang et rencontre après le concert.',
        priceMinor: 3500,
        quantity: 10,
        sold: 0,
        holders: [{ account: 'premium', count: 1 }],
      },
    ],
  },
  {
    title: 'Lina Duval – Session intime',
    description: '<p>Douze places autour du piano, pour les titres du prochain EP.</p>',
    type: 'showcase',
    status: 'published',
    inDays: 10,
    hour: 19,
    venue: 'Studio Kora',
    address: '14 rue des Vinaigriers',
    city: 'Paris',
    postalCode: '75010',
    country: 'France',
    artist: 13,
    byArtistAccount: true,
    tickets: [
      {
        name: 'Regular',
        description: 'Place assise.',
        priceMinor: 2000,
        quantity: 6,
        sold: 2,
        holders: [
          { account: 'free', count: 2 },
          { account: 'podcaster', count: 2 },
        ],
      },
      {
        name: 'VIP',
        vip: true,
        description: 'Place au premier rang et vinyle dédicacé.',
        priceMinor: 4500,
        quantity: 2,
        sold: 0,
        holders: [{ account: 'premium', count: 2 }],
      },
    ],
  },
  {
    title: 'Lina Duval – Atelier chant et looper',
    description: '<p>Atelier gratuit : construire une chanson en direct avec une pédale de boucles.</p>',
    type: 'workshop',
    status: 'published',
    inDays: 8,
    hour: 15,
    venue: 'Médiathèque Françoise Sagan',
    address: '8 rue Léon Schwartzenberg',
    city: 'Paris',
    postalCode: '75010',
    country: 'France',
    artist: 13,
    byArtistAccount: true,
    free: true,
    tickets: [
      {
        name: 'Entrée libre',
        description: 'Sur inscription.',
        priceMinor: 0,
        quantity: 25,
        sold: 4,
        holders: [{ account: 'free', count: 1 }],
      },
    ],
  },
  {
    title: 'Lina Duval – Première au Pan Piper',
    description: '<p>Le tout premier concert de Lina Duval en tête d’affiche.</p>',
    type: 'concert',
    status: 'published',
    inDays: -25,
    hour: 20,
    venue: 'Pan Piper',
    address: '2-4 impasse Lamier',
    city: 'Paris',
    postalCode: '75011',
    country: 'France',
    artist: 13,
    byArtistAccount: true,
    tickets: [
      {
        name: 'Regular',
        description: 'Placement libre.',
        priceMinor: 1200,
        quantity: 120,
        sold: 97,
        holders: [
          { account: 'premium', count: 2, used: true },
          { account: 'free', count: 1, used: true },
        ],
      },
    ],
  },
  {
    title: 'Lina Duval – Release party (brouillon)',
    description: '<p>Soirée de sortie du premier EP. Date à confirmer.</p>',
    type: 'concert',
    status: 'draft',
    inDays: 70,
    hour: 20,
    venue: 'Le Hasard Ludique',
    address: '128 avenue de Saint-Ouen',
    city: 'Paris',
    postalCode: '75018',
    country: 'France',
    artist: 13,
    byArtistAccount: true,
    tickets: standard(0, 0, 0),
  },
  {
    title: 'Festival Kora Plein Air (à confirmer)',
    description: '<p>Projet de festival gratuit en plein air.</p>',
    type: 'festival',
    status: 'draft',
    inDays: 120,
    hour: 16,
    venue: 'Parc de la Villette',
    address: '211 avenue Jean Jaurès',
    city: 'Paris',
    postalCode: '75019',
    country: 'France',
    free: true,
    tickets: freeEntry(5000, 0),
  },
  {
    title: 'Inès Bardot – Élégance Tour (annulé)',
    description: '<p>Concert annulé, les billets sont remboursés.</p>',
    type: 'concert',
    status: 'cancelled',
    inDays: 35,
    hour: 20,
    venue: 'Le Transbordeur',
    address: '3 boulevard de Stalingrad',
    city: 'Villeurbanne',
    postalCode: '69100',
    country: 'France',
    artist: 11,
    tickets: standard(120, 30, 5),
  },
];
