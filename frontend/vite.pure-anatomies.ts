import type { Plugin } from 'vite';

/** The modules that make the components' anatomies: Zag's, Ark's extensions of them, and Chakra's list of all. */
const ANATOMY_MODULE =
  /[\\/]node_modules[\\/](?:@zag-js[\\/][\w-]+[\\/]dist[\\/][\w-]+\.anatomy\.mjs|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][\w-]+[\\/][\w-]+\.anatomy\.js|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js)$/;
/** A top-level `var parts = anatomy.build();` or `const alertAnatomy = createAnatomy("alert").parts(…);`. */
const ANATOMY_DECLARATION = /^((?:var|const) [\w$]+ = )([\w$.]+\([^;]*\));$/gm;
/** Chakra's recipes, which name their component's parts as `slots: alertAnatomy.keys()`. */
const RECIPE_MODULE = /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/][\w-]+\.js$/;
const ANATOMY_KEYS = /\b([\w$]+Anatomy)\.keys\(\)/g;

/**
 * Each component's anatomy (its parts' names, attributes and selectors) is made by a call at the top of its
 * module, which the bundler must assume has effects. So every anatomy Chakra lists was in the first load and made
 * at every start, some thirty of them for components the app never draws; the recipes of those components, though
 * left out, left their `keys()` calls behind too. Marking those calls pure lets the bundler keep only the anatomies
 * the app's components and recipes use.
 */
export function pureAnatomies(): Plugin {
  return {
    name: 'isl-pure-anatomies',
    apply: 'build',
    transform(code, id) {
      if (RECIPE_MODULE.test(id)) return { code: code.replace(ANATOMY_KEYS, '/* @__PURE__ */ $1.keys()'), map: null };
      if (!ANATOMY_MODULE.test(id)) return null;
      return { code: code.replace(ANATOMY_DECLARATION, '$1/* @__PURE__ */ (() => $2)();'), map: null };
    },
  };
}
