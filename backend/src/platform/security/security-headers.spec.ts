import { apiSecurityHeaders, securityHeaders } from './security-headers';

const policy = (publicUrl: string, uploadOrigin?: string) => securityHeaders(publicUrl, uploadOrigin)['content-security-policy'];
const connectSrc = (publicUrl: string, uploadOrigin?: string) => policy(publicUrl, uploadOrigin).split(';').find((d) => d.startsWith('connect-src'));

describe('securityHeaders', () => {
  it('allows the websocket on the public host, wss over https', () => {
    expect(connectSrc('https://isl.example')).toBe("connect-src 'self' wss://isl.example");
    expect(connectSrc('http://localhost:3000')).toBe("connect-src 'self' ws://localhost:3000");
  });

  it('lets browsers PUT uploads to the S3 storage when there is one', () => {
    expect(connectSrc('https://isl.example', 'https://files.isl.example')).toBe("connect-src 'self' wss://isl.example https://files.isl.example");
  });

  it('upgrades requests and sends HSTS only over https', () => {
    expect(policy('https://isl.example')).toContain('upgrade-insecure-requests');
    expect(securityHeaders('https://isl.example')['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(policy('http://localhost:3000')).not.toContain('upgrade-insecure-requests');
    expect(securityHeaders('http://localhost:3000')).not.toHaveProperty('strict-transport-security');
  });

  it('keeps Helmet\'s other headers, and no X-Powered-By', () => {
    expect(securityHeaders('https://isl.example')).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(securityHeaders('https://isl.example')).not.toHaveProperty('x-powered-by');
  });

  it('gives data answers a policy that runs nothing, with the page\'s nosniff, resource policy and HSTS', () => {
    expect(apiSecurityHeaders(securityHeaders('https://isl.example'))).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
    });
    expect(apiSecurityHeaders(securityHeaders('http://localhost:3000'))).not.toHaveProperty('strict-transport-security');
  });
});
