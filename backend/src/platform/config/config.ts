import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { QueueName } from '../queue/jobs';

/** Settings read from the environment once at boot; anything malformed stops the process with one line. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string;
  /** Connections each process's PostgreSQL pool may open (DATABASE_POOL_SIZE): replicas × this must fit the server. */
  databasePoolSize: number;
  /** REDIS_URL; with sentinels, its host names the master they watch (see connectRedis). */
  redisUrl: string;
  /** The Redis Sentinels to ask for the master (REDIS_SENTINELS, host:port comma-separated), or null to use REDIS_URL's host. */
  redisSentinels: RedisSentinels | null;
  publicUrl: string;
  sessionSecret: string;
  logLevel: string;
  /** Where the built web app lives (WEB_DIST, else DEFAULT_WEB_DIST); the api serves it when the folder holds one. */
  webDist: string;
  /** Seed an empty database at start (SEED=true); `npm start` sets it, production leaves it off. */
  seedOnStart: boolean;
  /**
   * The worker plays the seeded season on (DEMO_PLAY=true, which `npm start` sets with its embedded database): live
   * matches to full time, scheduled ones kicked off at their times; DEMO_PLAY_SPEED match minutes per real minute.
   * Null, the default, for a real season: only operators change matches.
   */
  demoPlay: { speed: number } | null;
  /** Sign-in through an OpenID Connect provider, when all three OIDC_* settings are given. */
  oidc: OidcConfig | null;
  /** Prefix of the rate-limit counters in Redis; replicas of one deployment share it. */
  rateLimitKeyPrefix: string;
  /**
   * How many reverse proxies stand in front of the api (nginx in docker-compose: 1). Only their
   * X-Forwarded-For entries are believed, so a client cannot pick its own address to dodge rate limits.
   */
  trustedProxyHops: number;
  /** Prefix of the BullMQ keys in Redis; like the stream name, only deployments sharing a Redis differ. */
  queuePrefix: string;
  /** How long a worker holds a job before others may take it over (and how often they look): crash recovery time. */
  workerLockMs: number;
  /**
   * The queues this worker consumes, with their repeating jobs (WORKER_QUEUES, comma-separated); every queue when
   * unset. Deployments whose queues scale differently (settlement, notifications) each run workers of their own.
   */
  workerQueues: QueueName[];
  /** The Redis stream that carries Socket.IO broadcasts between replicas; deployments sharing a Redis differ. */
  socketStreamName: string;
  /** Redis channel on which writes tell every api which cached public reads they put out of date. */
  readModelsChannel: string;
  /** State-changing API requests allowed per signed-in account, or per client address, per minute. */
  writesPerMinute: number;
  /**
   * Sign-ins and registrations allowed per client address per minute (RATE_LIMIT_SIGN_INS_PER_ADDRESS), counted
   * apart from the other writes of the signed-out, which cannot use them up.
   */
  signInsPerAddress: number;
  /**
   * Failed sign-ins (and registrations, and password confirmations) allowed per client address per minute
   * (RATE_LIMIT_FAILED_SIGN_INS_PER_ADDRESS); each account allows 5 whatever this says.
   */
  failedSignInsPerAddress: number;
  /** The folder uploaded files are kept in (absolute; UPLOADS_DIR, relative to the working directory). */
  uploadsDir: string;
  /** Uploads go to an S3-compatible bucket instead, when the four S3_* settings are given. */
  s3: S3Config | null;
  /** Images the api decodes and re-encodes at once (UPLOAD_IMAGE_CONCURRENCY); other uploads wait their turn. */
  uploadImageConcurrency: number;
  /** How long the file of an upload to the api may take to arrive, in seconds (UPLOAD_BODY_TIMEOUT_SECONDS). */
  uploadBodyTimeoutSeconds: number;
  push: PushConfig;
  /** When set, GET /metrics asks for `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken: string | null;
  /** The worker's own metrics and liveness server (WORKER_METRICS_PORT); 0: none. */
  workerMetricsPort: number;
  /** Journalist applications are approved on submit instead of waiting for an editor (JOURNALIST_AUTO_APPROVE). */
  journalistAutoApprove: boolean;
  mail: MailConfig;
}

