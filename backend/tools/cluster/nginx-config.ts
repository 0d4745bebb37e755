/**
 * The nginx configuration of `npm run cluster`: docker/nginx.conf.template (the one docker-compose's web image
 * renders) with its placeholders filled in, wrapped in the few main-context lines a foreground nginx needs.
 */

/** The template's placeholders: `${NAME}` in capitals, digits and underscores. nginx's `$host` is not one. */
const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)\}/g;

/**
 * Fills in every `${NAME}` placeholder, as the nginx image's envsubst does with the variables it is given.
 * Unlike envsubst, a placeholder without a value is an error rather than left in for nginx to trip over.
 */
export function renderTemplate(template: string, variables: Readonly<Record<string, string>>): string {
  const missing = new Set<string>();
  const rendered = template.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (Object.hasOwn(variables, name)) return variables[name];
    missing.add(name);
    return placeholder;
  });
  if (missing.size) throw new Error(`the nginx template needs a value for ${[...missing].join(', ')}`);
  return rendered;
}

export interface NginxMainOptions {
  /** The folder given to `nginx -p`: its pid file and temporary files go there. */
  prefix: string;
  /** The rendered template, which belongs in the `http` block. */
  http: string;
  errorLog: string;
  accessLog: string;
  /** Worker processes' user when nginx starts as root (else nginx's default, nobody, may not read the files). */
  user?: string;
  /** How many connections from clients (sockets and requests) nginx must hold at once; default 4,096. */
  clientConnections?: number;
}

/** Files an nginx worker may have open besides its connections: its logs, and the web app's files it is sending. */
const WORKER_SPARE_FILES = 1024;

/** A whole nginx.conf that runs in the foreground with everything it writes inside `prefix` or the logs given. */
export function nginxMainConfig({ prefix, http, errorLog, accessLog, user, clientConnections = 4096 }: NginxMainOptions): string {
  // Each client's connection is proxied over one of the worker's own to an api; enough for one worker to hold them
  // all, whatever share of them it is dealt.
  const workerConnections = 2 * clientConnections;
  const indented = http
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
    .join('\n');
  return [
    '# Made by `npm run cluster` from docker/nginx.conf.template: edit the template, not this file.',
    'daemon off;',
    'worker_processes auto;',
    ...(user ? [`user ${user};`] : []),
    `pid ${prefix}/nginx.pid;`,
    `error_log ${errorLog} warn;`,
    // Every connection is an open file: the workers' limit, whatever the shell that started nginx allowed.
    `worker_rlimit_nofile ${workerConnections + WORKER_SPARE_FILES};`,
    '',
    'events {',
    `  worker_connections ${workerConnections};`,
    '}',
    '',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    // Which replica answered each request, so a test or a person can see the spread and the stickiness.
    `  log_format upstream '$remote_addr [$time_local] "$request" $status $body_bytes_sent '`,
    `                      'upstream=$upstream_addr $upstream_status $request_time';`,
    `  access_log ${accessLog} upstream;`,
    `  client_body_temp_path ${prefix}/client_body_temp;`,
    `  proxy_temp_path ${prefix}/proxy_temp;`,
    `  fastcgi_temp_path ${prefix}/fastcgi_temp;`,
    `  uwsgi_temp_path ${prefix}/uwsgi_temp;`,
    `  scgi_temp_path ${prefix}/scgi_temp;`,
    '',
    indented,
    '}',
    '',
  ].join('\n');
}

/** The upstream `server` lines for api replicas on these ports of this machine. */
export function apiServerLines(ports: readonly number[]): string {
  // One failure takes a replica out for 5 seconds; requests that could not reach it go to the next one.
  return ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n  ');
}
