/** What this remote publishes to the shell: its app lifecycles and the parcels other apps mount. */
module.exports.exposes = {
  './app': './src/app.tsx',
  './parcels/hero-banners': './src/parcels/hero-banners.tsx',
  './parcels/artists': './src/parcels/artists.tsx',
  './parcels/artist-clips': './src/parcels/artist-clips.tsx',
  './parcels/audio-lists': './src/parcels/audio-lists.tsx',
  './parcels/episodes': './src/parcels/episodes.tsx',
  './parcels/news': './src/parcels/news.tsx',
  './parcels/partners': './src/parcels/partners.tsx',
  './parcels/new-releases': './src/parcels/new-releases.tsx',
};
