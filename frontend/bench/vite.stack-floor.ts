import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import appConfig from '../vite.config.ts';

/** The app's build (plugins, aliases, chunk groups) of bench/stack-floor.html, into a folder of its own. */
export default mergeConfig(appConfig, {
  publicDir: false,
  build: {
    outDir: join(tmpdir(), 'isl-stack-floor'),
    rolldownOptions: { input: fileURLToPath(new URL('./stack-floor.html', import.meta.url)) },
  },
});
