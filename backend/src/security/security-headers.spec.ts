import { securityHeaders } from './security-headers';

type Directives = Record<string, string[]>;
const directives = (publicUrl: string, uploadOrigin?: string) =>
  (securityHeaders(publicUrl, uploadOrigin).contentSecurityPolicy as { directives: Directives }).directives;

describe('securityHeaders', () => {
  it('allows the websocket on the public host, wss over https', () => {
    expect(directives('https://isl.example').connectSrc).toEqual(["'self'", 'wss://isl.example']);
    expect(directives('http://localhost:3000').connectSrc).toEqual(["'self'", 'ws://localhost:3000']);
  });

  it('lets browsers PUT uploads to the S3 storage when there is one', () => {
    expect(directives('https://isl.example', 'https://files.isl.example').connectSrc).toEqual(["'self'", 'wss://isl.example', 'https://files.isl.example']);
  });

  it('upgrades requests and sends HSTS only over https', () => {
    expect(directives('https://isl.example')).toHaveProperty('upgradeInsecureRequests');
    expect(directives('http://localhost:3000')).not.toHaveProperty('upgradeInsecureRequests');
    expect(securityHeaders('http://localhost:3000').strictTransportSecurity).toBe(false);
  });
});
