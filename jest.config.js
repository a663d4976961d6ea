/** One Jest run over every package: each package keeps its own config beside its code. */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-catalogue',
    '<rootDir>/mf-events',
    '<rootDir>/mf-store',
    '<rootDir>/mf-account',
    '<rootDir>/mf-creator',
    '<rootDir>/api',
  ],
};
