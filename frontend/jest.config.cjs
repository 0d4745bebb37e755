module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.tsx?$': require('../jest.swc.cjs') },
  moduleNameMapper: {
    '^@isl/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    // The build has Emotion insert styles as components render (vite.config.ts); so do the tests.
    '^@emotion/use-insertion-effect-with-fallbacks$': '<rootDir>/src/app/insert-styles-in-render.ts',
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    '\\.svg(\\?no-inline)?$': '<rootDir>/test/asset-stub.cjs',
    // The build cuts each catalogue in two (vite.catalogue-parts.ts); the tests load whole catalogues.
    'locales/(\\w+)\\.json\\?part=\\w+$': '<rootDir>/src/locales/$1.json',
  },
  setupFiles: ['<rootDir>/test/setup-env.ts', '<rootDir>/test/setup-i18n.ts'],
  // After the framework, so that importing Testing Library registers its cleanup after each test.
  setupFilesAfterEnv: ['<rootDir>/test/setup-testing-library.ts'],
  maxWorkers: require('../jest.workers.cjs'),
};
