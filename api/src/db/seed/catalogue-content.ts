/** Demo catalogue: artists, releases with their tracks, and video clips. Believable French, some English. */

export interface ArtistSeed {
  name: string;
  realName: string;
  bio: string;
  longBio: string;
  followers: number;
  popularity: number;
  /** Linked to the demo artist account. */
  account?: 'artist';
}

export const ARTISTS: readonly ArtistSeed[] = [
  { name: 'Nadia Kane', realName: 'Nadia Kanouté', bio: 'Soul afro-parisienne, voix de velours et cuivres chauds.', longBio: '<p>Née à Montreuil, <strong>Nadia Kane</strong> mêle soul, jazz et rythmes mandingues hérités de sa famille malienne.</p><p>Après deux EP remarqués, elle prépare un premier album enregistré entre Paris et Bamako.</p>', followers: 48200, popularity: 92 },
  { name: 'Les Ondes Nocturnes', realName: 'Julien Morel et Clara Vidal', bio: 'Duo électronique lyonnais aux nappes analogiques.', longBio: '<p>Formé en 2019 dans un studio des pentes de la Croix-Rousse, le duo compose une électro <em>mélancolique et dansante</em>.</p><p>Leurs lives mêlent synthétiseurs modulaires et projections.</p>', followers: 31500, popularity: 85 },
  { name: 'Malik Sy', realName: 'Malik Sylla', bio: 'Rap entre Dakar et Paris, plume affûtée.', longBio: '<p>Malik Sy raconte la double culture avec humour et gravité. Ses textes, salués par la critique, naviguent entre wolof et français.</p>', followers: 67800, popularity: 95 },
  { name: 'Camille Rivage', realName: 'Camille Rivière', bio: 'Chanson française lumineuse, guitare et piano.', longBio: '<p>Autrice-compositrice bretonne, Camille Rivage écrit des chansons sur la mer, les départs et les retours.</p>', followers: 22100, popularity: 74 },
  { name: 'Aya Diop', realName: 'Aya Diop', bio: 'Afrobeats solaire et clips colorés.', longBio: '<p><strong>Aya Diop</strong> a grandi entre Abidjan et Marseille. Ses clips tournés dans les rues de Noailles cumulent des millions de vues.</p><p>Sa musique : afrobeats, amapiano et refrains en nouchi.</p>', followers: 89400, popularity: 98 },
  { name: 'Quartet Montmartre', realName: 'Paul Azoulay, Inès Farah, Théo Klein, Sam Okafor', bio: 'Jazz acoustique, standards et compositions.', longBio: '<p>Quatre musiciens réunis autour du piano d’un club de la Butte. Swing, ballades et improvisations.</p>', followers: 9800, popularity: 61 },
  { name: 'Léon Marceau', realName: 'Léon Marceau', bio: 'Piano néo-classique, pièces courtes et intimes.', longBio: '<p>Pianiste formé au conservatoire de Lyon, Léon Marceau compose des miniatures pour piano inspirées du cinéma.</p>', followers: 15600, popularity: 70 },
  { name: 'Sahel Roots', realName: 'Collectif Sahel Roots', bio: 'Reggae roots et dub, messages de paix.', longBio: '<p>Collectif né à Ouagadougou et installé à Bordeaux, Sahel Roots défend un reggae roots aux influences mandingues.</p>', followers: 12700, popularity: 66 },
  { name: 'Zoé Lumière', realName: 'Zoé Lemaire', bio: 'Indie pop rêveuse aux guitares cristallines.', longBio: '<p>Zoé Lumière enregistre seule dans sa chambre à Lille des chansons indie pop aux mélodies entêtantes.</p>', followers: 18900, popularity: 72 },
  { name: 'Kofi Mensah', realName: 'Kofi Mensah', bio: 'Highlife meets jazz: Accra to London.', longBio: '<p>Ghanaian guitarist <strong>Kofi Mensah</strong> blends highlife guitar lines with London jazz. His trio tours across Europe.</p>', followers: 26300, popularity: 79 },
  { name: 'The Velvet Tides', realName: 'The Velvet Tides', bio: 'Garage rock from Brighton, loud and warm.', longBio: '<p>Four friends, one van and a stack of fuzz pedals. The Velvet Tides play sweaty, joyful garage rock.</p>', followers: 14200, popularity: 68 },
  { name: 'Inès Bardot', realName: 'Inès Bardot', bio: 'Électro-pop élégante, refrains en français.', longBio: '<p>Inès Bardot fait danser la langue française sur des productions électro-pop minimalistes.</p>', followers: 35700, popularity: 88 },
  { name: 'Mamadou Kora', realName: 'Mamadou Cissokho', bio: 'Kora et beats électroniques.', longBio: '<p>Griot de formation, Mamadou Kora fait dialoguer sa kora à 21 cordes avec des machines.</p>', followers: 11200, popularity: 64 },
  { name: 'Lina Duval', realName: 'Lina Duval', bio: 'R&B soul intimiste, premières sorties.', longBio: '<p>Lina Duval publie ses premières chansons sur Kora : un R&B doux, écrit la nuit.</p>', followers: 2100, popularity: 40, account: 'artist' },
];

