import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from './support/test-database';

// The built CLI (backend/dist, made by `npm test` before jest), run as an operator runs `npm run admin`.
const CLI = join(__dirname, '..', 'dist', 'admin-cli.js');

let db: TestDatabase;
let client: Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = new Client({ connectionString: db.url });
  await client.connect();
  await client.query(
    `INSERT INTO users (email, role, is_journalist_approved) VALUES
       ('operator@example.com', 'user', false), ('reporter@example.com', 'journalist', true)`,
  );
});
afterAll(async () => {
  await client.end();
  await db.drop();
});

function admin(args: string[], env: Record<string, string | undefined> = { DATABASE_URL: db.url }) {
  const { DATABASE_URL: _inherited, ...rest } = process.env;
  return spawnSync(process.execPath, [CLI, ...args], { env: { ...rest, ...env }, encoding: 'utf8' });
}

const roleOf = async (email: string) =>
  ((await client.query<{ role: string }>('SELECT role FROM users WHERE email = $1', [email])).rows[0]).role;

it('promotes an account to admin (the e-mail as typed, in any case) and demotes it back to user', async () => {
  const promote = admin(['promote', ' Operator@Example.com ']);
  expect(promote).toEqual(expect.objectContaining({ status: 0, stdout: 'operator@example.com is now admin.\n', stderr: '' }));
  expect(await roleOf('operator@example.com')).toBe('admin');

  const demote = admin(['demote', 'operator@example.com']);
  expect(demote).toEqual(expect.objectContaining({ status: 0, stdout: 'operator@example.com is now user.\n' }));
  expect(await roleOf('operator@example.com')).toBe('user');
});

it('demotes an approved journalist back to journalist', async () => {
  expect(admin(['promote', 'reporter@example.com']).status).toBe(0);
  expect(admin(['demote', 'reporter@example.com']).stdout).toBe('reporter@example.com is now journalist.\n');
  expect(await roleOf('reporter@example.com')).toBe('journalist');
});

it('says so, and exits 1, when no account has the e-mail', () => {
  const run = admin(['promote', 'nobody@example.com']);
  expect(run.status).toBe(1);
  expect(run.stderr).toBe('No account has the e-mail address nobody@example.com; it must sign up first.\n');
});

it.each([[[]], [['promote']], [['delete', 'operator@example.com']], [['promote', 'a@b.iq', 'extra']]])(
  'prints the usage and exits 2 for %j',
  (args) => {
    const run = admin(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('Usage: npm run admin -- promote <email> | demote <email> | import-season <file> --season <2025-26> [--dry-run] [--time-zone <zone>]\n');
  },
);

it('names the missing setting in one line', () => {
  const run = admin(['promote', 'operator@example.com'], {});
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/^Configuration error: DATABASE_URL is required\. .*DATABASE_URL=postgres:\/\/.*\n$/);
});
