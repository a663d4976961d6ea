/** Demo store products, partners and home banners. */

export interface ProductSeed {
  name: string;
  category: string;
  priceMinor: number;
  stock: number;
  description: string;
  images: number;
  daysAgo: number;
}

export const PRODUCTS: readonly ProductSeed[] = [
  {
    name: 'T-shirt Kora Classic',
    category: 'Vêtements',
    priceMinor: 2500,
    stock: 120,
    images: 3,
    daysAgo: 5,
    description: '<p>T-shirt en coton bio, logo Kora brodé.</p><ul><li>100 % coton bio</li><li>Coupe unisexe</li></ul>',
  },
  {
    name: 'Sweat à capuche Racines',
    category: 'Vêtements',
    priceMinor: 5500,
    stock: 40,
    images: 2,
    daysAgo: 12,
    description: '<p>Sweat molletonné aux couleurs de l’album <em>Racines</em> de Nadia Kane.</p>',
  },
  {
    name: 'Vinyle Racines – Nadia Kane',
    category: 'Vinyles',
    priceMinor: 2999,
    stock: 25,
    images: 2,
    daysAgo: 20,
    description: '<p>Double vinyle 180 g, pochette ouvrante, livret de paroles.</p>',
  },
  {
    name: 'Vinyle Double Culture – Malik Sy',
    category: 'Vinyles',
    priceMinor: 2799,
    stock: 18,
    images: 2,
    daysAgo: 8,
    description: '<p>Édition limitée numérotée, vinyle orange.</p>',
  },
  {
    name: 'Vinyle Miniatures – Léon Marceau',
    category: 'Vinyles',
    priceMinor: 2499,
    stock: 0,
    images: 1,
    daysAgo: 90,
    description: '<p>Vinyle 12 pouces, enregistrement analogique. <strong>Épuisé</strong>, réassort prévu.</p>',
  },
  {
    name: 'Casquette Ondes Nocturnes',
    category: 'Accessoires',
    priceMinor: 2200,
    stock: 60,
    images: 2,
    daysAgo: 30,
    description: '<p>Casquette brodée, réglable.</p>',
  },
  {
    name: 'Tote bag Kora',
    category: 'Accessoires',
    priceMinor: 1500,
    stock: 200,
    images: 1,
    daysAgo: 45,
    description: '<p>Sac en toile épaisse pour vos vinyles.</p>',
  },
  {
    name: 'Affiche Nuits Sonores',
    category: 'Affiches',
    priceMinor: 1800,
    stock: 35,
    images: 1,
    daysAgo: 6,
    description: '<p>Affiche sérigraphiée 50 × 70 cm.</p>',
  },
  {
    name: 'Affiche Soleil de Noailles',
    category: 'Affiches',
    priceMinor: 1800,
    stock: 22,
    images: 1,
    daysAgo: 3,
    description: '<p>Affiche signée par Aya Diop, 40 × 60 cm.</p>',
  },
  {
    name: 'Mug Kora',
    category: 'Accessoires',
    priceMinor: 1200,
    stock: 80,
    images: 2,
    daysAgo: 70,
    description: '<p>Mug en céramique, 33 cl.</p>',
  },
  {
    name: 'Casque audio Studio K1',
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
    category: 'Vêtements',
    priceMinor: 2800,
    stock: 30,
    images: 2,
    daysAgo: 25,
    description: '<p>Official band tee, screen printed in Brighton.</p>',
  },
  {
    name: 'Cordes pour kora (jeu complet)',
    category: 'Instruments',
    priceMinor: 4500,
    stock: 10,
    images: 1,
    daysAgo: 50,
    description: '<p>Jeu de 21 cordes en nylon, sélectionné par Mamadou Kora.</p>',
  },
  {
    name: 'Platine vinyle Kora Play',
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
