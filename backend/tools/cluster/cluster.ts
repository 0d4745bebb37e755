import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitFor } from '@isl/test-support';
import { API_NODE_FLAGS } from '../../src/api-node-flags';
import { SHUTDOWN_GRACE_MS } from '../../src/platform/runtime/graceful-shutdown';
import { BUILT_BACKEND, REPO_ROOT as ROOT } from '../repo-root';
import { apiServerLines, nginxMainConfig, renderTemplate } from './nginx-config';

const TEMPLATE = join(ROOT, 'docker', 'nginx.conf.template');
const WEB_ROOT = join(ROOT, 'frontend', 'dist');
const API_SCRIPT = join(BUILT_BACKEND, 'main.js');
const WORKER_SCRIPT = join(BUILT_BACKEND, 'worker.js');
/** Where nothing listens: the /isl-uploads/ route of a cluster without S3 storage (uploads stay on disk then). */
const NO_UPLOADS_UPSTREAM = 'http://127.0.0.1:9';
/** How long a process may take to end after SIGTERM before it is killed: past its own grace period. */
const STOP_GRACE_MS = SHUTDOWN_GRACE_MS + 5_000;

export interface ClusterOptions {
  /** How many api processes (backend/dist/main.js) nginx spreads requests over; at least 1. */
  apis: number;
  /** How many workers (backend/dist/worker.js); 0 or more. */
  workers: number;
  /** Default: DATABASE_URL of `env`, else of this process. Required one way or the other. */
  databaseUrl?: string;
  /** Default: REDIS_URL of `env`, else of this process, else redis://127.0.0.1:6379. */
  redisUrl?: string;
  /**
   * Settings for every api and worker on top of this process's environment: SEED=true to seed an empty
   * database, QUEUE_PREFIX / SOCKET_STREAM_NAME / READ_MODELS_CHANNEL / RATE_LIMIT_KEY_PREFIX to share a Redis with others,
   * UPLOADS_DIR (default .data/uploads of the repository, shared by all), SESSION_SECRET (default: a random one,
   * the same for all). PORT, PUBLIC_URL and TRUSTED_PROXY_HOPS are the cluster's own
   * (nginx serves the web app and routes only /api, /media and /socket.io to the apis).
   */
  env?: NodeJS.ProcessEnv;
  /** nginx's port on 127.0.0.1; default a free one. */
  nginxPort?: number;
  /** How many connections from clients (Socket.IO sockets, requests) nginx must hold at once; default 4,096. */
  clientConnections?: number;
  /** Where the logs, nginx.conf and nginx's temporary files go; default a new folder under the system's tmp. */
  workDir?: string;
  /** Default: NGINX_BIN, else Debian's /usr/sbin/nginx. */
  nginxBinary?: string;
  /** How long the whole start may take; default 2 minutes (the first api migrates and seeds). */
  readyTimeoutMs?: number;
  /** Aborting it while the cluster starts stops what was started, and startCluster rejects. */
  signal?: AbortSignal;
  /** Told when a process ends while the cluster is not stopping (a crash, or a test's kill). */
  onExit?: (process: ClusterProcess, code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface ClusterProcess {
  kind: 'api' | 'worker' | 'nginx';
  /** 1, 2, ... within its kind. */
  index: number;
  /** An api's port, a worker's metrics port (WORKER_METRICS_PORT), nginx's port. */
  port: number;
  pid: number;
  /** Its standard output and error (for nginx, its error log). */
  logFile: string;
  readonly running: boolean;
  /** Sends `signal` (default SIGTERM, a graceful stop) and resolves once it has ended; SIGKILL 5 s after its own grace period. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** kill -9, resolved once the process has ended. */
  kill(): Promise<void>;
}

export interface Cluster {
  /** nginx's origin, http://127.0.0.1:<port>: the address to use, and every api's PUBLIC_URL. */
  url: string;
  apis: ClusterProcess[];
  workers: ClusterProcess[];
  nginx: ClusterProcess;
  workDir: string;
  /** Stops nginx, then every api and worker gracefully (SIGTERM); resolves when all have ended. */
  stop(): Promise<void>;
}

/** The last lines of a log, for an error that says why a process did not come up. */
function logTail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** "api 2", "worker 1", "nginx". */
export function nameOf({ kind, index }: Pick<ClusterProcess, 'kind' | 'index'>): string {
  return kind === 'nginx' ? 'nginx' : `${kind} ${index}`;
}

class ManagedProcess implements ClusterProcess {
  readonly pid: number;
  private readonly exited: Promise<void>;

  constructor(
    readonly kind: ClusterProcess['kind'],
    readonly index: number,
    readonly port: number,
    readonly logFile: string,
    private readonly child: ChildProcess,
  ) {
    if (child.pid === undefined) throw new Error(`${nameOf(this)} could not be started`);
    this.pid = child.pid;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (!this.running) return;
    this.child.kill(signal);
    const killer = setTimeout(() => this.child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(killer);
  }

  kill(): Promise<void> {
    return this.stop('SIGKILL');
  }

  /** Resolves on the process's process.send('ready'); rejects, with its log's end, if it ends or time runs out. */
  ready(timeoutMs: number): Promise<void> {
    const { child } = this;
    return new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      const fail = (why: string) => done(new Error(`${nameOf(this)} ${why}; the end of ${this.logFile}:\n${logTail(this.logFile)}`));
      const onMessage = (message: unknown) => message === 'ready' && done();
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => fail(`ended (${code ?? signal}) before it was ready`);
      const timer = setTimeout(() => fail(`was not ready within ${timeoutMs / 1000} s`), timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
    }).then(() => {
      // Nothing else comes over the channel; closing it lets either side end without waiting on it.
      if (child.connected) child.disconnect();
    });
  }

  onExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void {
    this.child.once('exit', listener);
  }
}

/** Ports nothing listens on, all different. */
async function freePorts(count: number, taken: Set<number>): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort();
    if (taken.has(port)) continue;
    taken.add(port);
    ports.push(port);
  }
  return ports;
}

