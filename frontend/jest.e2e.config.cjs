// Browser journeys: Debian's chromium, driven by playwright-core, against the built api serving the built
// web app on its own freshly seeded database (started once for all journeys by the global setup).
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.journey.ts'],
  transform: { '^.+\\.tsx?$': require('../jest.swc.cjs') },
  moduleNameMapper: {
    '^@isl/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@isl/test-support$': '<rootDir>/../libs/test-support/src/index.ts',
  },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  testTimeout: 90_000,
};
