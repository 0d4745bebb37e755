import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Text worth compressing; images, fonts (WOFF2) and the like are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `name.br` and `name.gz` beside each text file of the build, at the strongest settings, once, at build time
 * rather than per request: brotli at quality 11, and gzip by Zopfli, which searches far longer than zlib's level 9
 * for the same format in fewer bytes (any gzip reader reads it; docs/benchmarks.md has the figures). A variant that
 * would be no smaller than its file is not written. The api (@fastify/static's preCompressed) and nginx
 * (gzip_static) send them as they are to browsers that accept them.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'isl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // The service worker is written by another plugin's closeBundle, which may run beside this one: a twin made
      // before it was written would be a stale worker served for good, and browsers fetch it uncached anyway.
      const serviceWorker = join(outDir, 'sw.js');
      for (const path of filesUnder(outDir).filter((path) => COMPRESSIBLE.test(path) && path !== serviceWorker)) {
        const content = readFileSync(path);
        const variants = {
          br: brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          gz: await gzipAsync(content, { numiterations: 15 }),
        };
        for (const [extension, compressed] of Object.entries(variants)) {
          if (compressed.length < content.length) writeFileSync(`${path}.${extension}`, compressed);
        }
      }
    },
  };
}
