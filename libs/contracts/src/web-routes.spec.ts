import { matchWebRoute, webRoutePath } from './web-routes';

describe('matchWebRoute', () => {
  it.each([
    ['/', { route: 'home', params: {} }],
    ['/teams', { route: 'teams', params: {} }],
    ['/teams/', { route: 'teams', params: {} }],
    ['/matches/12', { route: 'match', params: { id: '12' } }],
    ['/leagues/join/AB12CD', { route: 'leagueInvite', params: { code: 'AB12CD' } }],
    ['/leagues/7', { route: 'league', params: { id: '7' } }],
    ['/journalists/articles/5', { route: 'article', params: { id: '5' } }],
    ['/journalists/articles/5/derby-day', { route: 'article', params: { id: '5', slug: 'derby-day' } }],
    ['/admin/data', { route: 'dataDesk', params: {} }],
  ])('finds the page %s opens', (path, expected) => {
    expect(matchWebRoute(path)).toEqual(expected);
  });

  it.each(['/nowhere', '/teams/extra', '/matches/1/2', '/journalists/articles/5/slug/more', '/wp-login.php', '/matches/%E0%A4%A'])('finds no page at %s', (path) => {
    expect(matchWebRoute(path)).toBeNull();
  });

  it('takes the router\'s order: the invite before a league of the id "join"', () => {
    expect(matchWebRoute('/leagues/join/X')?.route).toBe('leagueInvite');
  });
});

describe('webRoutePath', () => {
  it('fills in the parameters, leaving out an empty optional one', () => {
    expect(webRoutePath('home')).toBe('/');
    expect(webRoutePath('match', { id: 3 })).toBe('/matches/3');
    expect(webRoutePath('article', { id: 5, slug: 'derby-day' })).toBe('/journalists/articles/5/derby-day');
    expect(webRoutePath('article', { id: 5, slug: '' })).toBe('/journalists/articles/5');
  });

  it('is read back by matchWebRoute', () => {
    expect(matchWebRoute(webRoutePath('leagueInvite', { code: 'a b/c' }))).toEqual({ route: 'leagueInvite', params: { code: 'a b/c' } });
  });
});
