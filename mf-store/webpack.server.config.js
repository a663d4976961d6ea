/** This remote's screens for the site's server (see remoteFirstScreenConfig). */
const { remoteFirstScreenConfig } = require('@kora/shared/build/server-bundle-config.js');

module.exports = remoteFirstScreenConfig(__dirname);
