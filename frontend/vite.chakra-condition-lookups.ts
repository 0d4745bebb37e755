import type { Plugin } from 'vite';

const CONDITIONS_MODULE = /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/;
/** Where Chakra gathers its conditions (`_hover`, `_rtl`...) and breakpoints, once, as the system is made. */
const CONDITIONS_GATHERED = 'const values = Object.assign({}, conditions, breakpoints.conditions);';
/** How it asks whether a style's key is one of them: a fresh list of all their names, searched from the start. */
const LOOKUP_BY_LIST = 'keys().includes(key)';

/**
 * Chakra asks whether a key is a condition for every key of every style object it turns into CSS: while it makes
 * the app's system at start, and as components render. Each time it lists the names of all its conditions anew
 * and searches the list. The names never change once gathered, so a set made then answers instead
 * (docs/benchmarks.md has what it saves). A Chakra release that changes this code fails the build here, rather
 * than leaving the slow lookup in place unnoticed.
 */
export function chakraConditionLookups(): Plugin {
  return {
    name: 'isl-chakra-condition-lookups',
    apply: 'build',
    transform(code, id) {
      if (!CONDITIONS_MODULE.test(id)) return null;
      return { code: withConditionSet(code, (message) => this.error(message)), map: null };
    },
  };
}

/** Chakra's conditions module with its lookup by list replaced by one in a set; `fail` is called if it has none. */
export function withConditionSet(code: string, fail: (message: string) => never): string {
  if (!code.includes(CONDITIONS_GATHERED) || !code.includes(LOOKUP_BY_LIST)) {
    fail("Chakra's conditions module no longer looks its conditions up as vite.chakra-condition-lookups.ts expects");
  }
  return code
    .replace(CONDITIONS_GATHERED, `${CONDITIONS_GATHERED}\n  const conditionNames = new Set(Object.keys(values));`)
    .replace(LOOKUP_BY_LIST, 'conditionNames.has(key)');
}
