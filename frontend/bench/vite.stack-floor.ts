import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type PluginOption } from 'vite';
import appConfig from '../vite.config.ts';

/** The service worker is no part of a first load, and the floor's page has no build of its own to precache. */
const withoutServiceWorker = (plugins: PluginOption[] = []) =>
  plugins.flat().filter((plugin) => !(plugin && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa')));

/** The app's build (plugins, aliases, chunk groups) of bench/stack-floor.html, into a folder of its own. */
export default mergeConfig(
  { ...appConfig, plugins: withoutServiceWorker(appConfig.plugins) },
  {
    publicDir: false,
    build: {
      outDir: join(tmpdir(), 'isl-stack-floor'),
      rolldownOptions: { input: fileURLToPath(new URL('./stack-floor.html', import.meta.url)) },
    },
  },
);
