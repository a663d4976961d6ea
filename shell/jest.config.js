module.exports = require('../shared/build/jest.preset.js')('shell', __dirname);