export interface TrackSeed {
  title: string;
  seconds: number;
}

export interface ReleaseSeed {
  /** Index into ARTISTS. */
  artist: number;
  title: string;
  type: 'single' | 'album' | 'ep' | 'video' | 'podcast';
  genre: string;
  /** Days before today. */
  daysAgo: number;
  priceMinor: number;
  likes: number;
  plays: number;
  about: [string, string, string];
  tracks: TrackSeed[];
  /** For type video: index into VIDEO_CLIPS. */
  clip?: number;
  /** For type podcast: [podcast index, episode index]. */
  episode?: [number, number];
}

const t = (title: string, seconds: number): TrackSeed => ({ title, seconds });

export const RELEASES: readonly ReleaseSeed[] = [
  { artist: 0, title: 'Lumière de Bamako', type: 'single', genre: 'R&B/Soul', daysAgo: 3, priceMinor: 199, likes: 1840, plays: 52300, about: ['Un single lumineux', 'Enregistré en une prise avec un quartet de cuivres.', 'Texte coécrit avec sa grand-mère.'], tracks: [t('Lumière de Bamako', 9)] },
  { artist: 0, title: 'Racines', type: 'album', genre: 'R&B/Soul', daysAgo: 120, priceMinor: 999, likes: 5200, plays: 310000, about: ['Premier album', 'Dix titres entre soul et musique mandingue.', 'Produit par Les Ondes Nocturnes.'], tracks: [t('Ouverture', 7), t('Racines', 9), t('Le fleuve', 8), t('Maman dit', 10), t('Nuit de Montreuil', 8), t('Kanou', 9), t('Cuivres', 7), t('Retour', 8)] },
  { artist: 1, title: 'Fréquences', type: 'ep', genre: 'Electronic', daysAgo: 15, priceMinor: 599, likes: 2100, plays: 87000, about: ['Un EP nocturne', 'Quatre titres pour les heures tardives.', 'Synthés analogiques et boîtes à rythmes.'], tracks: [t('Fréquence 1', 10), t('Croix-Rousse', 9), t('Néons', 11), t('Aube', 8)] },
  { artist: 1, title: 'Minuit Quarante', type: 'single', genre: 'Electronic', daysAgo: 1, priceMinor: 199, likes: 640, plays: 12400, about: ['Nouveau single', 'Une montée lente vers la piste.', ''], tracks: [t('Minuit Quarante', 10)] },
  { artist: 2, title: 'Double Culture', type: 'album', genre: 'Hip-Hop/Rap', daysAgo: 60, priceMinor: 1299, likes: 9800, plays: 820000, about: ['Album', 'Entre Dakar et Paris.', 'Featurings de Aya Diop et Mamadou Kora.'], tracks: [t('Intro (Dakar)', 6), t('Double Culture', 9), t('Teranga', 8), t('Ligne 13', 9), t('Maman Sénégal', 10), t('Outro (Paris)', 7)] },
  { artist: 2, title: 'Plume', type: 'single', genre: 'Hip-Hop/Rap', daysAgo: 8, priceMinor: 199, likes: 3100, plays: 140000, about: ['Single', 'Un morceau sur l’écriture.', ''], tracks: [t('Plume', 9)] },
  { artist: 3, title: 'Marées', type: 'album', genre: 'Indie', daysAgo: 200, priceMinor: 999, likes: 1900, plays: 64000, about: ['Album', 'Onze chansons sur la mer et les départs.', 'Enregistré à Douarnenez.'], tracks: [t('Marée haute', 8), t('Le phare', 9), t('Départs', 8), t('Granit rose', 7), t('Marée basse', 8)] },
  { artist: 3, title: 'Carte postale', type: 'single', genre: 'Indie', daysAgo: 30, priceMinor: 199, likes: 720, plays: 18000, about: ['Single', 'Une chanson d’été.', ''], tracks: [t('Carte postale', 8)] },
  { artist: 4, title: 'Soleil de Noailles', type: 'single', genre: 'Afrobeats', daysAgo: 2, priceMinor: 199, likes: 7600, plays: 480000, about: ['Single', 'Le tube de l’été marseillais.', ''], tracks: [t('Soleil de Noailles', 10)] },
  { artist: 4, title: 'Ambiance', type: 'ep', genre: 'Afrobeats', daysAgo: 45, priceMinor: 599, likes: 5400, plays: 390000, about: ['EP', 'Afrobeats et amapiano.', 'Cinq titres pour danser.'], tracks: [t('Ambiance', 9), t('Abidjan-Marseille', 10), t('Coupé', 8), t('Dis-moi', 9), t('Nouchi', 8)] },
  { artist: 4, title: 'Danse encore (clip)', type: 'video', genre: 'Afrobeats', daysAgo: 20, priceMinor: 199, likes: 9100, plays: 1200000, about: ['Clip officiel', 'Tourné dans les rues de Noailles.', ''], tracks: [t('Danse encore', 9)], clip: 0 },
  { artist: 5, title: 'Standards de la Butte', type: 'album', genre: 'Jazz', daysAgo: 300, priceMinor: 999, likes: 880, plays: 21000, about: ['Album live', 'Enregistré au club, un samedi soir.', ''], tracks: [t('Autumn Leaves', 10), t('Montmartre Blues', 9), t('Ballade pour Inès', 11), t('Take the Butte', 8), t('Petite fleur', 9), t('Minuit au Lapin', 10), t('Swing 18e', 8)] },
  { artist: 5, title: 'Pigalle Swing', type: 'single', genre: 'Jazz', daysAgo: 25, priceMinor: 199, likes: 310, plays: 7600, about: ['Single', 'Une composition originale.', ''], tracks: [t('Pigalle Swing', 9)] },
  { artist: 6, title: 'Miniatures', type: 'album', genre: 'Classical', daysAgo: 90, priceMinor: 999, likes: 1300, plays: 45000, about: ['Album', 'Dix pièces courtes pour piano.', 'Enregistré sur un Pleyel de 1920.'], tracks: [t('Miniature I', 7), t('Miniature II', 8), t('Miniature III', 6), t('Miniature IV', 9), t('Miniature V', 7), t('Miniature VI', 8), t('Miniature VII', 7), t('Miniature VIII', 9), t('Miniature IX', 6), t('Miniature X', 10)] },
  { artist: 6, title: 'Pluie sur Lyon', type: 'single', genre: 'Classical', daysAgo: 12, priceMinor: 199, likes: 420, plays: 9900, about: ['Single', 'Une pièce pour piano seul.', ''], tracks: [t('Pluie sur Lyon', 9)] },
  { artist: 7, title: 'Harmattan', type: 'ep', genre: 'Reggae', daysAgo: 75, priceMinor: 599, likes: 760, plays: 28000, about: ['EP', 'Reggae roots et dub.', ''], tracks: [t('Harmattan', 10), t('Jah Sahel', 9), t('Dub de Bordeaux', 11)] },
  { artist: 7, title: 'Paix', type: 'single', genre: 'Reggae', daysAgo: 18, priceMinor: 199, likes: 380, plays: 11200, about: ['Single', 'Un hymne à la paix.', ''], tracks: [t('Paix', 9)] },
  { artist: 8, title: 'Chambre 12', type: 'ep', genre: 'Indie', daysAgo: 35, priceMinor: 599, likes: 1100, plays: 39000, about: ['EP', 'Quatre chansons enregistrées dans une chambre.', ''], tracks: [t('Chambre 12', 8), t('Lille, hiver', 9), t('Cristal', 8), t('Rêve éveillé', 10)] },
  { artist: 8, title: 'Papillons', type: 'single', genre: 'Indie', daysAgo: 5, priceMinor: 199, likes: 560, plays: 15800, about: ['Single', 'Guitares cristallines.', ''], tracks: [t('Papillons', 8)] },
  { artist: 9, title: 'Accra to London', type: 'album', genre: 'Jazz', daysAgo: 150, priceMinor: 1299, likes: 2400, plays: 98000, about: ['Album', 'Highlife guitar meets London jazz.', 'Recorded live in Peckham.'], tracks: [t('Accra Morning', 9), t('Kente', 10), t('Peckham Highlife', 9), t('Palm Wine', 8), t('Tema Harbour', 10), t('London Rain', 9)] },
  { artist: 9, title: 'Highlife Sunday', type: 'single', genre: 'Jazz', daysAgo: 10, priceMinor: 199, likes: 690, plays: 22000, about: ['Single', 'A Sunday afternoon groove.', ''], tracks: [t('Highlife Sunday', 9)] },
  { artist: 10, title: 'Fuzz & Salt', type: 'album', genre: 'Rock', daysAgo: 180, priceMinor: 999, likes: 1500, plays: 51000, about: ['Album', 'Garage rock recorded in one weekend.', ''], tracks: [t('Fuzz & Salt', 8), t('Pier Lights', 9), t('Van Song', 7), t('Brighton Rock', 8)] },
  { artist: 10, title: 'Loud Tonight', type: 'single', genre: 'Rock', daysAgo: 22, priceMinor: 199, likes: 430, plays: 13300, about: ['Single', 'Turn it up.', ''], tracks: [t('Loud Tonight', 8)] },
  { artist: 10, title: 'Pier Lights (live video)', type: 'video', genre: 'Rock', daysAgo: 40, priceMinor: 199, likes: 1200, plays: 76000, about: ['Live video', 'Filmed on Brighton pier.', ''], tracks: [t('Pier Lights (live)', 9)], clip: 5 },
  { artist: 11, title: 'Élégance', type: 'album', genre: 'Electronic', daysAgo: 100, priceMinor: 999, likes: 4100, plays: 210000, about: ['Album', 'Électro-pop minimaliste.', 'Mixé à Berlin.'], tracks: [t('Élégance', 9), t('Rue de Rivoli', 8), t('Tendresse', 10), t('Minuit', 9), t('Danse lente', 8)] },
  { artist: 11, title: 'Néon Rose', type: 'single', genre: 'Electronic', daysAgo: 4, priceMinor: 199, likes: 2300, plays: 96000, about: ['Single', 'Un refrain entêtant.', ''], tracks: [t('Néon Rose', 9)] },
  { artist: 11, title: 'Tendresse (clip)', type: 'video', genre: 'Electronic', daysAgo: 50, priceMinor: 199, likes: 3300, plays: 240000, about: ['Clip officiel', 'Réalisé par Clara Vidal.', ''], tracks: [t('Tendresse', 10)], clip: 6 },
  { artist: 12, title: '21 Cordes', type: 'ep', genre: 'Electronic', daysAgo: 65, priceMinor: 599, likes: 870, plays: 26000, about: ['EP', 'Kora et machines.', ''], tracks: [t('21 Cordes', 10), t('Griot 2.0', 9), t('Casamance', 11)] },
  { artist: 12, title: 'Ziguinchor', type: 'single', genre: 'Electronic', daysAgo: 14, priceMinor: 199, likes: 350, plays: 8700, about: ['Single', 'Un voyage en Casamance.', ''], tracks: [t('Ziguinchor', 10)] },
  { artist: 13, title: 'Nuits blanches', type: 'single', genre: 'R&B/Soul', daysAgo: 6, priceMinor: 199, likes: 120, plays: 2300, about: ['Premier single', 'Écrit la nuit, chanté à voix basse.', ''], tracks: [t('Nuits blanches', 9)] },
  { artist: 13, title: 'Premières lueurs', type: 'ep', genre: 'R&B/Soul', daysAgo: 28, priceMinor: 599, likes: 90, plays: 1700, about: ['Premier EP', 'Trois titres R&B.', ''], tracks: [t('Premières lueurs', 8), t('Silence', 9), t('Encore toi', 8)] },
  { artist: 2, title: 'Ligne 13 (clip)', type: 'video', genre: 'Hip-Hop/Rap', daysAgo: 55, priceMinor: 199, likes: 4200, plays: 530000, about: ['Clip officiel', 'Tourné dans le métro parisien.', ''], tracks: [t('Ligne 13', 9)], clip: 3 },
  { artist: 1, title: 'Les Ondes – Spécial Lyon', type: 'podcast', genre: 'Electronic', daysAgo: 9, priceMinor: 0, likes: 260, plays: 5400, about: ['Épisode spécial', 'Le duo raconte la scène électro lyonnaise.', ''], tracks: [t('Les Ondes – Spécial Lyon', 12)], episode: [0, 1] },
  { artist: 0, title: 'Nadia Kane, la voix de Montreuil', type: 'podcast', genre: 'R&B/Soul', daysAgo: 16, priceMinor: 0, likes: 410, plays: 8800, about: ['Entretien', 'Nadia Kane parle de Racines.', ''], tracks: [t('Nadia Kane, la voix de Montreuil', 12)], episode: [1, 0] },
];

