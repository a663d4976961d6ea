module.exports = require('./build/jest.preset.js')('shared', __dirname);