export interface MailConfig {
  /** Where the worker sends e-mail (SMTP_URL, smtp:// or smtps://); null: no e-mail is sent. */
  smtpUrl: string | null;
  /** The sender of every mail (MAIL_FROM); by default no-reply at PUBLIC_URL's host. */
  from: string;
  /**
   * The folder in which the local mail catcher of `npm start` keeps what it caught (MAIL_CATCHER_DIR), shown at
   * /dev/mail. Always null in production: the page is a developer's tool and shows everyone's mail.
   */
  catcherDir: string | null;
}

export interface PushConfig {
  /** VAPID keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; null: generated once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** Who runs the push sender (a mailto: or https: URL), told to the push services. */
  vapidSubject: string;
  /**
   * Host suffixes of the push services subscriptions may point at (PUSH_ENDPOINT_HOSTS): the worker POSTs to
   * these, so an endpoint anywhere else (an internal address) is refused when subscribing.
   */
  endpointHosts: string[];
}

/** The browsers' push services: Chrome and Edge (FCM), Firefox, Safari, Windows. */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

export interface S3Config {
  /** Where the api reaches the storage (http://storage:8333 in docker-compose). */
  endpoint: string;
  /** Where browsers reach it to PUT uploads (S3_PUBLIC_ENDPOINT; the same as `endpoint` unless set). */
  publicEndpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface RedisSentinels {
  hosts: { host: string; port: number }[];
  /** REDIS_SENTINEL_PASSWORD, when the sentinels themselves ask for one (REDIS_URL's is the master's). */
  password: string | null;
}

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The web app's build in this checkout or image: frontend/dist, found from this file's own place
 * (backend/dist/platform/config when built, backend/src/platform/config under the tests; both are four levels below
 * the root), never from the working directory, so `npm run start:api` serves it from wherever it is started.
 */
export const DEFAULT_WEB_DIST = resolve(__dirname, '..', '..', '..', '..', 'frontend', 'dist');

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DEV_SESSION_SECRET = 'development-only-session-secret-change-me';

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} is required`);
  return value;
}

function url(env: Env, name: string, protocols: string[]): string {
  const value = required(env, name);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL like ${protocols[0]}//host:port/..., got "${value}"`);
  }
  if (!protocols.includes(parsed.protocol) || !parsed.hostname) {
    throw new ConfigError(`${name} must be a ${protocols.join(' or ')}// URL with a host, got "${value}"`);
  }
  return value;
}

function port(env: Env): number {
  const raw = env.PORT?.trim() || '3000';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return value;
}

/**
 * Images decoded at once by default: half the cores, and at most libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise) less two. sharp decodes on that pool, which argon2 (sign-in) and file reads
 * (/media) share, so a burst of uploads always leaves them two threads and half the processor.
 */
export function defaultImageConcurrency(env: Env, cores = availableParallelism()): number {
  const threadPool = Number(env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(Math.floor(cores / 2), threadPool - 2));
}

