import { securityHeaders } from './security-headers';

type Directives = Record<string, string[]>;
const directives = (publicUrl: string) =>
  (securityHeaders(publicUrl).contentSecurityPolicy as { directives: Directives }).directives;

describe('securityHeaders', () => {
  it('allows the websocket on the public host, wss over https', () => {
    expect(directives('https://isl.example').connectSrc).toEqual(["'self'", 'wss://isl.example']);
    expect(directives('http://localhost:3000').connectSrc).toEqual(["'self'", 'ws://localhost:3000']);
  });

  it('upgrades requests and sends HSTS only over https', () => {
    expect(directives('https://isl.example')).toHaveProperty('upgradeInsecureRequests');
    expect(directives('http://localhost:3000')).not.toHaveProperty('upgradeInsecureRequests');
    expect(securityHeaders('http://localhost:3000').strictTransportSecurity).toBe(false);
  });
});
