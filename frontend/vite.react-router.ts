import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** React Router's bundled code: everything its entry points re-export. */
const ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;
/** `Context.displayName = "…";` at the top of the module: a name for React's developer tools. */
const DISPLAY_NAME_STATEMENT = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** `React3.createContext(…)`, `React10.forwardRef(…)`, `React.memo(…)`: calls that only make an object. */
const UNMARKED_PURE_CALL = /(?<!@__PURE__ \*\/ )\b(React\d*\.(?:createContext|forwardRef|memo))\(/g;

/**
 * React Router 7 for the web app's build:
 * - Its production files. The package exports only its development build, whatever the mode
 *   (remix-run/react-router#14102, open), whose warnings would ship to every fan; the production files beside it
 *   differ only in having them off. The dev server keeps the warnings.
 * - Marked so that what the app does not use can be left out. Its code is one module whose contexts and
 *   components are made by calls the bundler must assume have effects, each followed by a displayName
 *   assignment, which is one: so the whole router stayed, data router, forms, fetchers and framework-mode
 *   prefetching included, whatever the app imported. Dropping the names (used only by developer tools) and
 *   marking those calls pure lets the bundler keep only what the app reaches.
 */
export function reactRouterForProduction(): Plugin {
  const folder = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'isl-react-router-for-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(folder, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(folder, 'dom-export.mjs') },
        ],
      },
    }),
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      return { code: code.replace(DISPLAY_NAME_STATEMENT, '').replace(UNMARKED_PURE_CALL, '/* @__PURE__ */ $1('), map: null };
    },
  };
}
