import { signInPageUrl } from './return-to';

describe('signInPageUrl', () => {
  it('points at the web app sign-in page, encoding what must be encoded', () => {
    expect(signInPageUrl('/path')).toBe('/login?returnTo=/path');
    expect(signInPageUrl('/a?b=1&c=2')).toBe('/login?returnTo=/a%3Fb%3D1%26c%3D2');
    expect(signInPageUrl('/', 'OIDC_SIGN_IN_FAILED')).toBe('/login?returnTo=/&error=OIDC_SIGN_IN_FAILED');
  });
});
