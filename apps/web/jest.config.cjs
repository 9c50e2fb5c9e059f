// CommonJS because the package is "type": "module" and Jest loads its config with require().
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  testEnvironment: 'jsdom',
  // Form-filling tests take seconds when the 2-core CI machine is also building.
  testTimeout: 20_000,
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@dealdraft/domain$': '<rootDir>/../../libs/domain/src/index.ts',
  },
};