function requireFile(path: string, hint: string): void {
  if (!existsSync(path)) throw new Error(`${path} is missing: ${hint}`);
}

/**
 * Runs the product as it runs scaled out, on this machine: `apis` api processes and `workers` workers on one
 * database and Redis, behind Debian's nginx configured from docker/nginx.conf.template (the template
 * docker-compose's web image uses), which also serves frontend/dist. Resolves once every api and worker said it
 * is ready and nginx answers /api/health; on any failure it stops what it started and rejects.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { apis: apiCount, workers: workerCount } = options;
  if (!Number.isInteger(apiCount) || apiCount < 1) throw new Error(`apis must be a whole number of 1 or more, got ${apiCount}`);
  if (!Number.isInteger(workerCount) || workerCount < 0) throw new Error(`workers must be a whole number of 0 or more, got ${workerCount}`);
  const extraEnv = options.env ?? {};
  const databaseUrl = options.databaseUrl ?? extraEnv.DATABASE_URL ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('a database is needed: pass databaseUrl or set DATABASE_URL');
  const redisUrl = options.redisUrl ?? extraEnv.REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const nginxBinary = options.nginxBinary ?? process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  requireFile(nginxBinary, 'nginx is needed (on Debian: apt-get install -y nginx), or set NGINX_BIN');
  requireFile(join(WEB_ROOT, 'index.html'), 'build the web app first (npm run build -w @isl/frontend, or npm run build)');
  requireFile(API_SCRIPT, 'build the api first (npm run build)');
  requireFile(WORKER_SCRIPT, 'build the worker first (npm run build)');
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;

  const workDir = resolve(options.workDir ?? mkdtempSync(join(tmpdir(), 'isl-cluster-')));
  const prefix = join(workDir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const taken = new Set<number>(options.nginxPort ? [options.nginxPort] : []);
  const nginxPort = options.nginxPort ?? (await freePorts(1, taken))[0];
  const apiPorts = await freePorts(apiCount, taken);
  const workerPorts = await freePorts(workerCount, taken);
  const url = `http://127.0.0.1:${nginxPort}`;

  const s3Endpoint = extraEnv.S3_ENDPOINT ?? process.env.S3_ENDPOINT;
  const http = renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
    // reuseport: the kernel deals new connections evenly to nginx's workers, so thousands of sockets opened at
    // once do not pile onto one worker and run it out of files.
    NGINX_LISTEN: `127.0.0.1:${nginxPort} reuseport`,
    NGINX_WEB_ROOT: WEB_ROOT,
    NGINX_API_SERVERS: apiServerLines(apiPorts),
    NGINX_UPLOADS_UPSTREAM: s3Endpoint ? new URL(s3Endpoint).origin : NO_UPLOADS_UPSTREAM,
  });
  const nginxLog = join(workDir, 'nginx-error.log');
  const nginxConf = join(workDir, 'nginx.conf');
  writeFileSync(
    nginxConf,
    nginxMainConfig({
      prefix,
      http,
      errorLog: nginxLog,
      accessLog: join(workDir, 'nginx-access.log'),
      clientConnections: options.clientConnections,
      // As root nginx's workers would run as "nobody", who may not read a checkout under /root. It listens on
      // 127.0.0.1 only: a local tool, like the api processes it fronts, which run as this user too.
      user: process.getuid?.() === 0 ? 'root' : undefined,
    }),
  );

  const sharedEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Sessions made by one api must be good on every other.
    SESSION_SECRET: extraEnv.SESSION_SECRET ?? process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    PUBLIC_URL: url,
    // nginx is the one proxy in front: only its X-Forwarded-For entry is believed.
    TRUSTED_PROXY_HOPS: '1',
  };

  const started: ManagedProcess[] = [];
  // A process that ends during the start fails the start instead; one that ends while stopping is expected.
  let up = false;
  let stopping = false;
  const launch = (kind: ClusterProcess['kind'], index: number, port: number, command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) => {
    // nginx writes what it has to say to its error log (`-e` and error_log); the others to standard output.
    const log = kind === 'nginx' ? undefined : openSync(logFile, 'a');
    try {
      const child = spawn(command, args, { cwd: ROOT, env, stdio: log === undefined ? 'ignore' : ['ignore', log, log, 'ipc'] });
      // A process that cannot be spawned has no pid, which ManagedProcess reports.
      child.on('error', () => undefined);
      const managed = new ManagedProcess(kind, index, port, logFile, child);
      started.push(managed);
      managed.onExit((code, signal) => {
        if (up && !stopping) options.onExit?.(managed, code, signal);
      });
      return managed;
    } finally {
      if (log !== undefined) closeSync(log);
    }
  };
  const stopAll = async () => {
    stopping = true;
    const nginx = started.filter((p) => p.kind === 'nginx');
    await Promise.all(nginx.map((p) => p.stop('SIGTERM')));
    await Promise.all(started.filter((p) => p.kind !== 'nginx').map((p) => p.stop('SIGTERM')));
  };

  // Every wait below also ends when the caller aborts (Ctrl-C during a long first seed).
  const aborted = new Promise<never>((_resolve, reject) => {
    const abort = () => reject(new Error('the start was cancelled'));
    if (options.signal?.aborted) abort();
    else options.signal?.addEventListener('abort', abort, { once: true });
  });
  aborted.catch(() => undefined);
  const unlessAborted = <T>(promise: Promise<T>) => Promise.race([promise, aborted]);

  try {
    // The apis start together: the first to take the migration lock migrates (and seeds, with SEED=true) and
    // the others wait for it. Workers migrate nothing, so they start once the apis are up.
    const apis = apiPorts.map((port, i) =>
      launch('api', i + 1, port, process.execPath, [...API_NODE_FLAGS, API_SCRIPT], { ...sharedEnv, PORT: String(port) }, join(workDir, `api-${i + 1}.log`)),
    );
    await unlessAborted(Promise.all(apis.map((api) => api.ready(readyTimeoutMs))));
    const workers = workerPorts.map((port, i) =>
      launch('worker', i + 1, port, process.execPath, [WORKER_SCRIPT], { ...sharedEnv, WORKER_METRICS_PORT: String(port) }, join(workDir, `worker-${i + 1}.log`)),
    );
    await unlessAborted(Promise.all(workers.map((worker) => worker.ready(readyTimeoutMs))));
    const nginx = launch('nginx', 1, nginxPort, nginxBinary, ['-p', prefix, '-c', nginxConf, '-e', nginxLog], process.env, nginxLog);
    await unlessAborted(waitFor(
      async () => {
        if (!nginx.running) throw new Error(`nginx ended before it answered; the end of ${nginxLog}:\n${logTail(nginxLog)}`);
        return fetch(`${url}/api/health`).then((response) => response.ok, () => false);
      },
      { timeoutMs: readyTimeoutMs, intervalMs: 100, what: `${url}/api/health through nginx` },
    ));
    let stopped: Promise<void> | undefined;
    up = true;
    return {
      url,
      apis,
      workers,
      nginx,
      workDir,
      stop: () => (stopped ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
