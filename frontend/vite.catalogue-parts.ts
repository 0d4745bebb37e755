import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SECTIONS } from './src/locales/first-sections.ts';

/** An import of a catalogue's part: `locales/<language>.json?part=first` or `?part=screens`. */
const PART_IMPORT = /^(.*[\\/]locales[\\/]\w+)\.json\?part=(first|screens)$/;
/** The module a part is: `locales/<language>.first.json`, named so its chunk says which part it is. */
const PART_MODULE = /^(.*[\\/]locales[\\/]\w+)\.(first|screens)\.json$/;

/**
 * Each language's catalogue as two chunks, cut from its one file (translators keep one file per language): the
 * sections the first screens use (src/locales/first-sections.ts), and the rest. Vite's JSON plugin then makes
 * each part a module as it would the whole file.
 */
export function catalogueParts(): Plugin {
  return {
    name: 'isl-catalogue-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = PART_IMPORT.exec(source);
      if (!match || !importer) return null;
      return resolve(dirname(importer), `${match[1]}.${match[2]}.json`);
    },
    load(id) {
      const match = PART_MODULE.exec(id);
      if (!match) return null;
      const file = `${match[1]}.json`;
      // The part changes with its file: the dev server reloads it, and a watching build rebuilds it.
      this.addWatchFile(file);
      const first = match[2] === 'first';
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return JSON.stringify(Object.fromEntries(Object.entries(catalogue).filter(([section]) => FIRST_SECTIONS.includes(section) === first)));
    },
  };
}
