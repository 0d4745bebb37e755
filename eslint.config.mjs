// One lint configuration for every workspace. Besides the usual correctness rules it guards the layout: the
// backend's layers only import downwards and its features only each other's public faces, frontend features never
// import each other, libs/contracts stays free of Node, the DOM and the apps, services never see Fastify's request
// or reply, and browser journeys never reach into the backend's sources.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'frontend/src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The app's layers: each feature on its own, the shared parts below them, and the app shell above. */
const featureElement = (feature) => `feature:${feature}`;
const frontendElements = [
  ...features.map((feature) => ({ type: featureElement(feature), pattern: `${FEATURES_DIR}/${feature}` })),
  { type: 'shared', pattern: ['frontend/src/components', 'frontend/src/lib'] },
  { type: 'app', pattern: 'frontend/src/app' },
];

/** What two features share moves down to src/components or src/lib; only the app shell composes features. */
const layerPolicies = [
  ...features.map((feature) => ({
    from: { element: { type: featureElement(feature) } },
    disallow: { to: { element: { types: { anyOf: features.filter((other) => other !== feature).map(featureElement) } } } },
    message: 'Features do not import each other: move what both need to src/components or src/lib.',
  })),
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { types: { anyOf: [...features.map(featureElement), 'app'] } } } },
    message: 'src/components and src/lib sit below the features and the app shell: they cannot import them.',
  },
];

const BACKEND_FEATURES_DIR = 'backend/src/features';
const backendFeatures = readdirSync(BACKEND_FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The backend's layers, lowest first: the platform, identity (who is asking), the features, and the process roots
 * (main.ts, worker.ts, their modules, create-app.ts, the CLIs and the database's schema and seed). See
 * docs/development.md.
 */
const backendElements = [
  { type: 'platform', pattern: 'backend/src/platform' },
  { type: 'identity', pattern: 'backend/src/identity' },
  ...backendFeatures.map((feature) => ({ type: featureElement(feature), pattern: `${BACKEND_FEATURES_DIR}/${feature}` })),
  // The rest of backend/src: the process roots' files and the database folder (schema, migrations, seed).
  { type: 'root', pattern: 'backend/src' },
];
const backendFeatureTypes = backendFeatures.map(featureElement);

/** What a feature or identity offers the rest: index.ts, and for entity relations and the schema, entities.ts. */
const INTERNALS = ['!(index|entities).ts', '*/**'];

const backendPolicies = [
  {
    from: { element: { type: 'platform' } },
    disallow: { to: { element: { types: { anyOf: ['identity', ...backendFeatureTypes, 'root'] } } } },
    message: 'The platform is the lowest layer: it imports nothing of identity, the features or the process roots.',
  },
  {
    from: { element: { type: 'identity' } },
    disallow: { to: { element: { types: { anyOf: [...backendFeatureTypes, 'root'] } } } },
    message: 'Identity sits below the features: a feature extends the account through identity\'s registries (AccountDeletion, AccountView).',
  },
  ...backendFeatureTypes.map((type) => ({
    from: { element: { type } },
    disallow: { to: { element: { types: { anyOf: ['root'] } } } },
    message: 'A feature cannot import a process root: the roots compose the features.',
  })),
  ...backendFeatureTypes.map((type) => ({
    from: { element: { type } },
    disallow: { to: { element: { types: { anyOf: [...backendFeatureTypes.filter((other) => other !== type), 'identity'] }, fileInternalPath: INTERNALS } } },
    message: "Another feature (or identity) is used through what it exports on purpose: its index.ts, or its entities.ts from an entity.",
  })),
  {
    from: { element: { type: 'root' } },
    disallow: { to: { element: { types: { anyOf: [...backendFeatureTypes, 'identity'] }, fileInternalPath: INTERNALS } } },
    message: 'The roots compose the features and identity through their index.ts (and entities.ts for the schema).',
  },
  {
    from: { element: { types: { anyOf: [...backendFeatureTypes, 'identity'] } }, file: { path: '!**/*.entity.ts' } },
    disallow: { to: { element: { types: { anyOf: [...backendFeatureTypes, 'identity'] }, fileInternalPath: 'entities.ts' } } },
    message: "Only an entity (for its relations) imports another's entities.ts: the rest reads other tables through their owner's queries.",
  },
];

const HOST_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'fetch', 'process', 'Buffer', 'require', '__dirname', '__filename', 'global'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-tools/', '**/coverage/', 'artifacts/', '.data/', 'frontend/public/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Type-aware rules that catch real bugs at little cost.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Plain JavaScript (configs, scripts) is not part of any TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['libs/contracts/src/**/*.ts'],
    ignores: ['libs/contracts/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/backend/**', '**/frontend/**'], message: 'libs/contracts sits below both apps.' },
            { regex: '^(?!\\.)', message: 'libs/contracts runs in Node and browsers alike: it imports only its own files.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...HOST_GLOBALS.map((name) => ({ name, message: 'libs/contracts uses no Node or DOM globals.' }))],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.spec.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': backendElements,
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: backendPolicies }],
    },
  },
  {
    // Controllers and guards turn HTTP into plain arguments, so a service can be tested without a request.
    files: ['backend/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify', '@fastify/*'], message: 'Services take plain arguments, not Fastify requests or replies.' }] },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': frontendElements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': ['error', { default: 'allow', policies: layerPolicies }],
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          importNames: ['Link', 'NavLink'],
          message: "Use components/RouterLink: React Router's Link brings its framework mode's prefetching into every first load.",
        })),
      ],
    },
  },
  {
    files: ['frontend/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/backend/src/**'], message: "Browser journeys use the shared test helpers (@isl/test-support), not the backend's sources." }] },
      ],
    },
  },
);
