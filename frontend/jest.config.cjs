module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': require('../jest.swc.cjs') },
  moduleNameMapper: {
    '^@isl/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    '\\.svg$': '<rootDir>/test/asset-stub.cjs',
  },
  setupFiles: ['<rootDir>/test/setup-env.ts', '<rootDir>/test/setup-i18n.ts'],
};
