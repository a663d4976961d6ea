/** Demo store products and promo codes, partners and home banners. */

export interface ProductSeed {
  name: string;
  category: string;
  priceMinor: number;
  stock: number;
  description: string;
  images: number;
  daysAgo: number;
  /** The artist (by name, from catalogue-content) whose merch it is; none for Kora's own. */
  artist?: string;
  /** Picked by the store (the 'featured' order). */
  featured?: boolean;
  /** Units already sold (the 'popular' order). */
  sold?: number;
}

export const PRODUCTS: readonly ProductSeed[] = [
  {
    name: 'T-shirt Kora Classic',
    featured: true,
    sold: 340,
    category: 'Vêtements',
    priceMinor: 2500,
    stock: 120,
    images: 3,
    daysAgo: 5,
    description: '<p>T-shirt en coton bio, logo Kora brodé.</p><ul><li>100 % coton bio</li><li>Coupe unisexe</li></ul>',
  },
  {
    name: 'Sweat à capuche Racines',
    artist: 'Nadia Kane',
    sold: 85,
    category: 'Vêtements',
    priceMinor: 5500,
    stock: 40,
    images: 2,
    daysAgo: 12,
    description: '<p>Sweat molletonné aux couleurs de l’album <em>Racines</em> de Nadia Kane.</p>',
  },
  {
    name: 'Vinyle Racines – Nadia Kane',
    artist: 'Nadia Kane',
    featured: true,
    sold: 150,
    category: 'Vinyles',
    priceMinor: 2999,
    stock: 25,
    images: 2,
    daysAgo: 20,
    description: '<p>Double vinyle 180 g, pochette ouvrante, livret de paroles.</p>',
  },
  {
    name: 'Vinyle Double Culture – Malik Sy',
    artist: 'Malik Sy',
    sold: 60,
    category: 'Vinyles',
    priceMinor: 2799,
    stock: 18,
    images: 2,
    daysAgo: 8,
    description: '<p>Édition limitée numérotée, vinyle orange.</p>',
  },
  {
    name: 'Vinyle Miniatures – Léon Marceau',
    artist: 'Léon Marceau',
    sold: 210,
    category: 'Vinyles',
    priceMinor: 2499,
    stock: 0,
    images: 1,
    daysAgo: 90,
    description: '<p>Vinyle 12 pouces, enregistrement analogique. <strong>Épuisé</strong>, réassort prévu.</p>',
  },
  {
    name: 'Casquette Ondes Nocturnes',
    artist: 'Les Ondes Nocturnes',
    sold: 40,
    category: 'Accessoires',
    priceMinor: 2200,
    stock: 60,
    images: 2,
    daysAgo: 30,
    description: '<p>Casquette brodée, réglable.</p>',
  },
  {
    name: 'Tote bag Kora',
    sold: 120,
    category: 'Accessoires',
    priceMinor: 1500,
    stock: 200,
    images: 1,
    daysAgo: 45,
    description: '<p>Sac en toile épaisse pour vos vinyles.</p>',
  },
  {
    name: 'Affiche Nuits Sonores',
    sold: 20,
    category: 'Affiches',
    priceMinor: 1800,
    stock: 35,
    images: 1,
    daysAgo: 6,
    description: '<p>Affiche sérigraphiée 50 × 70 cm.</p>',
  },
  {
    name: 'Affiche Soleil de Noailles',
    artist: 'Aya Diop',
    featured: true,
    sold: 75,
    category: 'Affiches',
    priceMinor: 1800,
    stock: 22,
    images: 1,
    daysAgo: 3,
    description: '<p>Affiche signée par Aya Diop, 40 × 60 cm.</p>',
  },
  {
    name: 'Mug Kora',
    sold: 95,
    category: 'Accessoires',
    priceMinor: 1200,
    stock: 80,
    images: 2,
    daysAgo: 70,
    description: '<p>Mug en céramique, 33 cl.</p>',
  },
  {
    name: 'Casque audio Studio K1',
    sold: 30,
    category: 'Audio',
    priceMinor: 8900,
    stock: 15,
    images: 3,
    daysAgo: 14,
    description: '<p>Casque fermé pour l’écoute et le mixage.</p><p>Impédance 32 Ω, câble détachable.</p>',
  },
  {
    name: 'Carte cadeau 25 €',
    category: 'Cartes cadeaux',
    priceMinor: 2500,
    stock: 999,
    images: 1,
    daysAgo: 100,
    description: '<p>À utiliser sur la boutique et les achats de titres.</p>',
  },
  {
    name: 'Carte cadeau 50 €',
    category: 'Cartes cadeaux',
    priceMinor: 5000,
    stock: 999,
    images: 1,
    daysAgo: 100,
    description: '<p>À utiliser sur la boutique et les achats de titres.</p>',
  },
  {
    name: 'T-shirt The Velvet Tides',
    artist: 'The Velvet Tides',
    sold: 45,
    category: 'Vêtements',
    priceMinor: 2800,
    stock: 30,
    images: 2,
    daysAgo: 25,
    description: '<p>Official band tee, screen printed in Brighton.</p>',
  },
  {
    name: 'Cordes pour kora (jeu complet)',
    artist: 'Mamadou Kora',
    sold: 12,
    category: 'Instruments',
    priceMinor: 4500,
    stock: 10,
    images: 1,
    daysAgo: 50,
    description: '<p>Jeu de 21 cordes en nylon, sélectionné par Mamadou Kora.</p>',
  },
  {
    name: 'Platine vinyle Kora Play',
    featured: true,
    sold: 18,
    category: 'Audio',
    priceMinor: 19900,
    stock: 7,
    images: 3,
    daysAgo: 2,
    description: '<p>Platine à entraînement par courroie, préampli intégré, sortie Bluetooth.</p>',
  },
  {
    name: 'Bonnet Kora',
    category: 'Vêtements',
    priceMinor: 1900,
    stock: 3,
    images: 1,
    daysAgo: 1,
    description: '<p>Bonnet en laine mérinos. Dernières pièces !</p>',
  },
  {
    name: 'Coffret vinyles Quartet Montmartre',
    artist: 'Quartet Montmartre',
    featured: true,
    sold: 25,
    category: 'Vinyles',
    priceMinor: 7900,
    stock: 5,
    images: 3,
    daysAgo: 4,
    description:
      '<h2>Le coffret des vingt ans</h2>' +
      '<p>Trois vinyles 180 g réunissant les enregistrements du <strong>Quartet Montmartre</strong> au Petit Journal, ' +
      'remasterisés à partir des bandes originales par le studio Chambre Records.</p>' +
      '<h3>Dans le coffret</h3><ul>' +
      '<li>Disque 1 : <em>Pigalle, minuit</em> (1998), inédit en vinyle</li>' +
      '<li>Disque 2 : <em>Les Abbesses</em> (2004), version longue</li>' +
      '<li>Disque 3 : sessions de répétition et prises alternatives</li>' +
      '<li>Un livret de 24 pages avec photographies d’archives et notes de pochette</li></ul>' +
      '<h3>Le mot du quartet</h3>' +
      '<blockquote><p>« Nous avons voulu que ce coffret sonne comme la salle, un soir de pluie, quand le public ' +
      'reste après le dernier morceau. »</p></blockquote>' +
      '<p>Édition limitée à 500 exemplaires numérotés à la main. Expédition sous 48 h dans un carton renforcé.</p>' +
      '<table><thead><tr><th>Format</th><th>Durée</th></tr></thead>' +
      '<tbody><tr><td>3 × LP 33 tours</td><td>2 h 04</td></tr></tbody></table>',
  },
  {
    name: 'Cassette Inès Bardot – édition limitée',
    artist: 'Inès Bardot',
    sold: 8,
    category: 'Cassettes',
    priceMinor: 1400,
    stock: 50,
    images: 0,
    daysAgo: 9,
    description: '<p>Cassette audio chrome, photo de pochette à venir.</p>',
  },
  {
    name: 'Vinyle Live à Accra – Kofi Mensah',
    artist: 'Kofi Mensah',
    sold: 33,
    category: 'Vinyles',
    priceMinor: 2699,
    stock: 14,
    images: 2,
    daysAgo: 40,
    description: '<p>Enregistré au Labadi Beach Hotel, double vinyle gatefold.</p>',
  },
  {
    name: 'Sweat Sahel Roots',
    artist: 'Sahel Roots',
    sold: 19,
    category: 'Vêtements',
    priceMinor: 4900,
    stock: 12,
    images: 2,
    daysAgo: 35,
    description: '<p>Sweat en coton épais, motif bogolan imprimé à Bamako.</p>',
  },
  {
    name: 'Lot de badges Lina Duval',
    artist: 'Lina Duval',
    sold: 64,
    category: 'Accessoires',
    priceMinor: 600,
    stock: 300,
    images: 1,
    daysAgo: 60,
    description: '<p>Quatre badges de 38 mm aux couleurs de l’EP <em>Aube</em>.</p>',
  },
];

