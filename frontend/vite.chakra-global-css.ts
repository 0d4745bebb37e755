import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** Chakra's createSystem, whose page-wide CSS the browser build makes on first use rather than eagerly. */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
/** How createSystem makes the page-wide CSS, and the statement that makes it eagerly. */
const MAKE_GLOBAL = '[getPreflightCss(), getGlobalCss(), getTokenCss()]';
const EAGER_GLOBAL = `const _global = ${MAKE_GLOBAL};`;
const RETURNED_GLOBAL = '    _global,\n';

/**
 * Chakra's createSystem makes the page-wide CSS (its reset, base styles and a CSS variable for every token) as the
 * system is made, though only its provider reads it: much of the time of making the system (docs/benchmarks.md).
 * The browser build makes it on first read instead, and the app never reads it (appSystem), since the page carries
 * it already.
 * Chakra has no option for this, so the one statement is rewritten here; the build fails if a Chakra upgrade
 * changed it, rather than quietly making the CSS twice.
 */
function lazyChakraGlobalCss(): Plugin {
  return {
    name: 'isl-chakra-lazy-global-css',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return undefined;
      if (!code.includes(EAGER_GLOBAL) || !code.includes(RETURNED_GLOBAL)) {
        throw new Error(`${id} no longer makes its page-wide CSS as vite.chakra-global-css.ts expects: update the plugin`);
      }
      // Each statement is replaced on its own line, so the module's source map still holds for every line.
      const lazy = code
        .replace(EAGER_GLOBAL, 'let _global;')
        .replace(RETURNED_GLOBAL, `    get _global() { return _global ??= ${MAKE_GLOBAL}; },\n`);
      return { code: lazy, map: null };
    },
  };
}

/**
 * The page-wide CSS Chakra's provider would write as the app first renders, written by the build into index.html
 * instead: the browser parses it with the page, and no script makes, serializes or inserts it on a fan's phone.
 * It is what Chakra's provider renders on the server (src/app/chakra-global-css.ts), made from the app's theme.
 */
function pageWideChakraCss(): Plugin {
  let root = '';
  let css: Promise<{ css: string; dependencies: string[] }> | undefined;
  const load = async () => {
    const { module, dependencies } = await runnerImport<typeof import('./src/app/chakra-global-css')>(join(root, 'src/app/chakra-global-css.ts'), {
      configFile: false,
      root,
      logLevel: 'error',
    });
    return { css: module.chakraGlobalCss(), dependencies };
  };
  return {
    name: 'isl-chakra-global-css',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // A change to the theme makes the CSS again, and reloads the page that carries it.
      server.watcher.on('change', (path) => {
        css
          ?.then(({ dependencies }) => {
            if (!dependencies.includes(path)) return;
            css = undefined;
            server.ws.send({ type: 'full-reload' });
          })
          .catch(() => undefined); // a theme that failed to load is loaded again by the next page
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        css ??= load().catch((error: unknown) => {
          css = undefined;
          throw error;
        });
        return [{ tag: 'style', attrs: { id: 'chakra-global-css' }, children: (await css).css, injectTo: 'head' }];
      },
    },
  };
}

export const chakraGlobalCss = (): Plugin[] => [lazyChakraGlobalCss(), pageWideChakraCss()];
