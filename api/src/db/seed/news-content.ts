/** Demo news articles with threaded comments. */

export interface CommentSeed {
  /** A demo account key, or a visitor's display name. */
  author: 'free' | 'premium' | 'artist' | 'podcaster' | string;
  text: string;
  replies?: CommentSeed[];
}

export interface ArticleSeed {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  daysAgo: number;
  comments: CommentSeed[];
}

export const ARTICLES: readonly ArticleSeed[] = [
  {
    title: 'Aya Diop annonce une tournée européenne',
    category: 'Actualités',
    daysAgo: 1,
    excerpt: 'Vingt dates, de Marseille à Berlin, pour défendre l’EP Ambiance.',
    content:
      '<p>La chanteuse marseillaise <strong>Aya Diop</strong> part sur les routes à l’automne : vingt dates entre Marseille, Paris, Bruxelles, Lisbonne et Berlin.</p><p>« Je veux faire danser toute l’Europe en nouchi », confie-t-elle.</p>',
    comments: [
      {
        author: 'free',
        text: 'Enfin une date à Lille ? 🙏',
        replies: [{ author: 'premium', text: 'Pas encore annoncée, mais Bruxelles n’est pas loin !' }],
      },
      { author: 'Karim', text: 'Vu à la Friche cet été, énorme.' },
    ],
  },
  {
    title: 'Malik Sy : « Le wolof est ma langue du cœur »',
    category: 'Interviews',
    daysAgo: 4,
    excerpt: 'Rencontre avec le rappeur à l’occasion de la sortie de Double Culture.',
    content:
      '<p>Dans un café de Château-Rouge, <strong>Malik Sy</strong> revient sur l’écriture de <em>Double Culture</em>.</p><blockquote>J’écris en français pour raconter, en wolof pour ressentir.</blockquote><p>L’album est disponible sur Kora.</p>',
    comments: [
      {
        author: 'premium',
        text: 'Teranga est mon morceau préféré de l’année.',
        replies: [
          { author: 'artist', text: 'Pareil, la prod est folle.' },
          { author: 'Moussa', text: 'La ligne de basse !' },
        ],
      },
    ],
  },
  {
    title: 'Nuits Sonores : le programme complet',
    category: 'Concerts',
    daysAgo: 6,
    excerpt: 'Le festival lyonnais dévoile sa programmation, Les Ondes Nocturnes en tête d’affiche.',
    content:
      '<p>Le festival revient aux anciennes usines Fagor avec plus de 80 artistes.</p><ul><li>Les Ondes Nocturnes</li><li>Inès Bardot</li><li>Mamadou Kora</li></ul>',
    comments: [{ author: 'podcaster', text: 'On y sera en direct pour Les Ondes du Soir !' }],
  },
  {
    title: 'Cinq artistes à découvrir ce mois-ci',
    category: 'Découvertes',
    daysAgo: 9,
    excerpt: 'Notre sélection de nouveaux talents, de Lille à Accra.',
    content:
      '<p>Zoé Lumière, Lina Duval, Kofi Mensah, The Velvet Tides et Mamadou Kora : cinq univers, cinq coups de cœur de la rédaction.</p>',
    comments: [
      {
        author: 'free',
        text: 'Merci pour Lina Duval, quelle voix.',
        replies: [
          {
            author: 'artist',
            text: 'Merci beaucoup, ça me touche ❤️',
            replies: [{ author: 'free', text: 'Hâte d’entendre la suite !' }],
          },
        ],
      },
      { author: 'Julie', text: 'Zoé Lumière en boucle depuis une semaine.' },
    ],
  },
  {
    title: 'Streaming : combien touchent vraiment les artistes ?',
    category: 'Industrie',
    daysAgo: 12,
    excerpt: 'Décryptage des chiffres, avec l’économiste Claire Besson.',
    content:
      '<p>Entre 0,002 € et 0,005 € par écoute : les revenus du streaming restent modestes pour les indépendants.</p><p>La vente directe de titres, comme sur Kora, redevient une piste sérieuse.</p>',
    comments: [{ author: 'Thomas', text: 'D’où l’intérêt d’acheter les morceaux directement.' }],
  },
  {
    title: 'Léon Marceau joue sur un Pleyel centenaire',
    category: 'Interviews',
    daysAgo: 16,
    excerpt: 'Le pianiste lyonnais raconte l’enregistrement de Miniatures.',
    content:
      '<p>Un piano Pleyel de 1920, une salle de village et dix pièces courtes : <strong>Léon Marceau</strong> nous ouvre les portes de son album.</p>',
    comments: [{ author: 'premium', text: 'Miniature IV est sublime.' }],
  },
  {
    title: 'Kofi Mensah brings highlife to London',
    category: 'Interviews',
    daysAgo: 20,
    excerpt: 'The Ghanaian guitarist on his album Accra to London.',
    content:
      '<p><strong>Kofi Mensah</strong> talks about palm-wine guitar, Peckham jam sessions and recording live to tape.</p>',
    comments: [{ author: 'Sam', text: 'Saw the trio at the Jazz Cafe, brilliant night.' }],
  },
  {
    title: 'Le vinyle continue sa progression',
    category: 'Industrie',
    daysAgo: 25,
    excerpt: 'Les ventes de disques vinyles progressent pour la quinzième année consécutive.',
    content: '<p>Le vinyle représente désormais plus d’un quart des ventes physiques en France.</p>',
    comments: [{ author: 'free', text: 'Le vinyle de Racines est magnifique.' }],
  },
  {
    title: 'Sahel Roots, le reggae qui relie Ouaga et Bordeaux',
    category: 'Découvertes',
    daysAgo: 30,
    excerpt: 'Portrait d’un collectif engagé.',
    content:
      '<p>Basse ronde, cuivres et chœurs : <strong>Sahel Roots</strong> défend un reggae roots chanté en mooré, en dioula et en français.</p>',
    comments: [{ author: 'Ibrahim', text: 'Harmattan tourne en boucle à la maison.' }],
  },
  {
    title: 'The Velvet Tides play Paris for the first time',
    category: 'Concerts',
    daysAgo: 35,
    excerpt: 'The Brighton garage band crosses the Channel.',
    content:
      '<p>Fuzz pedals, sweat and singalongs: <strong>The Velvet Tides</strong> play La Maroquinerie in spring.</p>',
    comments: [
      { author: 'premium', text: 'Tickets bought!', replies: [{ author: 'Chloé', text: 'See you there 🤘' }] },
    ],
  },
  {
    title: 'Inès Bardot dévoile le clip de Tendresse',
    category: 'Actualités',
    daysAgo: 50,
    excerpt: 'Un clip en plan-séquence réalisé par Clara Vidal.',
    content:
      '<p>Tourné en un seul plan dans les couloirs du Louvre des Antiquaires, le clip de <em>Tendresse</em> est à voir sur la page de l’artiste.</p>',
    comments: [],
  },
  {
    title: 'Kora lance les abonnements Premium',
    category: 'Actualités',
    daysAgo: 60,
    excerpt: 'Écoute sans publicité, téléchargements illimités et réductions en boutique.',
    content:
      '<p>Trois forfaits : <strong>Free</strong>, <strong>Starter</strong> (9,99 €/mois) et <strong>Premium</strong> (19,99 €/mois), qui donne accès aux téléchargements illimités et à 15 % de réduction en boutique.</p>',
    comments: [
      {
        author: 'free',
        text: 'Et un tarif étudiant ?',
        replies: [{ author: 'Rédaction Kora', text: 'On y réfléchit !' }],
      },
    ],
  },
];

