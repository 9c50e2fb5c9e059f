// The scale-out suite (scripts/test.mjs stage `scale-out`, after `build`): two apis and two
// workers from apps/api/dist on one database and one Redis prefix, behind a round-robin proxy.
// Apart from the integration project because it needs the build.
const base = require('../../jest.config.js').projects.find(
  (project) => project.displayName === 'integration',
);

module.exports = {
  testEnvironment: base.testEnvironment,
  setupFiles: base.setupFiles,
  transform: base.transform,
  moduleNameMapper: {
    '^@dealdraft/domain$': require('node:path').join(
      __dirname,
      '../../../../libs/domain/src/index.ts',
    ),
  },
  displayName: 'scale-out',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.scale-out-spec.ts'],
  testTimeout: 60_000,
};
