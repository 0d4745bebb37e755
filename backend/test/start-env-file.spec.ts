import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm start`'s .env file (scripts/env-file.mjs). The script is an ES module, which jest's CommonJS mode cannot
 * load, so each case runs the loader in a Node of its own and reads back what it did.
 */
const LOADER = pathToFileURL(join(__dirname, '..', '..', 'scripts', 'env-file.mjs')).href;

type Env = Record<string, string>;

function loadEnvFile(path: string, env: Env): { added: string[]; env: Env } {
  const program = `
    import { loadEnvFile } from ${JSON.stringify(LOADER)};
    const env = JSON.parse(process.argv[1]);
    const added = loadEnvFile(process.argv[2], env);
    process.stdout.write(JSON.stringify({ added, env }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', program, JSON.stringify(env), path], { encoding: 'utf8' })) as {
    added: string[];
    env: Env;
  };
}

describe("npm start's .env file", () => {
  const dir = mkdtempSync(join(tmpdir(), 'isl-env-file-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adds what the file sets, keeps what the environment already has, and skips what the file leaves empty', () => {
    const path = join(dir, '.env');
    writeFileSync(path, ['# a comment', 'DATABASE_URL=postgres://db/isl', 'PORT=3001', 'SEED=', 'MAIL_FROM="League <news@example.org>" # sender', ''].join('\n'));
    const result = loadEnvFile(path, { PORT: '3000', LOG_LEVEL: 'debug' });
    expect(result.added.sort()).toEqual(['DATABASE_URL', 'MAIL_FROM']);
    expect(result.env).toEqual({ DATABASE_URL: 'postgres://db/isl', PORT: '3000', LOG_LEVEL: 'debug', MAIL_FROM: 'League <news@example.org>' });
  });

  it('changes nothing when there is no .env file', () => {
    expect(loadEnvFile(join(dir, 'missing', '.env'), { PORT: '3000' })).toEqual({ added: [], env: { PORT: '3000' } });
  });
});