export interface PromoCodeSeed {
  code: string;
  percentOff?: number;
  amountOffMinor?: number;
  /** Days before the seed's "now" the code starts, and ends (negative: in the future). */
  startsDaysAgo: number;
  endsDaysAgo: number;
  maxUses: number | null;
}

/** Demo promo codes (named in the README): one valid for a year, one expired, one fixed amount. */
export const PROMO_CODES: readonly PromoCodeSeed[] = [
  { code: 'BIENVENUE10', percentOff: 10, startsDaysAgo: 1, endsDaysAgo: -365, maxUses: null },
  { code: 'ETE2025', percentOff: 20, startsDaysAgo: 520, endsDaysAgo: 430, maxUses: 500 },
  { code: 'MERCI5', amountOffMinor: 500, startsDaysAgo: 1, endsDaysAgo: -365, maxUses: 100 },
];

export const PARTNERS: ReadonlyArray<{ name: string; url: string }> = [
  { name: 'Radio Nova Lyon', url: 'https://example.org/radio-nova-lyon' },
  { name: 'Festival Nuits Sonores', url: 'https://example.org/nuits-sonores' },
  { name: 'La Friche Belle de Mai', url: 'https://example.org/friche' },
  { name: 'Disquaires de France', url: 'https://example.org/disquaires' },
  { name: 'Institut des Musiques Africaines', url: 'https://example.org/ima' },
  { name: 'Studio Chambre Records', url: 'https://example.org/studio-chambre' },
];

export interface BannerSeed {
  title: string;
  text: string;
  buttonText1: string;
  buttonLink1: string;
  buttonText2: string | null;
  buttonLink2: string | null;
}

export const BANNERS: readonly BannerSeed[] = [
  {
    title: 'Aya Diop – Soleil de Noailles',
    text: 'Le tube de l’été est disponible. Écoutez-le et soutenez l’artiste en achetant le titre.',
    buttonText1: 'Écouter',
    buttonLink1: '/artist/aya-diop',
    buttonText2: 'Voir les sorties',
    buttonLink2: '/releases',
  },
  {
    title: 'Concerts à venir',
    text: 'Nuits Sonores, Kora Sessions, Jazz à la Butte : réservez vos places dès maintenant.',
    buttonText1: 'Voir les événements',
    buttonLink1: '/events',
    buttonText2: 'S’inscrire',
    buttonLink2: '/register',
  },
  {
    title: 'Passez Premium',
    text: 'Sans publicité, téléchargements illimités et 15 % de réduction en boutique pour 19,99 € par mois.',
    buttonText1: 'Découvrir les forfaits',
    buttonLink1: '/about',
    buttonText2: 'La boutique',
    buttonLink2: '/store',
  },
];