/** Comments on releases (by index in RELEASES) and on episodes ([podcast, episode]). */
export const RELEASE_COMMENTS: ReadonlyArray<{ release: number; comments: CommentSeed[] }> = [
  {
    release: 0,
    comments: [
      { author: 'premium', text: 'Ces cuivres 😍', replies: [{ author: 'free', text: 'Et la voix !' }] },
      { author: 'Nico', text: 'Single de l’année.' },
    ],
  },
  { release: 1, comments: [{ author: 'free', text: 'Le fleuve me donne des frissons.' }] },
  {
    release: 4,
    comments: [
      {
        author: 'artist',
        text: 'Album incroyable du début à la fin.',
        replies: [{ author: 'premium', text: 'Ligne 13 en particulier.' }],
      },
    ],
  },
  { release: 8, comments: [{ author: 'Lucas', text: 'Le son de l’été, sans hésiter.' }] },
];

export const EPISODE_COMMENTS: ReadonlyArray<{ episode: [number, number]; comments: CommentSeed[] }> = [
  {
    episode: [0, 0],
    comments: [
      { author: 'free', text: 'Super clair, merci !' },
      { author: 'Hugo', text: 'Un épisode sur les boîtes à rythmes ?' },
    ],
  },
  { episode: [1, 0], comments: [{ author: 'premium', text: 'Très bel entretien.' }] },
];
