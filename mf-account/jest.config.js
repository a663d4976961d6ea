module.exports = require('../shared/build/jest.preset.js')('mf-account', __dirname);
