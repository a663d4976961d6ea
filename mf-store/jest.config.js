module.exports = require('../shared/build/jest.preset.js')('mf-store', __dirname);
