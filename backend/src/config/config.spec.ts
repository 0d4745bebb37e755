import { ConfigError, parseConfig } from './config';

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/isl', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('parseConfig', () => {
  it('fills the defaults a developer needs', () => {
    expect(parseConfig(valid)).toEqual(
      expect.objectContaining({ nodeEnv: 'development', port: 3000, publicUrl: 'http://localhost:3000', seedOnStart: false }),
    );
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
  ])('refuses %j with a message naming the setting', (override, message) => {
    expect(() => parseConfig({ ...valid, ...override })).toThrow(ConfigError);
    expect(() => parseConfig({ ...valid, ...override })).toThrow(message);
  });
});
