/** One Jest run over every package: each package keeps its own config beside its code. */
const APPS = require('./shared/src/apps.json');

module.exports = {
  // A global option (ignored inside a project): API suites open a database and hash passwords in their
  // hooks, which on a loaded 2-core machine takes longer than Jest's default 5 s.
  testTimeout: 30000,
  projects: ['shared', ...Object.values(APPS).map((app) => app.dir), 'api'].map((dir) => `<rootDir>/${dir}`),
};
