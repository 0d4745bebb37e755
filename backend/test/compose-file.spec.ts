import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';

/**
 * docker-compose.yml as `docker compose config` would check it, since neither Docker nor its compose plugin
 * runs here: variables interpolated, then validated against the Compose Specification's JSON schema (a copy in
 * test/support, see its $comment), plus what the schema cannot know: the files the builds use exist, the api
 * and worker have healthchecks, and the web service gives the nginx template every variable it needs.
 */
const ROOT = join(__dirname, '..', '..');
const COMPOSE_TEXT = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const TEMPLATE = readFileSync(join(ROOT, 'docker', 'nginx.conf.template'), 'utf8');
/** What an operator must set (the file refuses to start without them), with values good enough for the checks. */
const REQUIRED_ENV = {
  POSTGRES_PASSWORD: 'postgres-password',
  MINIO_ROOT_PASSWORD: 'minio-password',
  SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
};

type Env = Record<string, string | undefined>;
interface Service {
  build?: string | { context?: string; dockerfile?: string };
  image?: string;
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  ports?: (string | { target: number })[];
}
interface ComposeFile {
  services: Record<string, Service>;
}

/**
 * Compose's interpolation of one value: $$ is a dollar; ${VAR}, $VAR, ${VAR:-default}, ${VAR-default},
 * ${VAR:?error}, ${VAR?error}, ${VAR:+other} and ${VAR+other}, where the colon forms treat empty as unset.
 */
function interpolate(value: string, env: Env): string {
  return value.replace(/\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g, (_all, dollar?: string, braced?: string, colon?: string, operator?: string, word?: string, bare?: string) => {
    if (dollar) return '$';
    const name = (braced ?? bare) as string;
    const current = env[name];
    const set = colon ? Boolean(current) : current !== undefined;
    if (operator === '-') return set ? (current as string) : (word as string);
    if (operator === '?') {
      if (!set) throw new Error(`required variable ${name} is missing a value: ${word}`);
      return current as string;
    }
    if (operator === '+') return set ? (word as string) : '';
    return current ?? '';
  });
}

/** Every string in the file interpolated, as compose does before it validates. */
function interpolateAll(node: unknown, env: Env): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, env));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, interpolateAll(item, env)]));
  return node;
}

function composeFile(env: Env): ComposeFile {
  return interpolateAll(parse(COMPOSE_TEXT, { merge: true }), env) as ComposeFile;
}

/** The files a Dockerfile copies from the build context (not from another stage). */
function copiedFromContext(dockerfile: string): string[] {
  return readFileSync(dockerfile, 'utf8')
    .split('\n')
    .filter((line) => /^COPY\s/i.test(line) && !/--from=/.test(line))
    .flatMap((line) => line.trim().split(/\s+/).slice(1, -1).filter((word) => !word.startsWith('--')));
}

describe('docker-compose.yml', () => {
  const compose = composeFile(REQUIRED_ENV);

  it('is valid against the Compose Specification once its variables are filled in', () => {
    const schema = JSON.parse(readFileSync(join(__dirname, 'support', 'compose-spec.json'), 'utf8')) as object;
    // The schema's types are unions (number or string, for values given by variables): strictTypes objects to that.
    const validate = new Ajv2020({ allErrors: true, strictTypes: false }).compile(schema);
    validate(compose);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('refuses to start without the secrets an operator must choose', () => {
    for (const name of Object.keys(REQUIRED_ENV)) {
      expect(() => composeFile({ ...REQUIRED_ENV, [name]: '' })).toThrow(`required variable ${name}`);
    }
  });

  it('builds from files that exist, or runs a named image', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) {
        expect({ name, image: service.image }).toEqual({ name, image: expect.stringMatching(/^[\w./-]+(:[\w.-]+)?$/) });
        continue;
      }
      const build = typeof service.build === 'string' ? { context: service.build } : service.build;
      const context = join(ROOT, build.context ?? '.');
      const dockerfile = join(context, build.dockerfile ?? 'Dockerfile');
      expect({ name, dockerfile: existsSync(dockerfile) }).toEqual({ name, dockerfile: true });
      const missing = copiedFromContext(dockerfile).filter((source) => !existsSync(join(context, source)));
      expect({ dockerfile, missing }).toEqual({ dockerfile, missing: [] });
    }
  });

  it('has healthchecks for the api and the worker', () => {
    for (const name of ['api', 'worker']) {
      const { healthcheck } = compose.services[name];
      expect(healthcheck?.disable).not.toBe(true);
      expect({ name, test: healthcheck?.test }).toEqual({ name, test: expect.arrayContaining([expect.stringMatching(/fetch\('http:\/\/127\.0\.0\.1:\d+\//)]) });
    }
  });

  it('gives the web image every variable of the nginx template, which the image renders', () => {
    const web = compose.services.web;
    const environment = web.environment as Record<string, string | number>;
    expect(Array.isArray(environment)).toBe(false);
    const placeholders = [...new Set([...TEMPLATE.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((match) => match[1]))];
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders.filter((name) => environment[name] === undefined || environment[name] === '')).toEqual([]);
    // The nginx image renders /etc/nginx/templates/*.template into /etc/nginx/conf.d at start.
    expect(readFileSync(join(ROOT, 'docker', 'web.Dockerfile'), 'utf8')).toMatch(/^COPY docker\/nginx\.conf\.template \/etc\/nginx\/templates\/[\w.-]+\.conf\.template$/m);
    // It listens where the published port leads.
    expect(web.ports?.map((port) => String(typeof port === 'string' ? port.split(':').at(-1) : port.target))).toEqual([String(environment.NGINX_LISTEN)]);
  });
});
