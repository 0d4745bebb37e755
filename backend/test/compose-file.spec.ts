import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';

/**
 * docker-compose.yml as `docker compose config` would check it, since neither Docker nor its compose plugin
 * runs here: variables interpolated, then validated against the Compose Specification's JSON schema (a copy in
 * test/support, see its $comment), plus what the schema cannot know: the files and stages the builds use exist,
 * images are pinned, services come back after a crash or a reboot, the api and worker have healthchecks, nothing
 * is seeded unless asked, .env.example documents every variable the file reads, and the web service gives the
 * nginx template every variable it needs.
 */
const ROOT = join(__dirname, '..', '..');
const COMPOSE_TEXT = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const TEMPLATE = readFileSync(join(ROOT, 'docker', 'nginx.conf.template'), 'utf8');
const ENV_EXAMPLE = readFileSync(join(ROOT, '.env.example'), 'utf8');
/** What an operator must set (the file refuses to start without them), with values good enough for the checks. */
const REQUIRED_ENV = {
  POSTGRES_PASSWORD: 'postgres-password',
  S3_STORAGE_SECRET_KEY: 'storage-secret-key',
  SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
};

type Env = Record<string, string | undefined>;
type Environment = Record<string, string | number | boolean | null>;
interface Service {
  build?: string | { context?: string; dockerfile?: string; target?: string };
  image?: string;
  restart?: string;
  depends_on?: string[] | Record<string, { condition?: string }>;
  environment?: Environment | string[];
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

/** A Dockerfile's named stages (`FROM image AS name`), which `target:` can build, with their instructions. */
function stagesOf(dockerfile: string): Map<string, string> {
  const stages = new Map<string, string>();
  for (const stage of readFileSync(dockerfile, 'utf8').split(/^(?=FROM\s)/im)) {
    const name = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(stage)?.[1];
    if (name) stages.set(name, stage);
  }
  return stages;
}

/** The images a Dockerfile's stages start from, other than its own stages. */
function baseImagesOf(dockerfile: string): string[] {
  const stages = stagesOf(dockerfile);
  return [...readFileSync(dockerfile, 'utf8').matchAll(/^FROM\s+(\S+)/gim)].map((match) => match[1]).filter((image) => !stages.has(image));
}

/** A tag that is a version: an image without one is :latest, which moves under a deployment at its next pull. */
const isPinned = (image: string | undefined) => /^[\w./-]+:[\w.-]+$/.test(image ?? '') && !image?.endsWith(':latest');

/** The variables the file reads from the environment or a .env file: ${VAR...} and $VAR, but not an escaped $$. */
function variablesRead(text: string): string[] {
  const names = [...text.matchAll(/(?<!\$)\$(?:\{([A-Za-z_][A-Za-z0-9_]*)|([A-Za-z_][A-Za-z0-9_]*))/g)].map((match) => match[1] ?? match[2]);
  return [...new Set(names)].sort();
}

/** The services that others wait on to have finished (one-shot jobs), not to be healthy or started. */
function oneShotServices(services: Record<string, Service>): Set<string> {
  return new Set(
    Object.values(services).flatMap((service) =>
      Object.entries(Array.isArray(service.depends_on) ? {} : (service.depends_on ?? {}))
        .filter(([, dependency]) => dependency.condition === 'service_completed_successfully')
        .map(([name]) => name),
    ),
  );
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

  it('builds from files and stages that exist, or runs an image pinned to a version', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) {
        expect({ name, image: service.image, pinned: isPinned(service.image) }).toEqual({ name, image: service.image, pinned: true });
        continue;
      }
      const build = typeof service.build === 'string' ? { context: service.build } : service.build;
      const context = join(ROOT, build.context ?? '.');
      const dockerfile = join(context, build.dockerfile ?? 'Dockerfile');
      expect({ name, dockerfile: existsSync(dockerfile) }).toEqual({ name, dockerfile: true });
      const missing = copiedFromContext(dockerfile).filter((source) => !existsSync(join(context, source)));
      expect({ dockerfile, missing }).toEqual({ dockerfile, missing: [] });
      if (build.target) expect({ name, target: build.target, exists: stagesOf(dockerfile).has(build.target) }).toEqual({ name, target: build.target, exists: true });
      expect({ dockerfile, unpinned: baseImagesOf(dockerfile).filter((image) => !isPinned(image)) }).toEqual({ dockerfile, unpinned: [] });
    }
  });

  it('restarts long-running services after a crash or a reboot, and one-shot jobs only when they fail', () => {
    const oneShot = oneShotServices(compose.services);
    for (const [name, service] of Object.entries(compose.services)) {
      const expected = oneShot.has(name) ? /^on-failure(:\d+)?$/ : /^(always|unless-stopped)$/;
      expect({ name, restart: service.restart }).toEqual({ name, restart: expect.stringMatching(expected) });
    }
  });

  it('seeds no generated data unless asked', () => {
    const seedOf = (env: Env) => (composeFile(env).services.api.environment as Environment).SEED;
    expect(seedOf(REQUIRED_ENV)).toBe('false');
    expect(seedOf({ ...REQUIRED_ENV, SEED: 'true' })).toBe('true');
    // The workers share the api's settings.
    expect(compose.services.worker.environment).toEqual(compose.services.api.environment);
  });

  it("documents every variable it reads in .env.example's docker compose section, each with a line to set it", () => {
    const composeSection = ENV_EXAMPLE.slice(ENV_EXAMPLE.search(/^# docker compose:/m));
    expect(composeSection.length).toBeLessThan(ENV_EXAMPLE.length);
    const variables = variablesRead(COMPOSE_TEXT);
    expect(variables).toEqual(expect.arrayContaining(Object.keys(REQUIRED_ENV)));
    expect(variables.filter((name) => !new RegExp(`\\b${name}\\b`).test(composeSection))).toEqual([]);
    expect(variables.filter((name) => !new RegExp(`^${name}=`, 'm').test(ENV_EXAMPLE))).toEqual([]);
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
    const build = web.build as { dockerfile: string; target: string };
    expect(stagesOf(join(ROOT, build.dockerfile)).get(build.target)).toMatch(/^COPY docker\/nginx\.conf\.template \/etc\/nginx\/templates\/[\w.-]+\.conf\.template$/m);
    // It listens where the published port leads.
    expect(web.ports?.map((port) => String(typeof port === 'string' ? port.split(':').at(-1) : port.target))).toEqual([String(environment.NGINX_LISTEN)]);
  });
});
