import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { MatchDetailResponse, MatchResponse, TeamResponse } from '@isl/contracts';
import { waitFor } from '@isl/test-support';
import { MatchSimulator } from '../src/features/simulation';
import { SimulationModule } from '../src/features/simulation';
import { MatchCommandProcessModule } from '../src/match-command-process.module';
import { startTestApp, TestApp } from './support/test-app';
import { startWorker, WorkerProcess } from './support/worker-process';

// npm start's demo season: with DEMO_PLAY on, the worker plays the seeded live matches on to full time and kicks
// off scheduled matches when their time comes, through the same service as the operator console; off, as in a
// real season, nothing plays. DEMO_PLAY_SPEED runs the demo's clock fast: 1,200 match minutes a minute, so the
// seeded first-half match (about 70 match minutes from full time) is over in a few seconds.
const FAST = '1200';

let t: TestApp;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await t?.close();
});

const get = async <T>(path: string) => (await request(t.app.getHttpServer()).get(path).expect(200)).body as T;
const sql = (text: string, params: unknown[] = []) => t.app.get(DataSource).query(text, params);
/** The next scheduled match, moved to kick off `minutes` from now (negative: its time has come already). */
async function scheduleNextIn(minutes: number): Promise<MatchResponse> {
  const [next] = await get<MatchResponse[]>('/api/matches/upcoming?limit=1');
  await sql(`UPDATE matches SET match_date = now() + make_interval(mins => $2) WHERE id = $1`, [next.id, minutes]);
  return next;
}

/** The match as fans read it, once `ready` holds for it. */
function matchOnce(id: number, ready: (match: MatchDetailResponse) => boolean, what: string, timeoutMs: number): Promise<MatchDetailResponse> {
  return waitFor(
    async () => {
      const detail = await get<MatchDetailResponse>(`/api/matches/${id}`);
      return ready(detail) ? detail : null;
    },
    { timeoutMs, intervalMs: 200, what },
  );
}

async function start(env: Record<string, string>): Promise<WorkerProcess> {
  const worker = await startWorker(t, env);
  workers.push(worker);
  return worker;
}

describe('the demo season', () => {
  it('is off unless DEMO_PLAY says so: a worker leaves live and due matches as they are', async () => {
    const live = await get<MatchResponse[]>('/api/matches/live');
    expect(live).toHaveLength(2);
    const due = await scheduleNextIn(-1);
    const worker = await start({ DEMO_PLAY_SPEED: FAST });
    // On, the demo looks at once and kicks a due match off on that first look: two seconds leave it plenty of time.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const versions = await sql(`SELECT id, status, version FROM matches WHERE id = ANY($1) ORDER BY id`, [[...live.map((m) => m.id), due.id]]);
    expect(versions).toEqual(
      [...live, { ...due, status: 'scheduled' }].sort((x, y) => x.id - y.id).map(({ id, status, version }) => ({ id, status, version })),
    );
    expect(worker.output()).not.toContain('demo season');
    await worker.stop();
    workers.splice(workers.indexOf(worker), 1);
  });

  it('plays the seeded live matches to full time and kicks off a due match at its time, one worker of two playing', async () => {
    const live = await get<MatchResponse[]>('/api/matches/live');
    const teamsBefore = await get<TeamResponse[]>('/api/teams');
    const due = await scheduleNextIn(2);
    const dueAt = (await get<MatchResponse>(`/api/matches/${due.id}`)).matchDate;
    const pair = [await start({ DEMO_PLAY: 'true', DEMO_PLAY_SPEED: FAST }), await start({ DEMO_PLAY: 'true', DEMO_PLAY_SPEED: FAST })];

    for (const match of live) {
      const played = await matchOnce(match.id, (m) => m.status === 'finished', `full time of the seeded live match ${match.id}`, 25_000);
      // Whistled on from where the seed left it: the second half (after half-time, for the first-half match) and full time.
      const whistles = played.events.map((e) => e.type).filter((type) => ['kickoff', 'halftime', 'second_half', 'fulltime'].includes(type));
      expect(whistles.slice(-2)).toEqual(['second_half', 'fulltime']);
      expect(whistles.filter((type) => type === 'halftime')).toHaveLength(1);
      const goals = played.events.filter((e) => e.type === 'goal' && !e.disallowed);
      expect([played.homeScore, played.awayScore]).toEqual([
        goals.filter((e) => e.teamId === played.homeTeamId).length,
        goals.filter((e) => e.teamId === played.awayTeamId).length,
      ]);
      // The table followed the result, as it follows an operator's full time.
      const teamsNow = await get<TeamResponse[]>('/api/teams');
      const playedOf = (teams: TeamResponse[], id: number) => teams.find((team) => team.id === id)?.matchesPlayed ?? 0;
      expect(playedOf(teamsNow, played.homeTeamId)).toBe(playedOf(teamsBefore, played.homeTeamId) + 1);
    }

    const kickedOff = await matchOnce(due.id, (m) => m.status !== 'scheduled', `the kick-off of match ${due.id}`, 10_000);
    expect(kickedOff.kickedOffAt).toBe(dueAt);
    expect(kickedOff.events[0]).toEqual(expect.objectContaining({ type: 'kickoff', minute: 0 }));

    const playing = pair.filter((worker) => worker.output().includes(`playing the demo season at ${FAST}x`));
    expect(playing).toHaveLength(1);
    // Nor does `npm run simulate` score in the demo's matches.
    const simulator = await NestFactory.createApplicationContext(MatchCommandProcessModule.forRoot(t.config, SimulationModule), { logger: false });
    try {
      await expect(simulator.get(MatchSimulator).run({ speed: 60, matches: 1, seed: 'test' })).rejects.toThrow(/the demo season is playing/);
    } finally {
      await simulator.close();
    }
  });
});
