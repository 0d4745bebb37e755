import type { Plugin } from 'vite';

/** A side-effect import as the bundler writes it: `import"./app-Bx1.js";`. */
const SIDE_EFFECT_IMPORT = /import\s*"\.\/([\w.-]+\.js)";?/g;
/** Any other static import: of names, or of a namespace. */
const BINDING_IMPORT = /\bimport\s*[\w{*$]/;

interface Chunk {
  imports: string[];
}

/** The chunk index.html loads. */
const isPageEntry = (chunk: { isEntry: boolean; facadeModuleId: string | null }) => chunk.isEntry && !!chunk.facadeModuleId?.endsWith('/index.html');

/** `chunk`'s static imports, however deep, each after the chunks it imports: the order a browser evaluates them in. */
function inEvaluationOrder(chunk: Chunk, chunks: Map<string, Chunk>, order: string[] = []): string[] {
  for (const name of chunk.imports) {
    const imported = chunks.get(name);
    if (!imported || order.includes(name)) continue;
    inEvaluationOrder(imported, chunks, order);
    order.push(name);
  }
  return order;
}

/**
 * The page's first scripts evaluated one chunk per task (React, the other libraries, Chakra, the app), not all in one.
 * A browser runs a page's module graph in a single task, the longest of a cold start (docs/benchmarks.md), in
 * which a phone answers no tap. The entry chunk's import of the app becomes a chain of dynamic imports of the same
 * chunks in the order the browser would evaluate them, each of which runs in a task of its own; index.html still
 * preloads them all, so none is fetched later than before. The entry imports nothing by name, so nothing else changes.
 */
export function evaluateInTurn(): Plugin {
  return {
    name: 'isl-evaluate-in-turn',
    apply: 'build',
    // The entry's name says what it holds: changed here after the bundler named it, it is renamed with the change.
    augmentChunkHash: (chunk) => (isPageEntry(chunk) ? 'evaluated in turn' : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
        const entry = [...chunks.values()].find(isPageEntry);
        if (!entry) return;
        if ([...entry.code.matchAll(SIDE_EFFECT_IMPORT)].length !== entry.imports.length || BINDING_IMPORT.test(entry.code)) {
          throw new Error(`${entry.fileName} imports more than side effects: vite.evaluate-in-turn.ts cannot chain its imports`);
        }
        const chain = inEvaluationOrder(entry, chunks)
          .map((name) => `import("./${name.slice(name.lastIndexOf('/') + 1)}")`)
          .reduce((previous, next) => `${previous}.then(()=>${next})`);
        entry.code = `${chain};${entry.code.replace(SIDE_EFFECT_IMPORT, '')}`;
      },
    },
  };
}
