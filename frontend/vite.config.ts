import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogueParts } from './vite.catalogue-parts.ts';
import { chakraConditionLookups } from './vite.chakra-condition-lookups.ts';
import { chakraGlobalCss } from './vite.chakra-global-css.ts';
import { chakraSystemInSteps } from './vite.chakra-system-in-steps.ts';
import { evaluateInTurn } from './vite.evaluate-in-turn.ts';
import { precompress } from './vite.precompress.ts';
import { pureAnatomies } from './vite.pure-anatomies.ts';
import { reactRouterForProduction } from './vite.react-router.ts';

// `npm run dev` says where its api listens; alone, `vite` expects one on the api's default port.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    reactRouterForProduction(),
    pureAnatomies(),
    chakraConditionLookups(),
    chakraGlobalCss(),
    chakraSystemInSteps(),
    evaluateInTurn(),
    catalogueParts(),
    // The service worker (src/sw.ts) with the build's files to precache: the scripts, styles and WOFF2 fonts every
    // screen needs offline (the older browsers' WOFF copies and the precompressed twins stay out), the shell and
    // the icons a notification shows. The manifest is the api's, in the fan's language; the app registers the
    // worker itself once the page is quiet (lib/offline/app-updates.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/*.{js,css,woff2,svg}', 'index.html', 'icons/icon-192.png', 'icons/badge-96.png'],
        // The hashed names say when a file changed; only the shell needs its content's revision.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      // Compile the shared contracts from source so the web app never waits for their build.
      { find: '@isl/contracts', replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)) },
      // Styles inserted as components render, not as React commits (src/app/insert-styles-in-render.ts).
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: fileURLToPath(new URL('src/app/insert-styles-in-render.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      '/media': apiTarget,
      // The local mail catcher's page (`npm run dev` without SMTP_URL).
      '/dev/mail': apiTarget,
      // The web app's manifest, written by the api in the reader's language.
      '/manifest.webmanifest': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries the first page needs change less often than the app, so they get chunks of their own that
        // stay cached across deploys; library code only a lazy screen uses stays in that screen's chunk. The app's
        // own code is two chunks, not one per shared module: what the first render runs, and the components and
        // helpers two or more screens share. Left to itself the bundler split them into dozens of small files,
        // and over a phone's HTTP/1.1 (six connections) every few of them cost another round trip before the
        // first screen could render (docs/benchmarks.md has the Lighthouse figures).
        codeSplitting: {
          groups: [
            { name: 'react', tags: ['$initial'], test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: 'chakra', tags: ['$initial'], test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss|@internationalized|stylis|proxy-compare)[\\/]/ },
            { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/ },
            { name: 'app', tags: ['$initial'], test: /frontend[\\/]src[\\/]|libs[\\/]contracts[\\/]/ },
            // The live sync (LiveSync.tsx and what it imports beyond `app` and `screens`), fetched on every page as
            // the first screen renders: apart, the screens' api modules whose query keys it writes were two more
            // requests before the first screen's paint. The screens that share them take them from this chunk.
            {
              name: 'LiveSync',
              includeDependenciesRecursively: false,
              test: /frontend[\\/]src[\\/](app[\\/]layout[\\/]LiveSync\.tsx|lib[\\/]refetch-scheduler\.ts|features[\\/](league[\\/](hooks[\\/]use-live-standings|api[\\/]get-top-players)|matches[\\/]hooks[\\/]use-live-match-updates|predictions[\\/](hooks[\\/]use-prediction-updates|api[\\/]get-(user-prediction|leaderboard)))\.ts)$/,
            },
            // Chakra's recipe-less parts that lazy screens share (SimpleGrid, Table, Input, List, DataList, Separator,
            // LinkBox) go with the screens' shared code: each is a few hundred bytes, and on its own was one more
            // request before a screen's paint (SimpleGrid's since the footer left the first load).
            { name: 'screens', minShareCount: 2, test: /frontend[\\/]src[\\/](components|lib)[\\/](?!ModalDialog\.tsx$|push[\\/]push-client\.ts$|charts[\\/]|teams[\\/]get-season-rounds\.ts$|FormGuide\.tsx$)|libs[\\/]contracts[\\/]|node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](simple-grid|input|list|data-list|separator|link|table)[\\/]/ },
            // What Ark's interactive parts share (Zag's DOM helpers, focus-visible, presence, Ark's own utilities),
            // once two lazy screens use it, is one chunk: left to itself the bundler made a dozen files of a few
            // hundred bytes each, and a screen with tabs, a switch or a menu waited for them six at a time.
            {
              name: 'ark',
              minShareCount: 2,
              test: /node_modules[\\/](@zag-js[\\/](dom-query|focus-visible|presence)|@ark-ui[\\/]react[\\/]dist[\\/](utils|components[\\/]presence))[\\/]/,
            },
            // The modal dialog, with the Ark and Zag machines it brings, is a chunk of its own, fetched by the screens
            // that open one: in `screens` it was half of what the landing page and the dashboard fetched besides their
            // own code. Its dependencies go where their users are, as with any lazy module. The push client stays out
            // of `screens` too: Settings imports it, and the shell only after a signed-in fan's language switch.
            { name: 'dialog', includeDependenciesRecursively: false, test: /frontend[\\/]src[\\/]components[\\/]ModalDialog\.tsx$/ },
            // The charts and the season's rounds they draw (fetched and shaped), shared by the squad view and the dashboard's points race,
            // are a chunk of their own too: in `screens` the first screens would carry them, though the race loads only
            // as the fan scrolls down to it. The form guide, shared by the league table and the squad view, stays out
            // of `screens` for the same reason (the landing page has none): it goes with the table's other parts.
            {
              name: 'charts',
              includeDependenciesRecursively: false,
              test: /frontend[\\/]src[\\/](components[\\/]charts[\\/]|lib[\\/]teams[\\/]get-season-rounds\.ts$|features[\\/]league[\\/]lib[\\/]season-rounds\.ts$)/,
            },
          ],
        },
      },
    },
  },
});