export interface VideoClipSeed {
  artist: number;
  title: string;
  description: string;
  seconds: number;
  quality: '720p' | '1080p' | '4k';
  likes: number;
  plays: number;
  daysAgo: number;
}

export const VIDEO_CLIPS: readonly VideoClipSeed[] = [
  { artist: 4, title: 'Danse encore', description: 'Clip officiel tourné à Noailles, Marseille.', seconds: 214, quality: '4k', likes: 9100, plays: 1200000, daysAgo: 20 },
  { artist: 4, title: 'Soleil de Noailles (live)', description: 'En live sur le toit de la Friche.', seconds: 245, quality: '1080p', likes: 4300, plays: 380000, daysAgo: 2 },
  { artist: 4, title: 'Ambiance – making of', description: 'Les coulisses de l’EP.', seconds: 410, quality: '1080p', likes: 1700, plays: 96000, daysAgo: 44 },
  { artist: 2, title: 'Ligne 13', description: 'Clip officiel, métro parisien.', seconds: 232, quality: '1080p', likes: 4200, plays: 530000, daysAgo: 55 },
  { artist: 0, title: 'Lumière de Bamako (session)', description: 'Session acoustique avec cuivres.', seconds: 276, quality: '1080p', likes: 2200, plays: 140000, daysAgo: 3 },
  { artist: 10, title: 'Pier Lights (live)', description: 'Live on Brighton pier.', seconds: 198, quality: '720p', likes: 1200, plays: 76000, daysAgo: 40 },
  { artist: 11, title: 'Tendresse', description: 'Clip officiel réalisé par Clara Vidal.', seconds: 221, quality: '4k', likes: 3300, plays: 240000, daysAgo: 50 },
  { artist: 1, title: 'Néons (live AV)', description: 'Live audiovisuel au Sucre, Lyon.', seconds: 302, quality: '1080p', likes: 980, plays: 45000, daysAgo: 15 },
];
