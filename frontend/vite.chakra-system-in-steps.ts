import type { Plugin } from 'vite';

/** A module of Chakra's styled system, by its file name (the build rewrites three of them, REWRITES). */
const STYLED_SYSTEM_MODULE = /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]([\w-]+\.js)$/;

/** A rewrite of one statement: the code Chakra has, and what the build puts in its place. */
type Rewrite = readonly [chakras: string, steps: string];

/** Drives a function's steps to the end, for the callers that want its result at once. */
const RUN_TO_END = (name: string, steps: string) => `
function ${name}(...args) {
  const steps = ${steps}(...args);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}`;

/**
 * createSystem's steps: its configs merged, the token dictionary made (in steps of its own), the utilities that
 * turn style props into CSS, and the rest. Chakra's createSystem stays, running them all at once; the build adds
 * `createSystem.inSteps`, which yields between them.
 */
const SYSTEM_REWRITES: readonly Rewrite[] = [
  ["import { mergeConfigs } from './merge-config.js';", "import { mergeConfigsInSteps } from './merge-config.js';"],
  ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionaryInSteps } from './token-dictionary.js';"],
  ['function createSystem(...configs) {', 'function* createSystemInSteps(...configs) {'],
  ['  const config = mergeConfigs(...configs);\n', '  const config = yield* mergeConfigsInSteps(...configs); yield;\n'],
  ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionaryInSteps({'],
  ['  assignComposition();\n', '  yield; assignComposition(); yield;\n'],
  ['export { createSystem, isValidSystem };', `${RUN_TO_END('createSystem', 'createSystemInSteps')}\ncreateSystem.inSteps = createSystemInSteps;\nexport { createSystem, isValidSystem };`],
];

/** The configs' merge: a step to copy each config, and one to merge the copies. */
const MERGE_REWRITES: readonly Rewrite[] = [
  [
    'const mergeConfigs = (...configs) => {\n  const merged = mergeWith({}, ...configs.map(clone));\n',
    'function* mergeConfigsInSteps(...configs) {\n  const copies = []; for (const config of configs) { copies.push(clone(config)); yield; } const merged = mergeWith({}, ...copies); yield;\n',
  ],
  ['  return merged;\n};\n', '  return merged;\n}\n'],
  ['export { mergeConfigs };', `${RUN_TO_END('mergeConfigs', 'mergeConfigsInSteps')}\nexport { mergeConfigs, mergeConfigsInSteps };`],
];

/** The token dictionary's build, a step for each pass over the tokens. */
const BUILD_PASSES = [
  'applyMiddlewares("pre");',
  'applyTransforms("pre");',
  'addConditionalTokens();',
  'addReferences();',
  'expandTokenReferences$1();',
  'applyMiddlewares("post");',
  'applyTransforms("post");',
  'setupViews();',
];
const passes = (after: string) => BUILD_PASSES.map((pass) => `    ${pass}${after}\n`).join('');

const DICTIONARY_REWRITES: readonly Rewrite[] = [
  ['function createTokenDictionary(options) {', 'function* createTokenDictionaryInSteps(options) {'],
  [`  function build() {\n${passes('')}  }`, `  function* build() {\n${passes(' yield;')}  }`],
  ['  registerTokens();\n', '  registerTokens(); yield;\n'],
  ['  build();\n  return dictionary;', '  yield* build();\n  return dictionary;'],
  ['export { createTokenDictionary, tokenCategories };', `${RUN_TO_END('createTokenDictionary', 'createTokenDictionaryInSteps')}\nexport { createTokenDictionary, createTokenDictionaryInSteps, tokenCategories };`],
];

/** `code` with each rewrite made; `fail` is called, naming the module, when one of Chakra's statements is missing. */
function rewritten(code: string, rewrites: readonly Rewrite[], module: string, fail: (message: string) => never): string {
  return rewrites.reduce((result, [chakras, steps]) => {
    if (!result.includes(chakras)) fail(`Chakra's ${module} no longer reads as vite.chakra-system-in-steps.ts expects: update the plugin`);
    return result.replace(chakras, steps);
  }, code);
}

/** Each module the build rewrites, by its file name, with its rewrites. */
const REWRITES = {
  'system.js': SYSTEM_REWRITES,
  'merge-config.js': MERGE_REWRITES,
  'token-dictionary.js': DICTIONARY_REWRITES,
} satisfies Record<string, readonly Rewrite[]>;

export type RewrittenModule = keyof typeof REWRITES;
const isRewritten = (module: string | undefined): module is RewrittenModule => module !== undefined && Object.hasOwn(REWRITES, module);

/** Chakra's `module` (its code `code`) cut into steps; `fail` is called when one of its statements is missing. */
export const inSteps = (module: RewrittenModule, code: string, fail: (message: string) => never): string => rewritten(code, REWRITES[module], module, fail);

/**
 * Making the app's Chakra system was the longest task of a cold start (docs/benchmarks.md), in which a phone
 * answers no tap. Chakra makes it in one call, so the build cuts that call into its steps
 * (generators that yield between them), and the app runs each in a task of its own (app/theme.ts). A Chakra
 * release that changes one of these statements fails the build here rather than quietly making it in one go.
 */
export function chakraSystemInSteps(): Plugin {
  return {
    name: 'isl-chakra-system-in-steps',
    apply: 'build',
    transform(code, id) {
      const module = STYLED_SYSTEM_MODULE.exec(id)?.[1];
      return isRewritten(module) ? { code: inSteps(module, code, (message) => this.error(message)), map: null } : null;
    },
  };
}
