/** Header navigation, in the spec's order. */
export const NAV_ITEMS = [
  { to: '/', labelKey: 'nav.leagueTable' },
  { to: '/teams', labelKey: 'nav.teams' },
  { to: '/matches', labelKey: 'nav.matches' },
  { to: '/predictions', labelKey: 'nav.predictions' },
  { to: '/my-predictions', labelKey: 'nav.myPredictions' },
  { to: '/weekly-squad', labelKey: 'nav.weeklySquad' },
  { to: '/news', labelKey: 'nav.news' },
] as const;
