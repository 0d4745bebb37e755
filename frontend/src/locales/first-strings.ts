/**
 * The strings the first screens name: the shell (header, menus, footer, errors, the toaster), the landing page and
 * the dashboard. An entry is a catalogue section, or a group or key within one where the first screens use only a
 * few of a section's strings (of `errors`, the retry and the screen-not-loaded texts, not the API's 57 messages).
 * Only these load with the page; the rest come with the first other screen (lib/i18n.ts), so a first visit does
 * not download the strings of screens it has not opened. A test (first-strings.test.ts) checks that every string
 * the first screens' code names is here, and that each entry is named.
 */
export const FIRST_STRINGS: readonly string[] = [
  'app',
  'nav',
  'language',
  'user',
  'footer',
  'auth.unauthorized',
  'errors.retry',
  'errors.screenNotLoaded',
  'errors.api.FORBIDDEN',
  'landing',
  'dashboard',
  'goalsOfTheWeek',
  'liveScores',
  'leagueTable',
  'seasons',
  'topScorers',
  'positions',
  'teams.squad.noNumber',
  'matches.home',
  'matches.away',
  'matches.versus',
  'matches.noScore',
  'matches.error',
  'matches.status',
  'matches.ticker',
  'matches.chances',
  'dates',
  'news',
  'notFound',
  'forbidden',
  'matchList',
  'form',
  'charts.pointsRace.error',
  'offline.offline',
  'offline.serverUnreachable',
  'offline.lastUpdated',
  'offline.notKept',
  'offline.notKeptHint',
  'offline.notLive',
  'offline.dataSaverOn',
];

/** A language's strings: texts, lists of texts (weekday names), and groups of them. */
export interface Catalogue {
  [key: string]: string | string[] | Catalogue;
}

/** The group of `catalogue` at `keys`, made on the way when `make` is set; undefined when there is none. */
function groupAt(catalogue: Catalogue, keys: string[], make = false): Catalogue | undefined {
  let group = catalogue;
  for (const key of keys) {
    if (make) group[key] ??= {};
    const next = group[key];
    if (typeof next !== 'object' || Array.isArray(next)) return undefined;
    group = next;
  }
  return group;
}

/**
 * A catalogue cut in two: the first screens' strings (FIRST_STRINGS) and the rest. Together they are the whole
 * catalogue, which i18next puts back together as each part arrives (a deep merge).
 */
export function splitCatalogue(catalogue: Catalogue): { first: Catalogue; screens: Catalogue } {
  const first: Catalogue = {};
  const screens = JSON.parse(JSON.stringify(catalogue)) as Catalogue;
  for (const path of FIRST_STRINGS) {
    const keys = path.split('.');
    const name = keys.pop() as string;
    const from = groupAt(screens, keys);
    if (from?.[name] === undefined) continue;
    (groupAt(first, keys, true) as Catalogue)[name] = from[name];
    delete from[name];
  }
  return { first, screens };
}
