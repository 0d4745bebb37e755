import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { splitCatalogue, type Catalogue } from './src/locales/first-strings.ts';

/** An import of a catalogue's part: `locales/<language>.json?part=first` or `?part=screens`. */
const PART_IMPORT = /^(.*[\\/]locales[\\/]\w+)\.json\?part=(first|screens)$/;
/** The module a part is: `locales/<language>.first.json`, named so its chunk says which part it is. */
const PART_MODULE = /^(.*[\\/]locales[\\/]\w+)\.(first|screens)\.json$/;

/**
 * Each language's catalogue as two chunks, cut from its one file (translators keep one file per language): the
 * strings the first screens use (src/locales/first-strings.ts), and the rest. Vite's JSON plugin then makes
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
      const parts = splitCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Catalogue);
      return JSON.stringify(match[2] === 'first' ? parts.first : parts.screens);
    },
  };
}
