import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { apiServerLines, nginxMainConfig, renderTemplate } from './nginx-config';

const TEMPLATE = readFileSync(join(REPO_ROOT, 'docker', 'nginx.conf.template'), 'utf8');
const NGINX = '/usr/sbin/nginx';

describe('renderTemplate', () => {
  it('fills in the placeholders and leaves nginx variables alone', () => {
    expect(renderTemplate('listen ${PORT};\nproxy_set_header Host $host;\nroot ${ROOT}/${ROOT};', { PORT: '8080', ROOT: '/srv' })).toBe(
      'listen 8080;\nproxy_set_header Host $host;\nroot /srv//srv;',
    );
  });

  it('names every placeholder without a value', () => {
    expect(() => renderTemplate('${A} ${B} ${C} ${B}', { B: 'b' })).toThrow('the nginx template needs a value for A, C');
  });

  it('takes a value as it is, dollars included', () => {
    expect(renderTemplate('set $x ${V};', { V: '$1 $$' })).toBe('set $x $1 $$;');
  });
});

describe('the cluster nginx.conf from docker/nginx.conf.template', () => {
  const variables = {
    NGINX_LISTEN: '127.0.0.1:18080',
    NGINX_WEB_ROOT: '/srv/web',
    NGINX_API_SERVERS: apiServerLines([18081, 18082]),
    NGINX_UPLOADS_UPSTREAM: 'http://127.0.0.1:9',
  };

  it('has a value for every placeholder of the template', () => {
    const rendered = renderTemplate(TEMPLATE, variables);
    expect(rendered).not.toMatch(/\$\{/);
    expect(rendered).toContain('server 127.0.0.1:18081 max_fails=1 fail_timeout=5s;\n  server 127.0.0.1:18082 max_fails=1 fail_timeout=5s;');
    expect(rendered).toContain('hash $socket_sticky consistent;');
  });

  it('wraps it in a configuration nginx accepts (when nginx is installed)', () => {
    if (!existsSync(NGINX)) {
      console.warn(`${NGINX} is missing: the configuration was not checked by nginx (apt-get install -y nginx)`);
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'isl-nginx-conf-'));
    try {
      mkdirSync(join(dir, 'prefix'));
      const conf = join(dir, 'nginx.conf');
      const http = renderTemplate(TEMPLATE, variables);
      writeFileSync(conf, nginxMainConfig({ prefix: join(dir, 'prefix'), http, errorLog: join(dir, 'error.log'), accessLog: join(dir, 'access.log') }));
      const check = spawnSync(NGINX, ['-t', '-q', '-p', join(dir, 'prefix'), '-c', conf, '-e', join(dir, 'error.log')], { encoding: 'utf8' });
      // Its complaint, if any, is the failure message.
      expect(check.status === 0 ? '' : check.stderr).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('nginxMainConfig', () => {
  it('runs in the foreground with everything it writes under its prefix or the logs given', () => {
    const conf = nginxMainConfig({ prefix: '/w/p', http: 'server {\n}\n', errorLog: '/w/e.log', accessLog: '/w/a.log', user: 'root' });
    expect(conf).toContain('daemon off;');
    expect(conf).toContain('user root;');
    expect(conf).toContain('pid /w/p/nginx.pid;');
    expect(conf).toContain('error_log /w/e.log warn;');
    expect(conf).toMatch(/http \{\n {2}include \/etc\/nginx\/mime.types;[\s\S]*access_log \/w\/a.log upstream;[\s\S]*client_body_temp_path \/w\/p\/client_body_temp;[\s\S]*\n {2}server \{\n {2}\}\n\}\n$/);
    expect(nginxMainConfig({ prefix: '/w/p', http: '', errorLog: '/e', accessLog: '/a' })).not.toContain('user ');
  });

  it('lets each worker hold every client connection and its own to an api, and open a file for each', () => {
    const conf = (clientConnections?: number) => nginxMainConfig({ prefix: '/w/p', http: '', errorLog: '/e', accessLog: '/a', clientConnections });
    expect(conf()).toContain('worker_rlimit_nofile 9216;');
    expect(conf()).toMatch(/events \{\n {2}worker_connections 8192;\n\}/);
    expect(conf(15_000)).toContain('worker_rlimit_nofile 31024;');
    expect(conf(15_000)).toContain('worker_connections 30000;');
  });
});
