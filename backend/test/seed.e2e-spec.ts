import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { rankedStandings, LEAGUE_TIME_ZONE, zonedDayRange } from '@isl/contracts';
import { createDatabase, type ThrowawayDatabase } from '@isl/test-support';
import { dataSourceOptions } from '../src/database/data-source';
import { prepareDatabase } from '../src/database/prepare-database';
import { NamesInEveryScript1795700100000 } from '../src/database/migrations/1795700100000-NamesInEveryScript';
import { seedDatabase } from '../src/database/seed/seed';
import { createLogger } from '../src/platform/logging/logger';
import { ADMIN_DATABASE_URL } from './support/test-env';

// The seed's invariants checked in PostgreSQL itself, on a database seeded here at a known time.
const now = new Date();
let database: ThrowawayDatabase;
let db: DataSource;

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => (await db.query(sql, params))[0] as T;
const all = <T>(sql: string, params: unknown[] = []): Promise<T[]> => db.query(sql, params);

beforeAll(async () => {
  database = await createDatabase(ADMIN_DATABASE_URL, `isl_test_seed_${randomBytes(4).toString('hex')}`);
  await prepareDatabase(database.url, { seed: false, logger: createLogger('warn', 'isl-test') });
  db = await new DataSource(dataSourceOptions(database.url)).initialize();
  const result = await seedDatabase(db, now);
  expect(result).toEqual(expect.objectContaining({ seeded: true, teams: 20, matches: 380 }));
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('the seeded season', () => {
  it('has the 20 real clubs with Arabic and Kurdish names and at least 25 players each', async () => {
    const clubs = await all<{ name: string; name_arabic: string; players: string }>(
      `SELECT t.name, t.name_arabic, count(p.id) AS players FROM teams t LEFT JOIN players p ON p.team_id = t.id GROUP BY t.id`,
    );
    expect(clubs).toHaveLength(20);
    expect(clubs.map((c) => c.name)).toEqual(expect.arrayContaining(['Al-Shorta', 'Al-Zawraa', 'Erbil', 'Duhok', 'Zakho']));
    expect(clubs.every((c) => /[\u0600-\u06FF]/.test(c.name_arabic) && Number(c.players) >= 25)).toBe(true);
    expect((await one<{ n: string }>(`SELECT count(*) AS n FROM teams WHERE name_kurdish IS NOT NULL`)).n).toBe('20');
  });

  it('gives every club one captain, distinct shirt numbers and every position label', async () => {
    const rows = await all<{ captains: string; numbers: string; distinct_numbers: string; positions: string }>(
      `SELECT count(*) FILTER (WHERE is_captain) AS captains, count(jersey_number) AS numbers,
              count(DISTINCT jersey_number) AS distinct_numbers, count(DISTINCT position) AS positions
         FROM players GROUP BY team_id`,
    );
    for (const row of rows) {
      expect(row.captains).toBe('1');
      expect(row.numbers).toBe(row.distinct_numbers);
      expect(row.positions).toBe('13');
    }
  });

  it('is a double round robin: 380 matches, each ordered pair once, 10 a round, no club twice in a round', async () => {
    expect(await one(`SELECT count(*)::int AS n, count(DISTINCT (home_team_id, away_team_id))::int AS pairs FROM matches`)).toEqual({
      n: 380,
      pairs: 380,
    });
    const rounds = await all<{ matchday: number; n: number; clubs: number }>(
      `SELECT matchday, count(*)::int AS n,
              (SELECT count(DISTINCT c)::int FROM matches m2, LATERAL (VALUES (m2.home_team_id), (m2.away_team_id)) v(c)
                WHERE m2.matchday = m.matchday) AS clubs
         FROM matches m GROUP BY matchday ORDER BY matchday`,
    );
    expect(rounds).toEqual(Array.from({ length: 38 }, (_, i) => ({ matchday: i + 1, n: 10, clubs: 20 })));
  });

  it('has finished rounds 1-31 in the past and scheduled rounds 33-38 in the future', async () => {
    const wrong = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM matches
        WHERE (matchday <= 31 AND (status <> 'finished' OR match_date >= $1 OR home_score IS NULL))
           OR (matchday >= 33 AND (status <> 'scheduled' OR match_date <= $1 OR home_score IS NOT NULL))`,
      [now],
    );
    expect(wrong.n).toBe(0);
  });

  it('has round 32 as the current week: finished earlier, live now, and kicking off later today', async () => {
    const round = await all<{ status: string; match_date: Date; kicked_off_at: Date | null }>(
      `SELECT status, match_date, kicked_off_at FROM matches WHERE matchday = 32`,
    );
    const minutesAgo = (d: Date) => (now.getTime() - d.getTime()) / 60_000;
    const finished = round.filter((m) => m.status === 'finished');
    const live = round.filter((m) => m.status === 'live');
    const later = round.filter((m) => m.status === 'scheduled');
    expect(finished.length).toBeGreaterThanOrEqual(1);
    expect(finished.every((m) => minutesAgo(m.match_date) > 0 && minutesAgo(m.match_date) < 7 * 24 * 60)).toBe(true);
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(live.every((m) => m.kicked_off_at && minutesAgo(m.kicked_off_at) >= 10 && minutesAgo(m.kicked_off_at) <= 80)).toBe(true);
    const { end } = zonedDayRange(now, LEAGUE_TIME_ZONE);
    expect(later.length).toBeGreaterThanOrEqual(1);
    expect(later.every((m) => m.match_date > now && m.match_date < end)).toBe(true);
  });

  it('has goal events that add up exactly to every score', async () => {
    const mismatches = await all(
      `SELECT m.id FROM matches m
        WHERE m.status IN ('finished', 'live')
          AND (m.home_score <> (SELECT count(*) FROM match_events e WHERE e.match_id = m.id AND e.type = 'goal' AND e.team_id = m.home_team_id)
            OR m.away_score <> (SELECT count(*) FROM match_events e WHERE e.match_id = m.id AND e.type = 'goal' AND e.team_id = m.away_team_id))`,
    );
    expect(mismatches).toEqual([]);
    const orphanGoals = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM match_events e JOIN matches m ON m.id = e.match_id
        WHERE e.type = 'goal' AND (m.status = 'scheduled' OR e.team_id NOT IN (m.home_team_id, m.away_team_id))`,
    );
    expect(orphanGoals.n).toBe(0);
  });

  it("has players' goals, assists, appearances and cards equal to their events and line-ups", async () => {
    const mismatches = await all(
      `SELECT p.id FROM players p
        WHERE p.goals <> (SELECT count(*) FROM match_events e WHERE e.type = 'goal' AND e.player_id = p.id)
           OR p.assists <> (SELECT count(*) FROM match_events e WHERE e.type = 'goal' AND e.assist_player_id = p.id)
           OR p.yellow_cards <> (SELECT count(*) FROM match_events e WHERE e.type = 'yellow_card' AND e.player_id = p.id)
           OR p.red_cards <> (SELECT count(*) FROM match_events e WHERE e.type = 'red_card' AND e.player_id = p.id)
           OR p.appearances <> (SELECT count(*) FROM match_lineups l WHERE l.player_id = p.id)`,
    );
    expect(mismatches).toEqual([]);
    const scorersOutsideLineup = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM match_events e
        WHERE e.player_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM match_lineups l WHERE l.match_id = e.match_id AND l.player_id = e.player_id AND l.team_id = e.team_id)`,
    );
    expect(scorersOutsideLineup.n).toBe(0);
    expect((await one<{ n: number }>(`SELECT sum(goals)::int AS n FROM players`)).n).toBeGreaterThan(500);
  });

  it('has the 2024-25 table computed from the finished results, positions ranked by the season\'s rules', async () => {
    const stored = await all<{ teamId: number; name: string; position: number; matchesPlayed: number; wins: number; draws: number;
      losses: number; goalsFor: number; goalsAgainst: number; points: number }>(
      `SELECT s.team_id AS "teamId", t.name, s.position, s.matches_played AS "matchesPlayed", s.wins, s.draws, s.losses,
              s.goals_for AS "goalsFor", s.goals_against AS "goalsAgainst", s.points
         FROM season_clubs s JOIN teams t ON t.id = s.team_id WHERE s.season = '2024-25'`,
    );
    expect(stored).toHaveLength(20);
    const results = await all<{ homeTeamId: number; awayTeamId: number; homeScore: number; awayScore: number }>(
      `SELECT home_team_id AS "homeTeamId", away_team_id AS "awayTeamId", home_score AS "homeScore", away_score AS "awayScore"
         FROM matches WHERE status = 'finished'`,
    );
    const ranked = rankedStandings(stored.map((t) => ({ id: t.teamId, name: t.name })), results);
    expect(stored.map(({ name: _name, ...row }) => row)).toEqual(ranked);
    expect(await one(`SELECT label, is_current AS "isCurrent", starts_on <= ends_on AS "datesInOrder" FROM seasons`)).toEqual({
      label: '2024-25', isCurrent: true, datesInOrder: true,
    });
  });

  it('makes no account without a first name (issue 17: a name is never taken from an e-mail address)', async () => {
    expect(await one(`SELECT count(*)::int AS n FROM users WHERE first_name IS NULL OR btrim(first_name) = ''`)).toEqual({ n: 0 });
  });

  it('names every city, stadium, venue, referee and player in Arabic and Sorani too', async () => {
    const unnamed = await one<{ teams: number; matches: number; players: number }>(
      `SELECT (SELECT count(*)::int FROM teams WHERE city_arabic IS NULL OR city_kurdish IS NULL OR stadium_arabic IS NULL OR stadium_kurdish IS NULL) AS teams,
              (SELECT count(*)::int FROM matches WHERE venue_arabic IS NULL OR venue_kurdish IS NULL OR referee_arabic IS NULL OR referee_kurdish IS NULL) AS matches,
              (SELECT count(*)::int FROM players WHERE name_arabic IS NULL OR name_kurdish IS NULL) AS players`,
    );
    expect(unnamed).toEqual({ teams: 0, matches: 0, players: 0 });
    expect(await all(`SELECT city_arabic, city_kurdish FROM teams WHERE slug = 'al-shorta'`)).toEqual([{ city_arabic: 'بغداد', city_kurdish: 'بەغدا' }]);
  });

  it('changes nothing when run a second time', async () => {
    const fingerprint = () =>
      Promise.all(
        ['teams', 'players', 'matches', 'match_events', 'match_lineups'].map((table) =>
          one<{ md5: string }>(`SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM ${table} t`),
        ),
      );
    const before = await fingerprint();
    expect(await seedDatabase(db, new Date(now.getTime() + 3_600_000))).toEqual(expect.objectContaining({ seeded: false }));
    expect(await fingerprint()).toEqual(before);
  });
});

describe('the names migration on a database seeded before it', () => {
  it('gives the seeded rows the Arabic and Sorani names the seed now writes, by their English names', async () => {
    const names = () =>
      Promise.all([
        all(`SELECT slug, city_arabic, city_kurdish, stadium_arabic, stadium_kurdish FROM teams ORDER BY id`),
        all(`SELECT id, venue_arabic, venue_kurdish, referee_arabic, referee_kurdish FROM matches ORDER BY id`),
        all(`SELECT id, name_arabic, name_kurdish FROM players ORDER BY id`),
      ]);
    const seeded = await names();
    const runner = db.createQueryRunner();
    try {
      // As an older seed left them: no columns for the new names, and Arabic names for only some real players.
      await new NamesInEveryScript1795700100000().down(runner);
      await runner.query(`UPDATE players SET name_arabic = NULL WHERE name = 'Ahmed Yahya'`);
      await new NamesInEveryScript1795700100000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await names()).toEqual(seeded);
  });
});
