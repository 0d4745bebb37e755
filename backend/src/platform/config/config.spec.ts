import { join } from 'node:path';
import { ConfigError, defaultImageConcurrency, parseConfig } from './config';

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/isl', REDIS_URL: 'redis://127.0.0.1:6379' };
const oidc = { OIDC_ISSUER_URL: 'https://id.example/realms/isl', OIDC_CLIENT_ID: 'isl', OIDC_CLIENT_SECRET: 's3cret' };

describe('parseConfig', () => {
  it('fills the defaults a developer needs', () => {
    expect(parseConfig(valid)).toEqual(
      expect.objectContaining({ nodeEnv: 'development', port: 3000, publicUrl: 'http://localhost:3000', seedOnStart: false }),
    );
  });

  it('plays the demo season only when DEMO_PLAY says so, at DEMO_PLAY_SPEED match minutes a minute', () => {
    expect(parseConfig(valid).demoPlay).toBeNull();
    expect(parseConfig({ ...valid, DEMO_PLAY: 'false', DEMO_PLAY_SPEED: '60' }).demoPlay).toBeNull();
    expect(parseConfig({ ...valid, DEMO_PLAY: 'true' }).demoPlay).toEqual({ speed: 1 });
    expect(parseConfig({ ...valid, DEMO_PLAY: 'true', DEMO_PLAY_SPEED: '60' }).demoPlay).toEqual({ speed: 60 });
  });

  it('finds Redis through REDIS_SENTINELS when given (host alone means port 26379), and refuses a malformed list', () => {
    expect(parseConfig(valid).redisSentinels).toBeNull();
    expect(parseConfig({ ...valid, REDIS_SENTINELS: 'sentinel-0:26380, sentinel-1', REDIS_SENTINEL_PASSWORD: 'watch' }).redisSentinels).toEqual({
      hosts: [
        { host: 'sentinel-0', port: 26380 },
        { host: 'sentinel-1', port: 26379 },
      ],
      password: 'watch',
    });
    for (const bad of ['sentinel-0:', 'sentinel-0:99999', 'a b:1', 'sentinel-0,,sentinel-1']) {
      expect(() => parseConfig({ ...valid, REDIS_SENTINELS: bad })).toThrow(new ConfigError(`REDIS_SENTINELS must be host:port entries, comma-separated, got "${bad}"`));
    }
  });

  it('sizes the database pool from DATABASE_POOL_SIZE, 10 by default', () => {
    expect(parseConfig(valid).databasePoolSize).toBe(10);
    expect(parseConfig({ ...valid, DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => parseConfig({ ...valid, DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE must be a whole number of 1 or more, got "0"');
  });

  it('takes OIDC when all three settings are given, and leaves it off when none are', () => {
    expect(parseConfig({ ...valid, ...oidc }).oidc).toEqual({
      issuerUrl: 'https://id.example/realms/isl',
      clientId: 'isl',
      clientSecret: 's3cret',
    });
    expect(parseConfig(valid)).toEqual(expect.objectContaining({ oidc: null, writesPerMinute: 120, signInsPerAddress: 600, failedSignInsPerAddress: 100 }));
  });

  it('serves the web app from the checkout frontend/dist unless WEB_DIST (blank counts as unset) says where', () => {
    const checkoutWebApp = join(__dirname, '..', '..', '..', '..', 'frontend', 'dist');
    expect(parseConfig(valid).webDist).toBe(checkoutWebApp);
    expect(parseConfig({ ...valid, WEB_DIST: '  ' }).webDist).toBe(checkoutWebApp);
    expect(parseConfig({ ...valid, WEB_DIST: '/srv/isl/web' }).webDist).toBe('/srv/isl/web');
  });

  it('keeps uploads in .data/uploads under the working directory unless UPLOADS_DIR says where', () => {
    expect(parseConfig(valid).uploadsDir).toBe(join(process.cwd(), '.data', 'uploads'));
    expect(parseConfig({ ...valid, UPLOADS_DIR: 'files' }).uploadsDir).toBe(join(process.cwd(), 'files'));
    expect(parseConfig({ ...valid, UPLOADS_DIR: '/srv/isl/uploads' }).uploadsDir).toBe('/srv/isl/uploads');
  });

  it('decodes images on half the cores, leaving two of libuv\'s threads free, and gives an upload 120 s to arrive, unless told', () => {
    expect([1, 2, 4, 8, 32].map((cores) => defaultImageConcurrency({}, cores))).toEqual([1, 1, 2, 2, 2]);
    expect(defaultImageConcurrency({ UV_THREADPOOL_SIZE: '16' }, 32)).toBe(14);
    expect(parseConfig({ ...valid, UPLOAD_IMAGE_CONCURRENCY: '3', UPLOAD_BODY_TIMEOUT_SECONDS: '30' })).toEqual(
      expect.objectContaining({ uploadImageConcurrency: 3, uploadBodyTimeoutSeconds: 30 }),
    );
    expect(parseConfig(valid).uploadBodyTimeoutSeconds).toBe(120);
    expect(() => parseConfig({ ...valid, UPLOAD_IMAGE_CONCURRENCY: '0' })).toThrow('UPLOAD_IMAGE_CONCURRENCY must be a whole number of 1 or more, got "0"');
  });

  it('stores uploads in an S3 bucket when the four S3 settings are given, browsers PUTting at the public endpoint', () => {
    const s3 = { S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'isl', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(parseConfig(valid).s3).toBeNull();
    expect(parseConfig({ ...valid, ...s3 }).s3).toEqual({
      endpoint: 'http://minio:9000',
      publicEndpoint: 'http://minio:9000',
      bucket: 'isl',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(parseConfig({ ...valid, ...s3, S3_PUBLIC_ENDPOINT: 'https://files.isl.example' }).s3?.publicEndpoint).toBe('https://files.isl.example');
  });

  it('signs pushes with VAPID keys from the environment, or generated ones, naming the site as the sender', () => {
    expect(parseConfig(valid).push).toEqual({ vapidKeys: null, vapidSubject: 'mailto:push@localhost', endpointHosts: expect.arrayContaining(['fcm.googleapis.com']) });
    const configured = parseConfig({ ...valid, PUBLIC_URL: 'https://isl.example', VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv', PUSH_ENDPOINT_HOSTS: ' 127.0.0.1 , Push.Example ' }).push;
    expect(configured).toEqual({ vapidKeys: { publicKey: 'pub', privateKey: 'priv' }, vapidSubject: 'https://isl.example', endpointHosts: ['127.0.0.1', 'push.example'] });
  });

  it('sends mail through SMTP_URL from MAIL_FROM (no-reply at the site by default), and shows caught mail only outside production', () => {
    expect(parseConfig(valid).mail).toEqual({ smtpUrl: null, from: 'Iraqi Stars League <no-reply@localhost>', catcherDir: null });
    const configured = parseConfig({ ...valid, PUBLIC_URL: 'https://isl.example', SMTP_URL: 'smtps://user:pass@mail.example:465', MAIL_FROM: 'League <news@isl.example>' });
    expect(configured.mail).toEqual({ smtpUrl: 'smtps://user:pass@mail.example:465', from: 'League <news@isl.example>', catcherDir: null });
    expect(parseConfig({ ...valid, PUBLIC_URL: 'https://isl.example' }).mail.from).toBe('Iraqi Stars League <no-reply@isl.example>');
    expect(parseConfig({ ...valid, MAIL_CATCHER_DIR: '.data/mail' }).mail.catcherDir).toBe(join(process.cwd(), '.data', 'mail'));
    expect(parseConfig({ ...valid, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), MAIL_CATCHER_DIR: '.data/mail' }).mail.catcherDir).toBeNull();
  });

  it.each([
    [{ SMTP_URL: 'mail.example' }, 'SMTP_URL must be a URL'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL must be a smtp: or smtps:// URL'],
    [{ MAIL_FROM: 'League' }, 'MAIL_FROM must be an e-mail address'],
    [{ VAPID_PUBLIC_KEY: 'pub' }, 'VAPID_PRIVATE_KEY must be set too'],
    [{ VAPID_SUBJECT: 'http://isl.example' }, 'VAPID_SUBJECT must be a mailto: or https:// URL'],
    [{ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'isl' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too'],
    [{ S3_ENDPOINT: 'minio', S3_BUCKET: 'isl', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ENDPOINT must be a URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL'],
    [{ DATABASE_URL: 'mysql://localhost/isl' }, 'DATABASE_URL must be a postgres: or postgresql:// URL'],
    [{ DATABASE_URL: '' }, 'DATABASE_URL is required'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL must be a redis: or rediss:// URL'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ SEED: 'yes' }, 'SEED must be true or false'],
    [{ JOURNALIST_AUTO_APPROVE: '1' }, 'JOURNALIST_AUTO_APPROVE must be true or false'],
    [{ DEMO_PLAY: '1' }, 'DEMO_PLAY must be true or false'],
    [{ DEMO_PLAY_SPEED: '0' }, 'DEMO_PLAY_SPEED must be a whole number of 1 or more'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ OIDC_ISSUER_URL: 'https://id.example' }, 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set too'],
    [{ OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'isl' }, 'OIDC_CLIENT_SECRET must be set too'],
    [{ ...oidc, OIDC_ISSUER_URL: 'id.example' }, 'OIDC_ISSUER_URL must be a URL'],
    [{ ...oidc, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), OIDC_ISSUER_URL: 'http://id.example' }, 'OIDC_ISSUER_URL must be a https:// URL'],
    [{ RATE_LIMIT_WRITES_PER_MINUTE: '0' }, 'RATE_LIMIT_WRITES_PER_MINUTE must be a whole number of 1 or more'],
    [{ RATE_LIMIT_FAILED_SIGN_INS_PER_ADDRESS: 'many' }, 'RATE_LIMIT_FAILED_SIGN_INS_PER_ADDRESS must be a whole number of 1 or more'],
    [{ TRUSTED_PROXY_HOPS: '-1' }, 'TRUSTED_PROXY_HOPS must be a whole number of 0 or more'],
  ])('refuses %j with a message naming the setting', (override, message) => {
    expect(() => parseConfig({ ...valid, ...override })).toThrow(ConfigError);
    expect(() => parseConfig({ ...valid, ...override })).toThrow(message);
  });
});
