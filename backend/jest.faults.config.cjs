// `npm run test:faults`: the product scaled out behind nginx (backend/tools/cluster) and hurt on purpose. Slow, so
// apart from the e2e suite; it needs the build (dist and the web app) and Debian's nginx.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  roots: ['<rootDir>/test-faults'],
  testMatch: ['**/*.fault-spec.ts'],
  testTimeout: 600_000,
};
