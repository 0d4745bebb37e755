// The web app's first load, as `bench:web` prints it and `npm run check:first-load` holds it to its budget: the
// JavaScript a first visit downloads before the first render (the scripts index.html loads and preloads, and the
// first part of the reader's language's strings), gzipped as it is sent (the build's .gz files,
// frontend/vite.precompress.ts; a file without one is sent as it is), and as zlib's level 9 would have it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The language whose strings the first load is measured with. */
export const FIRST_LANGUAGE = 'en';

/** The bytes a browser that accepts gzip receives for `path`: its .gz, or the file itself where the build wrote none. */
const sentGzipped = (path) => readFileSync(existsSync(`${path}.gz`) ? `${path}.gz` : path).length;

const kB = (files, bytes) => +(files.reduce((sum, file) => sum + file[bytes], 0) / 1000).toFixed(1);

/** `paths` (in `folder`) gzipped as sent and as zlib's level 9 would have them: their totals, and each file, largest first. */
export function gzippedFiles(paths, folder) {
  const files = paths.map((path) => {
    const file = join(folder, path);
    return { path, gzipBytes: sentGzipped(file), zlibLevel9Bytes: gzipSync(readFileSync(file), { level: 9 }).length };
  });
  return {
    gzipKB: kB(files, 'gzipBytes'),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    zlibLevel9KB: kB(files, 'zlibLevel9Bytes'),
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/** The scripts a built page loads and preloads. */
export const scriptsOf = (html) => [...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map(([, path]) => path);

/** What the browser must fetch and run before the app renders, by file, gzipped, in the build at `dist`. */
export function initialJavaScript(dist) {
  const scripts = scriptsOf(readFileSync(join(dist, 'index.html'), 'utf8'));
  const catalogue = readdirSync(join(dist, 'assets')).find((name) => new RegExp(`^${FIRST_LANGUAGE}\\.first-[\\w-]+\\.js$`).test(name));
  return gzippedFiles([...scripts, `assets/${catalogue}`], dist);
}
