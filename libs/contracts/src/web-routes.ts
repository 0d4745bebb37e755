/**
 * The web app's pages, as react-router patterns (`:name` a segment, `:name?` an optional last one), in the
 * router's order. The web app's router is built on them and the api answers 404 for any other path, so a
 * crawler never indexes a page that does not exist.
 */
export const WEB_ROUTES = {
  home: '/',
  teams: '/teams',
  matches: '/matches',
  match: '/matches/:id',
  predictions: '/predictions',
  myPredictions: '/my-predictions',
  weeklySquad: '/weekly-squad',
  leagues: '/leagues',
  leagueInvite: '/leagues/join/:code',
  league: '/leagues/:id',
  hub: '/journalists',
  article: '/journalists/articles/:id/:slug?',
  journalistApply: '/journalist-apply',
  news: '/news',
  settings: '/settings',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  matchConsole: '/admin/matches',
  editorialReview: '/admin/review',
  dataDesk: '/admin/data',
} as const;

export type WebRoute = keyof typeof WEB_ROUTES;

/** The club page is the Teams screen with the club's id in this query parameter. */
export const CLUB_QUERY_PARAM = 'team';

export interface WebRouteMatch {
  route: WebRoute;
  params: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = (Object.entries(WEB_ROUTES) as [WebRoute, string][]).map(([route, pattern]) => {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      names.push(param[1]);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { route, names, regExp: new RegExp(`^${source}/?$`) };
});

/**
 * The page a path opens (a trailing slash allowed, segments decoded), or null when the web app has none: what
 * the router's catch-all would show as its not-found view.
 */
export function matchWebRoute(path: string): WebRouteMatch | null {
  for (const { route, names, regExp } of MATCHERS) {
    const found = regExp.exec(path);
    if (!found) continue;
    try {
      const params = Object.fromEntries(names.flatMap((name, index) => (found[index + 1] === undefined ? [] : [[name, decodeURIComponent(found[index + 1])]])));
      return { route, params };
    } catch {
      // A malformed escape (%E0%A4%A) names no page.
      return null;
    }
  }
  return null;
}

/** The path of a page with its parameters filled in (an optional one left out when not given). */
export function webRoutePath(route: WebRoute, params: Record<string, string | number> = {}): string {
  const path = WEB_ROUTES[route]
    .split('/')
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return segment;
      const value = params[param[1]];
      return value === undefined || value === '' ? null : encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
  return path || '/';
}