function wholeNumber(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim() || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number of ${min} or more, got "${raw}"`);
  return value;
}

const OIDC_SETTINGS = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** All three settings or none: half a configuration would only fail later, at someone's sign-in. */
function oidc(env: Env, nodeEnv: AppConfig['nodeEnv']): OidcConfig | null {
  const given = OIDC_SETTINGS.filter((name) => env[name]?.trim());
  if (given.length === 0) return null;
  if (given.length < OIDC_SETTINGS.length) {
    const missing = OIDC_SETTINGS.filter((name) => !given.includes(name));
    throw new ConfigError(`${missing.join(' and ')} must be set too: OIDC needs all of ${OIDC_SETTINGS.join(', ')}, or none`);
  }
  const protocols = nodeEnv === 'production' ? ['https:'] : ['https:', 'http:'];
  return {
    issuerUrl: url(env, 'OIDC_ISSUER_URL', protocols),
    clientId: required(env, 'OIDC_CLIENT_ID'),
    clientSecret: required(env, 'OIDC_CLIENT_SECRET'),
  };
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Like OIDC: all four settings or none. */
function s3(env: Env): S3Config | null {
  const given = S3_SETTINGS.filter((name) => env[name]?.trim());
  if (given.length === 0) return null;
  if (given.length < S3_SETTINGS.length) {
    const missing = S3_SETTINGS.filter((name) => !given.includes(name));
    throw new ConfigError(`${missing.join(' and ')} must be set too: S3 storage needs all of ${S3_SETTINGS.join(', ')}, or none`);
  }
  const endpoint = url(env, 'S3_ENDPOINT', ['https:', 'http:']);
  return {
    endpoint,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT?.trim() ? url(env, 'S3_PUBLIC_ENDPOINT', ['https:', 'http:']) : endpoint,
    bucket: required(env, 'S3_BUCKET'),
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
  };
}

const VAPID_SETTINGS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const;

function push(env: Env, publicUrl: string): PushConfig {
  const given = VAPID_SETTINGS.filter((name) => env[name]?.trim());
  if (given.length === 1) throw new ConfigError(`${VAPID_SETTINGS.find((name) => !given.includes(name))} must be set too: VAPID needs both keys, or neither`);
  // Push services want a way to reach the sender: the site itself when it is https, else a mailbox at its host.
  const site = new URL(publicUrl);
  const subject = env.VAPID_SUBJECT?.trim() || (site.protocol === 'https:' ? site.origin : `mailto:push@${site.hostname}`);
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https:// URL, got "${subject}"`);
  const hosts = (env.PUSH_ENDPOINT_HOSTS?.trim() ? env.PUSH_ENDPOINT_HOSTS.split(',') : DEFAULT_PUSH_ENDPOINT_HOSTS).map((host) => host.trim().toLowerCase()).filter(Boolean);
  return {
    vapidKeys: given.length ? { publicKey: required(env, 'VAPID_PUBLIC_KEY'), privateKey: required(env, 'VAPID_PRIVATE_KEY') } : null,
    vapidSubject: subject,
    endpointHosts: hosts,
  };
}

/** An address, alone or after a display name: `no-reply@isl.iq` or `Iraqi Stars League <no-reply@isl.iq>`. */
const MAIL_ADDRESS = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function mail(env: Env, nodeEnv: AppConfig['nodeEnv'], publicUrl: string): MailConfig {
  const from = env.MAIL_FROM?.trim() || `Iraqi Stars League <no-reply@${new URL(publicUrl).hostname}>`;
  if (!MAIL_ADDRESS.test(from)) throw new ConfigError(`MAIL_FROM must be an e-mail address, optionally after a name ("League <no-reply@example.com>"), got "${from}"`);
  const catcherDir = env.MAIL_CATCHER_DIR?.trim();
  return {
    smtpUrl: env.SMTP_URL?.trim() ? url(env, 'SMTP_URL', ['smtp:', 'smtps:']) : null,
    from,
    catcherDir: catcherDir && nodeEnv !== 'production' ? resolve(catcherDir) : null,
  };
}

/**
 * Every queue of the app by name, so WORKER_QUEUES is checked at boot without loading the queues themselves; as a
 * Record of the catalogue's names, it cannot miss one or name one the catalogue lacks.
 */
const QUEUES: Record<QueueName, true> = { settlement: true, notifications: true, uploads: true, mail: true };

function workerQueues(env: Env): QueueName[] {
  const every = Object.keys(QUEUES) as QueueName[];
  const raw = env.WORKER_QUEUES?.trim();
  if (!raw) return every;
  const named = raw.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = named.filter((name) => !every.includes(name as QueueName));
  if (!named.length || unknown.length) throw new ConfigError(`WORKER_QUEUES must name queues among ${every.join(', ')} (comma-separated), got "${raw}"`);
  return every.filter((name) => named.includes(name));
}

/** The only setting the admin CLI needs; the api checks it the same way. */
export function parseDatabaseUrl(env: Env): string {
  return url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
}

/** Connections per process when DATABASE_POOL_SIZE is unset: enough for two cores' worth of requests and jobs. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** The usual port of a Redis Sentinel, when REDIS_SENTINELS names a host alone. */
const SENTINEL_PORT = 26379;

