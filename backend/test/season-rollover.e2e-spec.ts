import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { SeasonResponse, TeamResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import { RolloverRefused, startSeason } from '../src/features/season-rollover';
import { jsonOf, rawGet } from './support/raw-get';
import { startReplica, startTestApp, type Replica, type TestApp } from './support/test-app';

// Making the next season current: two apis on one database, as replicas are, each keeping its cached reads; the
// rollover must reach both, and the season that ended must stay as it was.
let a: TestApp;
let b: Replica;
let dataSource: DataSource;

beforeAll(async () => {
  a = await startTestApp();
  b = await startReplica(a);
  dataSource = a.app.get(DataSource);
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

// The built CLI (backend/dist, made by `npm test` before jest), run as the data desk runs `npm run admin`.
const CLI = join(__dirname, '..', 'dist', 'admin-cli.js');
const admin = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: a.db.url }, encoding: 'utf8' });

const getB = async <T>(path: string) => jsonOf<T>(await rawGet(b.port, path));

/** 2025-26: the 2024-25 clubs but the last two, and a promoted club, with a few fixtures to come. */
async function prepareNextSeason(ended: TeamResponse[]): Promise<{ promoted: string; relegated: string[] }> {
  const staying = ended.slice(0, -2);
  const [{ id: promotedId }] = (await dataSource.query(
    `INSERT INTO teams (slug, name) VALUES ('al-mosul', 'Al-Mosul') RETURNING id`,
  )) as { id: number }[];
  await dataSource.query(
    `INSERT INTO seasons (label, starts_on, ends_on, tie_breaks, rounds) SELECT '2025-26', '2026-09-01', '2027-06-30', tie_breaks, 36 FROM seasons WHERE label = '2024-25'`,
  );
  await dataSource.query(`INSERT INTO season_clubs (season, team_id) SELECT '2025-26', unnest($1::int[])`, [[...staying.map((t) => t.id), promotedId]]);
  await dataSource.query(
    `INSERT INTO matches (home_team_id, away_team_id, match_date, matchday, season)
     VALUES ($1, $2, '2026-09-04T16:00:00Z', 1, '2025-26'), ($3, $4, '2026-09-04T18:30:00Z', 1, '2025-26')`,
    [promotedId, staying[0].id, staying[1].id, staying[2].id],
  );
  return { promoted: 'Al-Mosul', relegated: ended.slice(-2).map((t) => t.name).sort((x, y) => x.localeCompare(y, 'en')) };
}

it('makes the imported season current on every api, and leaves the ended one as it was', async () => {
  const ended = await getB<TeamResponse[]>('/api/teams');
  const { promoted, relegated } = await prepareNextSeason(ended);

  const started = admin(['start-season', '2025-26']);
  expect(started).toEqual(expect.objectContaining({ status: 0, stderr: '' }));
  expect(started.stdout).toBe(
    [
      '2025-26 is now the current season (it was 2024-25), with 2 fixtures.',
      `Promoted (new this season): ${promoted}.`,
      `Relegated (gone this season): ${relegated.join(', ')}.`,
      '2024-25 stays readable: its table, leaderboards and squads are as they ended.',
      '',
    ].join('\n'),
  );

  // b cached the table and the seasons before; the outbox tells it they are out of date.
  await waitFor(async () => (await getB<TeamResponse[]>('/api/teams')).length === 19, { timeoutMs: 5_000, what: 'the new table on b' });
  const table = await getB<TeamResponse[]>('/api/teams');
  expect(table.map((t) => t.name)).toContain(promoted);
  expect(table.every((t) => t.points === 0 && t.matchesPlayed === 0 && t.currentPosition === null)).toBe(true);
  const seasons = await getB<SeasonResponse[]>('/api/seasons');
  expect(seasons.map((s) => [s.label, s.isCurrent])).toEqual([['2025-26', true], ['2024-25', false]]);
  expect(await getB<TeamResponse[]>('/api/teams?season=2024-25')).toEqual(ended);
  // Each club of the new season has its public league, named after it.
  const clubLeagues = (await dataSource.query(`SELECT name FROM leagues WHERE season = '2025-26' AND club_id IS NOT NULL ORDER BY name`)) as { name: string }[];
  expect(clubLeagues.map((league) => league.name)).toEqual(table.map((t) => t.name).sort());

  const [record] = (await dataSource.query(`SELECT subject, subject_id, action, changes FROM desk_changes WHERE action = 'rollover'`)) as unknown[];
  expect(record).toEqual({ subject: 'season', subject_id: '2025-26', action: 'rollover', changes: [{ field: 'current', from: '2024-25', to: '2025-26' }] });
});

it('changes nothing when the season is current already', async () => {
  // The relay deletes what it delivers: the sequence says whether anything was written since.
  const outbox = async () => ((await dataSource.query(`SELECT last_value FROM outbox_id_seq`)) as { last_value: string }[])[0].last_value;
  const before = await outbox();
  expect(await startSeason(dataSource, '2025-26', null)).toEqual(expect.objectContaining({ previous: null, promoted: [], relegated: [] }));
  expect(await outbox()).toBe(before);
});

it('refuses a season that does not exist, or has no fixtures, and keeps the current one', async () => {
  expect(admin(['start-season', '2030-31'])).toEqual(expect.objectContaining({ status: 1, stderr: expect.stringMatching(/^There is no season 2030-31/) }));
  expect(admin(['start-season', '2030'])).toEqual(expect.objectContaining({ status: 2, stderr: expect.stringMatching(/^Usage/) }));
  await expect(startSeason(dataSource, '2030-31', null)).rejects.toThrow(RolloverRefused);
  await dataSource.query(`INSERT INTO seasons (label, starts_on, ends_on, tie_breaks, rounds) VALUES ('2026-27', '2027-09-01', '2028-06-30', '[]', 38)`);
  await expect(startSeason(dataSource, '2026-27', null)).rejects.toThrow(/no fixtures/);
  const current = await request(a.app.getHttpServer()).get('/api/seasons').expect(200);
  expect((current.body as SeasonResponse[]).find((s) => s.isCurrent)?.label).toBe('2025-26');
});
