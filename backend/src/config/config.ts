/** Settings read from the environment once at boot; anything malformed stops the process with one line. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string;
  redisUrl: string;
  publicUrl: string;
  sessionSecret: string;
  logLevel: string;
  /** Where the built web app lives; the api serves it when the folder exists. */
  webDist: string | null;
  /** Seed an empty database at start (SEED=true); `npm start` sets it, production leaves it off. */
  seedOnStart: boolean;
}

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

function flag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() || 'false';
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
  return raw === 'true';
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
  return {
    nodeEnv,
    port: p,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    publicUrl: env.PUBLIC_URL?.trim() ? url(env, 'PUBLIC_URL', ['http:', 'https:']) : `http://localhost:${p}`,
    sessionSecret,
    logLevel,
    webDist: env.WEB_DIST?.trim() || null,
    seedOnStart: flag(env, 'SEED'),
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