function redisSentinels(env: Env): RedisSentinels | null {
  const raw = env.REDIS_SENTINELS?.trim();
  if (!raw) return null;
  const hosts = raw.split(',').map((entry) => {
    const match = /^([^\s:,]+)(?::(\d{1,5}))?$/.exec(entry.trim());
    const port = Number(match?.[2] ?? SENTINEL_PORT);
    if (!match || port < 1 || port > 65535) throw new ConfigError(`REDIS_SENTINELS must be host:port entries, comma-separated, got "${raw}"`);
    return { host: match[1], port };
  });
  return { hosts, password: env.REDIS_SENTINEL_PASSWORD?.trim() || null };
}

function flag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() || 'false';
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
  return raw === 'true';
}

/** Checked even while DEMO_PLAY is off, so a typo shows at once rather than on the day the demo is turned on. */
function demoPlay(env: Env): AppConfig['demoPlay'] {
  const speed = wholeNumber(env, 'DEMO_PLAY_SPEED', 1, 1);
  return flag(env, 'DEMO_PLAY') ? { speed } : null;
}

export function parseConfig(env: Env): AppConfig {
  const nodeEnv = (env.NODE_ENV?.trim() || 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const logLevel = env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const p = port(env);
  const sessionSecret = env.SESSION_SECRET?.trim() || (nodeEnv === 'production' ? '' : DEV_SESSION_SECRET);
  if (sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters (required in production)');
  }
  const publicUrl = env.PUBLIC_URL?.trim() ? url(env, 'PUBLIC_URL', ['http:', 'https:']) : `http://localhost:${p}`;
  return {
    nodeEnv,
    port: p,
    databaseUrl: parseDatabaseUrl(env),
    databasePoolSize: wholeNumber(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 1),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisSentinels: redisSentinels(env),
    publicUrl,
    sessionSecret,
    logLevel,
    webDist: env.WEB_DIST?.trim() || DEFAULT_WEB_DIST,
    seedOnStart: flag(env, 'SEED'),
    demoPlay: demoPlay(env),
    oidc: oidc(env, nodeEnv),
    rateLimitKeyPrefix: env.RATE_LIMIT_KEY_PREFIX?.trim() || 'isl:rate-limit:',
    socketStreamName: env.SOCKET_STREAM_NAME?.trim() || 'isl:socket.io',
    readModelsChannel: env.READ_MODELS_CHANNEL?.trim() || 'isl:read-models',
    trustedProxyHops: wholeNumber(env, 'TRUSTED_PROXY_HOPS', 0, 0),
    queuePrefix: env.QUEUE_PREFIX?.trim() || 'isl:queue',
    workerLockMs: wholeNumber(env, 'WORKER_LOCK_MS', 30_000, 500),
    workerQueues: workerQueues(env),
    writesPerMinute: wholeNumber(env, 'RATE_LIMIT_WRITES_PER_MINUTE', 120, 1),
    signInsPerAddress: wholeNumber(env, 'RATE_LIMIT_SIGN_INS_PER_ADDRESS', 600, 1),
    failedSignInsPerAddress: wholeNumber(env, 'RATE_LIMIT_FAILED_SIGN_INS_PER_ADDRESS', 100, 1),
    uploadsDir: resolve(env.UPLOADS_DIR?.trim() || '.data/uploads'),
    s3: s3(env),
    uploadImageConcurrency: wholeNumber(env, 'UPLOAD_IMAGE_CONCURRENCY', defaultImageConcurrency(env), 1),
    uploadBodyTimeoutSeconds: wholeNumber(env, 'UPLOAD_BODY_TIMEOUT_SECONDS', 120, 1),
    push: push(env, publicUrl),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    workerMetricsPort: wholeNumber(env, 'WORKER_METRICS_PORT', nodeEnv === 'production' ? 9464 : 0, 0),
    journalistAutoApprove: flag(env, 'JOURNALIST_AUTO_APPROVE'),
    mail: mail(env, nodeEnv, publicUrl),
  };
}

/** Parses the environment, or prints the one line that says what is wrong and exits. */
export function loadConfigOrExit(env: Env = process.env): AppConfig {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
