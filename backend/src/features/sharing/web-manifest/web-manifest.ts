import { LANGUAGE_MARKUP, type Language } from '@isl/contracts';
import { LEAGUE_COLORS } from '../share-images/card-frame';
import { SHARING_TEXTS } from '../sharing-texts';

/** The manifest's address at the site's root, as the web app's page links it (with `?lang=`). */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';
export const WEB_MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';

/** The members of the W3C web app manifest the site sets. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: 'maskable' }[];
}

/**
 * The web app manifest in `language`: what a phone names the installed app, and how it lays out its name and
 * description. The id is fixed, so the app installed from a page in any language is one app.
 */
export function webManifest(language: Language): WebManifest {
  const texts = SHARING_TEXTS[language];
  const { htmlLang, dir } = LANGUAGE_MARKUP[language];
  return {
    id: '/',
    name: texts.siteName,
    short_name: texts.shortName,
    description: texts.description,
    lang: htmlLang,
    dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The web app's header band and the splash screen behind its crest.
    theme_color: LEAGUE_COLORS.bright,
    background_color: LEAGUE_COLORS.dark,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
