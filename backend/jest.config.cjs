// Unit specs live beside the code (src/**/*.spec.ts, tools/**/*.spec.ts); e2e specs boot the real app on real PostgreSQL and
// Redis (test/**/*.e2e-spec.ts), each file on its own database copied from a migrated, seeded template.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/tools', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j|mj)sx?$': require('../jest.swc.cjs') },
  // NestJS 12, cookie (which @fastify/cookie imports dynamically), the OpenID Connect libraries and a few other
  // dependencies ship ES modules only; SWC turns them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|file-type|load-esm|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|content-disposition|@fastify/cookie|cookie|openid-client|oauth4webapi|jose|oidc-provider)/)'],
  moduleNameMapper: {
    // file-type exports its Node entry only to `import` (and `module-sync`, which jest does not know).
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
    '^@isl/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@isl/test-support$': '<rootDir>/../libs/test-support/src/index.ts',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30_000,
  // Files share nothing (own database, own Redis key prefixes, ports chosen by the system), so they run side by side.
  maxWorkers: require('../jest.workers.cjs'),
};
