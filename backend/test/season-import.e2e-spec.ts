import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { dayAfter, seasonFile, waitFor, type SeasonFile } from '@isl/test-support';
import type { ImportProblem, SeasonImportReport, TeamResponse } from '@isl/contracts';
import { APP_ORIGIN, SignedIn, signUp } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, WorkerProcess } from './support/worker-process';

// The built CLI (backend/dist, made by `npm test` before jest), run as the desk runs `npm run admin`.
const CLI = join(__dirname, '..', 'dist', 'admin-cli.js');
const SEASON = '2025-26';
const DAY_MS = 86_400_000;

let t: TestApp;
let admin: SignedIn;
let db: Client;
let worker: WorkerProcess | undefined;
let clubs: string[];
const folder = mkdtempSync(join(tmpdir(), 'isl-season-import-'));

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUp(t, { role: 'admin' });
  db = new Client({ connectionString: t.db.url });
  await db.connect();
  // 15 of the league's clubs (one spelled as another file would: matched by its name's key) and 3 new ones.
  const known = (await sql<{ name: string }>(`SELECT name FROM teams ORDER BY id LIMIT 15`)).map((row) => row.name);
  clubs = [...known.slice(0, 14), `${known[14].toUpperCase()} S.C.`, 'Zakho Academy', 'Samarra FC', 'Al-Hudood Youth'];
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await db?.end();
  await t?.close();
});

const sql = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];
const api = () => request(t.app.getHttpServer());
const importFile = (body: string | object, query = '', label = SEASON) =>
  api()
    .post(`/api/admin/seasons/${label}/import${query}`)
    .set('origin', APP_ORIGIN)
    .set('cookie', admin.cookie)
    .set('content-type', 'application/json')
    .send(typeof body === 'string' ? body : JSON.stringify(body));

/*
 * The season the test writes: 18 clubs, 34 rounds of 9, the first 20 played (one match of round 20 postponed).
 * Every match of clubs 0-4 is a 1-1 draw but those below, and the others rank by their index, so that:
 * clubs 0 and 1 end level on points, 0 above 1 by their meeting though 1 has the better goal difference; clubs
 * 2, 3 and 4 end level, each beating one of the others, ranked 2, 3, 4 by the goal difference of their meetings
 * though 4 has the best over the season.
 */
const FIRST_LEG_RESULTS: Record<string, [number, number]> = {
  '0-1': [1, 0], '5-0': [1, 0], '1-6': [5, 0], '0-7': [1, 0], '1-8': [1, 0],
  '2-3': [2, 0], '3-4': [2, 0], '4-2': [1, 0], '2-9': [1, 0], '10-2': [1, 0], '3-11': [1, 0], '12-3': [1, 0], '4-13': [4, 0], '14-4': [1, 0],
  '9-17': [1, 0],
};
const FIRST_LEG_ROUNDS = 17;
const PLAYED_ROUNDS = 20;

function crafted(home: number, away: number, round: number): [number, number] {
  if (round <= FIRST_LEG_ROUNDS) {
    const given = FIRST_LEG_RESULTS[`${home}-${away}`];
    if (given) return given;
    const reversed = FIRST_LEG_RESULTS[`${away}-${home}`];
    if (reversed) return [reversed[1], reversed[0]];
  }
  if (home >= 5 && away >= 5) return home > away ? [2, 0] : [0, 2];
  return [1, 1];
}

/** Round 20 was ten days ago, round 21 three days ago (not yet played), round 22 is four days ahead. */
function theSeason(): SeasonFile {
  const firstRound = new Date(Date.now() - (19 * 7 + 10) * DAY_MS);
  const file = seasonFile({ clubs, firstRound, playedRounds: PLAYED_ROUNDS, score: crafted, name: 'Iraq Stars League 2025/26' });
  const postponed = file.matches.find((m) => m.round === `Matchday ${PLAYED_ROUNDS}` && m.team1 === clubs[7] && m.team2 === clubs[6]);
  if (!postponed) throw new Error('the schedule has no Club 7 v Club 6 in round 20');
  delete postponed.score;
  postponed.status = 'postponed';
  // The last round's times are not set yet; the first match has its venue.
  for (const match of file.matches.filter((m) => m.round === 'Matchday 34')) delete match.time;
  file.matches[0].ground = 'Al-Shaab Stadium';
  return file;
}

