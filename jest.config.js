/** One Jest run over every package: each package keeps its own config beside its code. */
const APPS = require('./shared/src/apps.json');

module.exports = {
  projects: ['shared', ...Object.values(APPS).map((app) => app.dir), 'api'].map((dir) => `<rootDir>/${dir}`),
};
