import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * The structure the lint rules cannot see: no file of the backend or the contracts imports itself round a
 * circle, and each table is named in SQL by the folder that owns it only (docs/development.md says why).
 */

const BACKEND_SRC = resolve(__dirname, '..', 'src');
const CONTRACTS_SRC = resolve(__dirname, '..', '..', 'libs', 'contracts', 'src');

/** Each table's owner: the only folder whose SQL names it. The schema's history (database/) names them all. */
const TABLE_OWNERS: Record<string, string[]> = {
  'platform/outbox': ['outbox'],
  'platform/queue': ['work_due'],
  'platform/postgres': ['app_settings', 'request_keys'],
  identity: ['users', 'sessions', 'password_resets'],
  'features/seasons': ['seasons', 'season_clubs'],
  'features/teams': ['teams', 'team_aliases'],
  'features/players': ['players', 'player_transfers'],
  'features/desk-audit': ['desk_changes'],
  'features/matches': ['matches', 'match_events', 'match_lineups'],
  'features/predictions': ['predictions', 'prediction_totals', 'prediction_season_totals', 'prediction_round_totals', 'leaderboard_points', 'leaderboard_tops', 'prediction_settlements'],
  'features/weekly-squads': ['weekly_squads', 'player_match_points', 'squad_scorings'],
  'features/newsroom': ['articles', 'article_ratings', 'article_views', 'comments', 'journalist_applications'],
  'features/uploads': ['uploads'],
  'features/notifications': ['push_subscriptions', 'push_deliveries'],
  'features/badges': ['badges'],
  'features/leagues': ['leagues', 'league_members', 'league_removals', 'league_round_winners'],
};

/** The source files of a folder, tests aside. */
function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.spec.ts'))
    .map((path) => join(root, path));
}

const RELATIVE_IMPORT = /(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Each file's relative imports, resolved to the files they name. */
function importGraph(root: string): Map<string, string[]> {
  const files = new Set(sourceFiles(root));
  const resolveImport = (from: string, specifier: string) =>
    [`${specifier}.ts`, join(specifier, 'index.ts')].map((candidate) => resolve(dirname(from), candidate)).find((path) => files.has(path));
  return new Map(
    [...files].map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].flatMap(([, specifier]) => resolveImport(file, specifier) ?? []),
    ]),
  );
}

/** The groups of two files or more that import each other round a circle (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) group.push(member);
    if (group.length > 1) found.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the import graph', () => {
  it.each([
    ['backend/src', BACKEND_SRC],
    ['libs/contracts/src', CONTRACTS_SRC],
  ])('%s has no circle', (_name, root) => {
    expect(circles(importGraph(root)).map((group) => group.map((file) => relative(root, file)).sort())).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph).map((group) => group.sort())).toEqual([['a', 'b', 'c']]);
  });
});

describe('the tables', () => {
  /** SQL that names the table, or the entity that maps it. */
  const naming = (table: string) => new RegExp(`\\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\\s+"?${table}\\b|@Entity\\('${table}'\\)`);
  const files = sourceFiles(BACKEND_SRC)
    .map((file) => relative(BACKEND_SRC, file))
    .filter((file) => !file.startsWith('database/'));

  it.each(Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((table) => [table, owner])))(
    '%s is mapped and named in SQL only by %s',
    (table, owner) => {
      const namers = files.filter((file) => naming(table).test(readFileSync(join(BACKEND_SRC, file), 'utf8')));
      expect(namers.filter((file) => !file.startsWith(`${owner}/`))).toEqual([]);
      expect(namers.length).toBeGreaterThan(0);
    },
  );

  it('every table of the schema has an owner', () => {
    const created = [...readFileSync(join(BACKEND_SRC, 'database', 'migrations', '1795341416449-InitialSchema.ts'), 'utf8').matchAll(/CREATE TABLE "(\w+)"/g)];
    const later = sourceFiles(join(BACKEND_SRC, 'database', 'migrations')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/CREATE TABLE "?(\w+)"?/g)]);
    const tables = new Set([...created, ...later].map(([, table]) => table).filter((table) => table !== 'settled_fans'));
    expect([...tables].filter((table) => !Object.values(TABLE_OWNERS).flat().includes(table))).toEqual([]);
  });
});
