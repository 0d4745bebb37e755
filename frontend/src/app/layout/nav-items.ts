/**
 * Header navigation, in the spec's order, with the mini-leagues after the games they rank. A link is the current
 * page on its own address, and the current section on the addresses of `section` and below them: the match centre
 * is in Matches, a league and its join screen in Leagues, the Journalist Hub, its articles and the application in
 * News (whose address sends the browser to the Hub).
 */
export const NAV_ITEMS = [
  { to: '/', labelKey: 'nav.leagueTable', section: [] },
  { to: '/teams', labelKey: 'nav.teams', section: ['/teams'] },
  { to: '/matches', labelKey: 'nav.matches', section: ['/matches'] },
  { to: '/predictions', labelKey: 'nav.predictions', section: ['/predictions'] },
  { to: '/my-predictions', labelKey: 'nav.myPredictions', section: ['/my-predictions'] },
  { to: '/weekly-squad', labelKey: 'nav.weeklySquad', section: ['/weekly-squad'] },
  { to: '/leagues', labelKey: 'nav.leagues', section: ['/leagues'] },
  { to: '/news', labelKey: 'nav.news', section: ['/journalists', '/journalist-apply'] },
] as const;
