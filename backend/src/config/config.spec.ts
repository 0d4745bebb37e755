import { ConfigError, parseConfig } from './config';

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/isl', REDIS_URL: 'redis://127.0.0.1:6379' };
const oidc = { OIDC_ISSUER_URL: 'https://id.example/realms/isl', OIDC_CLIENT_ID: 'isl', OIDC_CLIENT_SECRET: 's3cret' };

describe('parseConfig', () => {
  it('fills the defaults a developer needs', () => {
    expect(parseConfig(valid)).toEqual(
      expect.objectContaining({ nodeEnv: 'development', port: 3000, publicUrl: 'http://localhost:3000', seedOnStart: false }),
    );
  });

  it('takes OIDC when all three settings are given, and leaves it off when none are', () => {
    expect(parseConfig({ ...valid, ...oidc }).oidc).toEqual({
      issuerUrl: 'https://id.example/realms/isl',
      clientId: 'isl',
      clientSecret: 's3cret',
    });
    expect(parseConfig(valid)).toEqual(expect.objectContaining({ oidc: null, writesPerMinute: 120 }));
  });

  it.each([
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL'],
    [{ DATABASE_URL: 'mysql://localhost/isl' }, 'DATABASE_URL must be a postgres: or postgresql:// URL'],
    [{ DATABASE_URL: '' }, 'DATABASE_URL is required'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL must be a redis: or rediss:// URL'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ SEED: 'yes' }, 'SEED must be true or false'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ OIDC_ISSUER_URL: 'https://id.example' }, 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set too'],
    [{ OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'isl' }, 'OIDC_CLIENT_SECRET must be set too'],
    [{ ...oidc, OIDC_ISSUER_URL: 'id.example' }, 'OIDC_ISSUER_URL must be a URL'],
    [{ ...oidc, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), OIDC_ISSUER_URL: 'http://id.example' }, 'OIDC_ISSUER_URL must be a https:// URL'],
    [{ RATE_LIMIT_WRITES_PER_MINUTE: '0' }, 'RATE_LIMIT_WRITES_PER_MINUTE must be a whole number of 1 or more'],
    [{ TRUSTED_PROXY_HOPS: '-1' }, 'TRUSTED_PROXY_HOPS must be a whole number of 0 or more'],
  ])('refuses %j with a message naming the setting', (override, message) => {
    expect(() => parseConfig({ ...valid, ...override })).toThrow(ConfigError);
    expect(() => parseConfig({ ...valid, ...override })).toThrow(message);
  });
});
