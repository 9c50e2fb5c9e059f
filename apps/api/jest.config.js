// Unit tests sit beside the code; service tests (test/*.service-spec.ts) run a few modules
// against the real PostgreSQL, each test in a rolled-back transaction; integration tests boot
// the real app against real PostgreSQL and Redis. Both use a throwaway database per run, made by
// the global setup.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// kubernetes-models and the packages it imports: ES modules only, compiled for the unit tests.
const { ESM_ONLY_PACKAGES } = require('./test/support/esm-only-resolver');
const shared = {
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^@dealdraft/domain$': '<rootDir>/../../libs/domain/src/index.ts' },
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      rootDir: __dirname,
      // test/deploy: the Kubernetes manifests checked offline against the api's config.
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/deploy/**/*.spec.ts'],
      // kubernetes-models ships its schema validators as ES modules only.
      resolver: '<rootDir>/test/support/esm-only-resolver.js',
      transform: { ...shared.transform, [`/node_modules/${ESM_ONLY_PACKAGES}/.+\\.js$`]: swc },
      transformIgnorePatterns: [`/node_modules/(?!${ESM_ONLY_PACKAGES}/)`],
    },
    {
      ...shared,
      displayName: 'service',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.service-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.integration-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
    },
    {
      // The same files as `integration`, a few to a module registry (test/support/batches.ts):
      // what npm test runs.
      ...shared,
      displayName: 'integration-batches',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/batches/*.batch-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
    },
  ],
};
