module.exports = require('../shared/build/jest.preset.js')('mf-events', __dirname);
