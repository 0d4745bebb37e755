import { KnownDevices } from './known-devices';

const devices = new KnownDevices({ sessionSecret: 'a session secret of at least 32 characters' });

describe('KnownDevices', () => {
  it('recognises the cookie it issued for an account, by its random part, and a new one each time', () => {
    const cookie = devices.issue('fan@example.com');
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(devices.recognise(cookie, 'fan@example.com')).toBe(cookie.split('.')[0]);
    expect(devices.issue('fan@example.com')).not.toBe(cookie);
    // The cookie names no account: nothing of the e-mail is in it.
    expect(cookie).not.toContain('fan');
  });

  it("knows no cookie issued for another account, made up, tampered with, or under another SESSION_SECRET", () => {
    const cookie = devices.issue('fan@example.com');
    const [nonce, signature] = cookie.split('.');
    const others = [
      undefined,
      '',
      'not a cookie',
      devices.issue('stranger@example.com'),
      `${'A'.repeat(22)}.${signature}`,
      `${nonce}.${'A'.repeat(43)}`,
      `${nonce}.${signature}.extra`,
      new KnownDevices({ sessionSecret: 'another session secret, also 32 characters long' }).issue('fan@example.com'),
    ];
    for (const other of others) expect(devices.recognise(other, 'fan@example.com')).toBeUndefined();
    expect(devices.recognise(cookie, 'stranger@example.com')).toBeUndefined();
  });
});
