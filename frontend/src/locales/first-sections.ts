/**
 * The catalogue's sections the first screens name: the shell (header, menus, footer, errors, the toaster), the
 * landing page and the dashboard. Only these load with the page; the others come with the first other screen
 * (lib/i18n.ts), so a first visit does not download the strings of screens it has not opened. A test
 * (first-sections.test.ts) checks that the first screens' code names no other section, and that each of these is
 * named.
 */
export const FIRST_SECTIONS: readonly string[] = [
  'app',
  'nav',
  'language',
  'user',
  'footer',
  'auth',
  'errors',
  'landing',
  'dashboard',
  'goalsOfTheWeek',
  'liveScores',
  'leagueTable',
  'topScorers',
  'positions',
  'teams',
  'matches',
  'dates',
  'news',
  'notFound',
  'forbidden',
  'matchList',
  'form',
];
