// One lint configuration for every workspace. Besides the usual correctness rules it guards the layout:
// frontend features never import each other, libs/contracts stays free of Node, the DOM and the apps, services
// never see Fastify's request or reply, and browser journeys never reach into the backend's sources.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'frontend/src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What two features share lives below them, in src/components or src/lib; the app shell composes features. */
const featureBoundaries = [
  ...features.map((feature) => ({
    target: `./${FEATURES_DIR}/${feature}`,
    from: `./${FEATURES_DIR}`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to src/components or src/lib.',
  })),
  ...['components', 'lib'].map((layer) => ({
    target: `./frontend/src/${layer}`,
    from: ['./frontend/src/features', './frontend/src/app'],
    message: `src/${layer} sits below the features and the app shell: it cannot import them.`,
  })),
  {
    target: './frontend/e2e',
    from: './backend/src',
    message: 'Browser journeys use shared test helpers (@isl/test-support), not the backend\'s sources.',
  },
];

const HOST_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'fetch', 'process', 'Buffer', 'require', '__dirname', '__filename', 'global'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/coverage/', 'artifacts/', '.data/', 'frontend/public/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      // Type-aware rules that catch real bugs at little cost.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaries }],
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
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