interface Row {
  club: string;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** The table computed here from the file's results: points, then head-to-head among the clubs level, then goal difference and goals. */
function expectedTable(file: SeasonFile): string[] {
  const results = file.matches.filter((m) => m.score?.ft).map((m) => ({ home: m.team1, away: m.team2, ft: m.score?.ft as [number, number] }));
  const tableOf = (names: readonly string[], among: typeof results): Map<string, Row> => {
    const rows = new Map(names.map((club) => [club, { club, points: 0, goalsFor: 0, goalsAgainst: 0 }]));
    for (const { home, away, ft } of among) {
      const [h, a] = [rows.get(home), rows.get(away)];
      if (!h || !a) continue;
      h.goalsFor += ft[0];
      h.goalsAgainst += ft[1];
      a.goalsFor += ft[1];
      a.goalsAgainst += ft[0];
      h.points += ft[0] > ft[1] ? 3 : ft[0] === ft[1] ? 1 : 0;
      a.points += ft[1] > ft[0] ? 3 : ft[0] === ft[1] ? 1 : 0;
    }
    return rows;
  };
  const season = tableOf(clubs, results);
  const order = (level: string[]): string[] => {
    if (level.length < 2) return level;
    const between = tableOf(level, results.filter((r) => level.includes(r.home) && level.includes(r.away)));
    const keys = (club: string) => {
      const [h2h, all] = [between.get(club) as Row, season.get(club) as Row];
      return [h2h.points, h2h.goalsFor - h2h.goalsAgainst, h2h.goalsFor, all.goalsFor - all.goalsAgainst, all.goalsFor];
    };
    const groups = new Map<string, string[]>();
    for (const club of level) groups.set(keys(club).join(','), [...(groups.get(keys(club).join(',')) ?? []), club]);
    if (groups.size === 1) return [...level].sort();
    const compare = (a: string, b: string) => {
      const [ka, kb] = [keys(a), keys(b)];
      const first = ka.findIndex((value, i) => value !== kb[i]);
      return first === -1 ? 0 : kb[first] - ka[first];
    };
    // Clubs still level on every key start the tie-breaks again among themselves.
    return [...groups.values()].sort((a, b) => compare(a[0], b[0])).flatMap((group) => (group.length === level.length ? group.sort() : order(group)));
  };
  const byPoints = new Map<number, string[]>();
  for (const row of season.values()) byPoints.set(row.points, [...(byPoints.get(row.points) ?? []), row.club]);
  return [...byPoints.entries()].sort(([a], [b]) => b - a).flatMap(([, level]) => order(level));
}

const counts = async () =>
  (
    await sql<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM matches) AS matches, (SELECT count(*)::int FROM match_events) AS events,
              (SELECT count(*)::int FROM season_clubs) AS season_clubs, (SELECT count(*)::int FROM teams) AS teams,
              (SELECT count(*)::int FROM seasons) AS seasons, (SELECT coalesce(sum(version), 0)::int FROM matches) AS versions,
              (SELECT count(*)::int FROM desk_changes) AS desk_changes,
              -- Every outbox message ever recorded, whether the relay has delivered (deleted) it or not.
              (SELECT coalesce(pg_sequence_last_value('outbox_id_seq'), 0)::int) AS outbox_messages`,
    )
  )[0];

const fixtureOf = async (home: string, away: string) =>
  (
    await sql<{ id: number; status: string; home_score: number | null; away_score: number | null; match_date: Date; matchday: number; version: number }>(
      `SELECT m.id, m.status, m.home_score, m.away_score, m.match_date, m.matchday, m.version FROM matches m
         JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id
        WHERE m.season = $1 AND lower(h.name) = lower($2) AND lower(a.name) = lower($3)`,
      [SEASON, home.replace(/ S\.C\.$/, ''), away.replace(/ S\.C\.$/, '')],
    )
  )[0];

describe('importing a season from football.json', () => {
  let file: SeasonFile;

  it('shows a dry run and writes nothing, then imports 306 fixtures, new clubs and the season, ranked by head-to-head', async () => {
    file = theSeason();
    expect(file.matches).toHaveLength(306);
    const before = await counts();
    const dry = (await importFile(file, '?dryRun=true').expect(200)).body as SeasonImportReport;
    expect(dry).toMatchObject({ season: SEASON, dryRun: true, seasonCreated: true });
    expect([...dry.newClubs].sort()).toEqual(['Al-Hudood Youth', 'Samarra FC', 'Zakho Academy']);
    expect(dry.counts).toEqual({ create: 306, update: 0, unchanged: 0, skipLive: 0 });
    expect(dry.lines[0]).toEqual({
      index: 0,
      round: 1,
      homeTeam: file.matches[0].team1,
      awayTeam: file.matches[0].team2,
      matchId: null,
      action: 'create',
      changes: expect.arrayContaining([{ field: 'venue', from: null, to: 'Al-Shaab Stadium' }, { field: 'score', from: null, to: file.matches[0].score?.ft?.join('-') }]),
    });
    // A dry run rolls back what it did; the outbox's sequence alone keeps the numbers it drew.
    expect({ ...(await counts()), outbox_messages: 0 }).toEqual({ ...before, outbox_messages: 0 });

    const report = (await importFile(file).expect(200)).body as SeasonImportReport;
    expect({ ...report, lines: report.lines.length }).toEqual({ ...dry, dryRun: false, lines: 306 });
    const [season] = await sql<{ is_current: boolean; starts_on: string; ends_on: string; rounds: number }>(
      `SELECT is_current, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, rounds FROM seasons WHERE label = $1`,
      [SEASON],
    );
    expect(season).toEqual({ is_current: false, starts_on: file.matches[0].date, ends_on: file.matches[305].date, rounds: 38 });
    const [figures] = await sql<Record<string, number>>(
      `SELECT count(*)::int AS fixtures, count(*) FILTER (WHERE status = 'finished')::int AS finished,
              count(*) FILTER (WHERE status = 'postponed')::int AS postponed, count(DISTINCT home_team_id)::int AS clubs
         FROM matches WHERE season = $1`,
      [SEASON],
    );
    expect(figures).toEqual({ fixtures: 306, finished: 179, postponed: 1, clubs: 18 });
    const newClubs = await sql(`SELECT name, slug, name_arabic, name_kurdish FROM teams WHERE name IN ('Zakho Academy', 'Samarra FC', 'Al-Hudood Youth') ORDER BY name`);
    expect(newClubs).toEqual([
      { name: 'Al-Hudood Youth', slug: 'al-hudood-youth', name_arabic: null, name_kurdish: null },
      { name: 'Samarra FC', slug: 'samarra-fc', name_arabic: null, name_kurdish: null },
      { name: 'Zakho Academy', slug: 'zakho-academy', name_arabic: null, name_kurdish: null },
    ]);
    // Local times in Baghdad (UTC+3); a fixture without a time kicks off at midnight, local time, to be confirmed.
    const first = await fixtureOf(file.matches[0].team1, file.matches[0].team2);
    expect(first.match_date.toISOString()).toBe(`${file.matches[0].date}T15:30:00.000Z`);
    const last = file.matches[305];
    expect((await fixtureOf(last.team1, last.team2)).match_date.toISOString()).toBe(new Date(`${dayAfter(new Date(`${last.date}T00:00:00Z`), -1)}T21:00:00Z`).toISOString());

    // The table, read as fans read it, against the one computed here.
    const teams = (await api().get(`/api/teams?season=${SEASON}`).expect(200)).body as TeamResponse[];
    const table = [...teams].sort((a, b) => (a.currentPosition ?? 0) - (b.currentPosition ?? 0)).map((team) => team.name.toLowerCase());
    const expected = expectedTable(file);
    expect(table).toEqual(expected.map((club) => club.replace(/ S\.C\.$/, '').toLowerCase()));
    const pointsOf = (index: number) => teams.find((team) => team.name.toLowerCase() === clubs[index].toLowerCase())?.points;
    // The two-way tie, decided by the clubs' meeting against goal difference, and the three-way one by the goal difference of theirs.
    expect(pointsOf(0)).toBe(pointsOf(1));
    expect(teams.filter((team) => team.points === pointsOf(0))).toHaveLength(2);
    expect(expected.indexOf(clubs[0]) + 1).toBe(expected.indexOf(clubs[1]));
    const goalDifferenceOf = (index: number) => teams.find((team) => team.name.toLowerCase() === clubs[index].toLowerCase())?.goalDifference as number;
    expect(goalDifferenceOf(1)).toBeGreaterThan(goalDifferenceOf(0));
    expect(new Set([2, 3, 4].map(pointsOf)).size).toBe(1);
    expect(teams.filter((team) => team.points === pointsOf(2))).toHaveLength(3);
    expect([2, 3, 4].map((i) => expected.indexOf(clubs[i]))).toEqual([0, 1, 2].map((i) => expected.indexOf(clubs[2]) + i));
    expect(goalDifferenceOf(4)).toBeGreaterThan(Math.max(goalDifferenceOf(2), goalDifferenceOf(3)));
    // The import is on the desk's record, by the admin who made it.
    const [record] = await sql<{ actor_id: string; subject: string; subject_id: string; action: string; changes: unknown }>(
      `SELECT actor_id, subject, subject_id, action, changes FROM desk_changes ORDER BY id DESC LIMIT 1`,
    );
    expect(record).toEqual({
      actor_id: admin.user.id,
      subject: 'season',
      subject_id: SEASON,
      action: 'import',
      changes: expect.arrayContaining([{ field: 'created', from: null, to: 306 }, { field: 'newClubs', from: null, to: 3 }]),
    });
  }, 60_000);

  it('changes nothing when the same file comes again', async () => {
    const before = await counts();
    const report = (await importFile(file).expect(200)).body as SeasonImportReport;
    expect(report).toEqual({ season: SEASON, dryRun: false, seasonCreated: false, newClubs: [], counts: { create: 0, update: 0, unchanged: 306, skipLive: 0 }, lines: [] });
    expect(await counts()).toEqual(before);
  });

  it("re-settles a changed result's predictions exactly once, and moves a fixture and its round's deadline", async () => {
    worker = await startWorker(t, { WORKER_LOCK_MS: '1000' });
    // A match four days ahead: fans predict it; then it is brought forward, played yesterday, and the file says so.
    const target = file.matches.find((m) => m.round === 'Matchday 22') as SeasonFile['matches'][number];
    const match = await fixtureOf(target.team1, target.team2);
    const fans = await Promise.all([signUp(t), signUp(t)]);
    for (const [fan, prediction] of [[fans[0], 'home'], [fans[1], 'away']] as const) {
      await api().post('/api/predictions').set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ matchId: match.id, prediction }).expect(201);
    }
    const yesterday = dayAfter(new Date(), -1);
    Object.assign(target, { date: yesterday, time: '12:00', score: { ft: [2, 0] } });
    const played = (await importFile(file).expect(200)).body as SeasonImportReport;
    expect(played.counts).toEqual({ create: 0, update: 1, unchanged: 305, skipLive: 0 });
    expect(played.lines[0].changes).toEqual([
      { field: 'status', from: 'scheduled', to: 'finished' },
      { field: 'score', from: null, to: '2-0' },
      { field: 'date', from: match.match_date.toISOString(), to: `${yesterday}T09:00:00.000Z` },
    ]);
    const settledAt = async (version: number) =>
      waitFor(async () => (await sql<{ settled_version: number }>(`SELECT settled_version FROM prediction_settlements WHERE match_id = $1`, [match.id]))[0]?.settled_version === version, {
        timeoutMs: 20_000,
        intervalMs: 100,
        what: `settlement of version ${version}`,
      });
    const pointsOfFans = async () =>
      sql<{ points: number }>(`SELECT coalesce(t.points, 0) AS points FROM unnest($1::uuid[]) WITH ORDINALITY f(id, n) LEFT JOIN prediction_totals t ON t.user_id = f.id ORDER BY f.n`, [fans.map((fan) => fan.user.id)]);
    await settledAt(match.version + 1);
    expect(await pointsOfFans()).toEqual([{ points: 10 }, { points: 0 }]);

    // The league corrects the result: one correction, one settlement, the points move once.
    target.score = { ft: [0, 1] };
    const corrected = (await importFile(file).expect(200)).body as SeasonImportReport;
    expect(corrected.lines.map((line) => line.changes)).toEqual([[{ field: 'score', from: '2-0', to: '0-1' }]]);
    await settledAt(match.version + 2);
    expect(await pointsOfFans()).toEqual([{ points: 0 }, { points: 10 }]);
    // The settlement's follow-ups (the round's league tables, its badges) write to the outbox when the worker does them.
    await waitFor(async () => (await sql<{ due: number }>(`SELECT count(*)::int AS due FROM work_due`))[0].due === 0, {
      timeoutMs: 20_000,
      intervalMs: 100,
      what: "the settlement's follow-ups",
    });
    expect(await sql(`SELECT type, version FROM match_events WHERE match_id = $1 ORDER BY id`, [match.id])).toEqual([
      { type: 'record_result', version: match.version + 1 },
      { type: 'correct_score', version: match.version + 2 },
    ]);
    const before = await counts();
    expect(((await importFile(file).expect(200)).body as SeasonImportReport).counts.update).toBe(0);
    expect(await counts()).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await sql<{ settled_version: number }>(`SELECT settled_version FROM prediction_settlements WHERE match_id = $1`, [match.id]))[0].settled_version).toBe(match.version + 2);

    // Round 23 moves a day earlier: the fixture is rescheduled, and the round's deadline (its first kick-off) with it.
    const moved = file.matches.find((m) => m.round === 'Matchday 23') as SeasonFile['matches'][number];
    const deadline = async () =>
      (await sql<{ deadline: Date }>(`SELECT min(match_date) AS deadline FROM matches WHERE season = $1 AND matchday = 23 AND status <> 'cancelled'`, [SEASON]))[0].deadline.toISOString();
    expect(await deadline()).toBe(`${moved.date}T15:30:00.000Z`);
    moved.date = dayAfter(new Date(`${moved.date}T00:00:00Z`), -1);
    const rescheduled = (await importFile(file).expect(200)).body as SeasonImportReport;
    expect(rescheduled.lines).toEqual([expect.objectContaining({ action: 'update', changes: [expect.objectContaining({ field: 'date', to: `${moved.date}T15:30:00.000Z` })] })]);
    expect(await deadline()).toBe(`${moved.date}T15:30:00.000Z`);
    const movedMatch = await fixtureOf(moved.team1, moved.team2);
    expect((await api().get(`/api/matches/${movedMatch.id}`).expect(200)).body).toMatchObject({ matchDate: `${moved.date}T15:30:00.000Z`, status: 'scheduled' });
  }, 90_000);

  it('leaves a live match alone', async () => {
    const target = file.matches.find((m) => m.round === 'Matchday 21') as SeasonFile['matches'][number];
    const match = await fixtureOf(target.team1, target.team2);
    await sql(`UPDATE matches SET status = 'live', kicked_off_at = now(), home_score = 0, away_score = 0 WHERE id = $1`, [match.id]);
    target.score = { ft: [3, 3] };
    target.ground = 'Karbala Stadium';
    const before = await counts();
    const report = (await importFile(file).expect(200)).body as SeasonImportReport;
    expect(report.counts).toEqual({ create: 0, update: 0, unchanged: 305, skipLive: 1 });
    expect(report.lines).toEqual([expect.objectContaining({ matchId: match.id, action: 'skipLive', changes: [] })]);
    expect(await fixtureOf(target.team1, target.team2)).toEqual({ ...match, status: 'live', home_score: 0, away_score: 0 });
    expect(await counts()).toEqual(before);
  });

  it('imports through the command line: a dry run, then every problem of a bad file with exit code 1', async () => {
    const path = join(folder, 'season.json');
    writeFileSync(path, JSON.stringify(file));
    const run = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: t.db.url, REDIS_URL: t.config.redisUrl, QUEUE_PREFIX: t.config.queuePrefix, SOCKET_STREAM_NAME: t.config.socketStreamName, READ_MODELS_CHANNEL: t.config.readModelsChannel, NODE_ENV: 'test', LOG_LEVEL: 'error' }, encoding: 'utf8' });
    const dry = run(['import-season', path, '--season', SEASON, '--dry-run']);
    expect(dry).toMatchObject({ status: 0, stderr: '' });
    expect(dry.stdout).toMatch(/^Dry run of the import season 2025-26: 0 created, 0 updated, 305 unchanged, 1 live and left alone\.\n {2}#\d+ round 21 .+: skipLive\n$/);
    const bad = join(folder, 'bad.json');
    writeFileSync(bad, JSON.stringify({ matches: [{ ...file.matches[0], round: 'Final' }, { ...file.matches[1], score: { ft: [1] } }] }));
    const refused = run(['import-season', bad, '--season', SEASON]);
    expect(refused).toMatchObject({ status: 1, stdout: '' });
    expect(refused.stderr).toBe(
      'The file has 2 problems; nothing was imported.\n' +
        'entry 0, round: "Final" is not a round name (such as "Matchday 3", "Round 3", "3. Round" or "Week 3")\n' +
        'entry 1, score.ft: score.ft must be two whole numbers of goals, such as [2, 1]\n',
    );
    expect(run(['import-season', path])).toMatchObject({ status: 2 });
  }, 60_000);
});

describe('a bad file', () => {
  const good = () => ({ round: 'Matchday 1', date: '2024-09-20', time: '18:30', team1: clubs[0], team2: clubs[1] });

  it('is refused with every bad entry named, and nothing written', async () => {
    const before = await counts();
    const res = await importFile({
      name: 'Bad',
      matches: [
        good(),
        { round: 'Matchday 1', team1: clubs[2] },
        { ...good(), round: 'Semi-final', team1: clubs[3], team2: clubs[4] },
        { ...good(), round: 'Matchday 2' },
        { ...good(), team1: clubs[5], team2: clubs[0] },
        { ...good(), round: 'Matchday 3', team1: clubs[6], team2: clubs[7], score: { ft: [2, 'x'] } },
        { ...good(), round: 'Matchday 3', team1: clubs[8], team2: clubs[9], score: { ft: [1.5, 0] } },
        { ...good(), round: 'Matchday 4', date: '2024-13-01', team1: clubs[8], team2: clubs[9] },
        { ...good(), round: 'Matchday 40', team1: clubs[10], team2: clubs[11] },
      ],
    }, '', '2024-25').expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'IMPORT_INVALID',
      message: 'The file has 9 problems; nothing was imported.',
      problems: [
        { index: 1, field: 'date', message: 'date is missing' },
        { index: 1, field: 'team2', message: 'team2 is missing' },
        { index: 2, field: 'round', message: '"Semi-final" is not a round name (such as "Matchday 3", "Round 3", "3. Round" or "Week 3")' },
        { index: 3, field: 'team1', message: `${clubs[0]} v ${clubs[1]} is a duplicate of entry 0: a season has each home fixture once` },
        { index: 4, field: 'team2', message: `${clubs[0]} already plays in round 1 (entry 0)` },
        { index: 5, field: 'score.ft', message: 'score.ft must be two whole numbers of goals, such as [2, 1]' },
        { index: 6, field: 'score.ft', message: 'score.ft must be two whole numbers of goals, such as [2, 1]' },
        { index: 7, field: 'date', message: '"2024-13-01" is not a date (YYYY-MM-DD)' },
        { index: 8, field: 'round', message: "round 40 is beyond the season's 38 rounds" },
      ] satisfies ImportProblem[],
    });
    expect(await counts()).toEqual(before);
  });

  it('over 5 MB is refused before it is read (413), and the CLI checks the size first too', async () => {
    const before = await counts();
    const padding = 'x'.repeat(6 * 1024 * 1024);
    const res = await importFile(`{"name":"${padding}","matches":[]}`).expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(await counts()).toEqual(before);
    const path = join(folder, 'huge.json');
    writeFileSync(path, `{"name":"${padding}","matches":[]}`);
    const cli = spawnSync(process.execPath, [CLI, 'import-season', path, '--season', SEASON], { env: { ...process.env, DATABASE_URL: t.db.url, REDIS_URL: t.config.redisUrl, NODE_ENV: 'test' }, encoding: 'utf8' });
    expect(cli).toMatchObject({ status: 1, stderr: `${path} is 6.0 MB; a season file may be at most 5 MB\n` });
  }, 60_000);

  it('is refused for anyone but an admin, and a wrong time zone or season label is a 400', async () => {
    const fan = await signUp(t);
    await api().post(`/api/admin/seasons/${SEASON}/import`).set('origin', APP_ORIGIN).set('cookie', fan.cookie).send({ matches: [] }).expect(403);
    const res = await importFile({ matches: [good()] }, '?timeZone=Mars/Olympus').expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'timeZone must be a time zone such as Asia/Baghdad' });
    // The command line and the console refuse a label whose second year does not follow the first: so does the route.
    const before = await counts();
    const label = await importFile({ matches: [good()] }, '', '2024-99').expect(400);
    expect(label.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'label must be a season label such as 2025-26' });
    expect(await counts()).toEqual(before);
  });
});
