module.exports = require('../shared/build/jest.preset.js')('mf-creator', __dirname);
