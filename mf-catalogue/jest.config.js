module.exports = require('../shared/build/jest.preset.js')('mf-catalogue', __dirname);
