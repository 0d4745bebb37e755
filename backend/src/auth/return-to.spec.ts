import { safeReturnTo, signInPageUrl } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/', '/matches', '/matches/12?tab=events#goals', '/teams/%2F%2Fx'])('keeps the same-site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a relative path', 'matches'],
    ['javascript:', 'javascript:alert(1)'],
    ['an empty value', ''],
    ['a repeated parameter', ['/a', '/b']],
    ['no value', undefined],
    ['a very long path', `/${'a'.repeat(3000)}`],
  ])('turns %s into "/"', (_, value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});

describe('signInPageUrl', () => {
  it('points at the web app sign-in page, encoding what must be encoded', () => {
    expect(signInPageUrl('/path')).toBe('/login?returnTo=/path');
    expect(signInPageUrl('/a?b=1&c=2')).toBe('/login?returnTo=/a%3Fb%3D1%26c%3D2');
    expect(signInPageUrl('/', 'OIDC_SIGN_IN_FAILED')).toBe('/login?returnTo=/&error=OIDC_SIGN_IN_FAILED');
  });
});
