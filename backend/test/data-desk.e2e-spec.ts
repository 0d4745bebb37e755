import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  PLAYERS_FILE_MAX_BYTES,
  type AuditEntry,
  type DeskClub,
  type DeskPlayer,
  type MatchDetailResponse,
  type MatchResponse,
  type MissingTranslation,
  type PlayerResponse,
  type TeamResponse,
  type UploadTicket,
  type WeeklySquadResponse,
} from '@isl/contracts';
import { APP_ORIGIN, signUp, uniqueIp, type SignedIn } from './support/accounts';
import { png } from './support/sample-files';
import { startTestApp, TestApp } from './support/test-app';

/** The league's data desk: each route's changes, its refusals, and the record of who changed what. */
// The built CLI (backend/dist, made by `npm test` before jest), run as the desk runs `npm run admin`.
const CLI = join(__dirname, '..', 'dist', 'admin-cli.js');
let t: TestApp;
let admin: SignedIn;
let fan: SignedIn;
let clubs: DeskClub[];
const api = () => request(t.app.getHttpServer());
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(DataSource).query(query, params) as Promise<T[]>;
const count = async (table: string) => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);

const as = (who: SignedIn) => ({
  get: (path: string) => api().get(path).set('cookie', who.cookie),
  patch: (path: string, body: object) => api().patch(path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', who.cookie).send(body),
  post: (path: string, body: object) => api().post(path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', who.cookie).send(body),
  put: (path: string, body: object) => api().put(path).set('origin', APP_ORIGIN).set('x-forwarded-for', uniqueIp()).set('cookie', who.cookie).send(body),
  csv: (text: string, dryRun = false) =>
    api()
      .post(`/api/admin/players/import?dryRun=${dryRun}`)
      .set('origin', APP_ORIGIN)
      .set('x-forwarded-for', uniqueIp())
      .set('cookie', who.cookie)
      .set('content-type', 'text/csv; charset=utf-8')
      .send(text),
});
const club = (slug: string) => clubs.find((c) => c.slug === slug) as DeskClub;
const latestAudit = async (limit = 1) => (await as(admin).get(`/api/admin/audit?limit=${limit}`).expect(200)).body as AuditEntry[];

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  admin = await signUp(t, { role: 'admin', firstName: 'Huda' });
  fan = await signUp(t);
  clubs = (await as(admin).get('/api/admin/clubs').expect(200)).body as DeskClub[];
});
afterAll(() => t.close());

describe('clubs', () => {
  it('lists every club with its names in three scripts and its aliases, to admins only', async () => {
    expect(clubs).toHaveLength(20);
    expect(club('al-shorta')).toEqual(expect.objectContaining({ name: 'Al-Shorta', nameArabic: 'الشرطة', nameKurdish: 'شوڕتە', aliases: [] }));
    await as(fan).get('/api/admin/clubs').expect(403);
  });

  it('writes names, short names and colours; fans see them at once, and the audit list says who changed what', async () => {
    const naft = club('naft-al-basra');
    await api().get('/api/teams').expect(200); // a kept answer, which the change must put out of date
    const res = await as(admin).patch(`/api/admin/clubs/${naft.id}`, { shortName: 'Naft B.', shortNameArabic: 'نفط البصرة', primaryColor: '#00AA55', aliases: ['Naft Basra', 'Basra Oil'] }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ shortName: 'Naft B.', primaryColor: '#00AA55', aliases: ['Basra Oil', 'Naft Basra'] }));
    const team = ((await api().get('/api/teams').expect(200)).body as TeamResponse[]).find((x) => x.id === naft.id);
    expect(team).toEqual(expect.objectContaining({ shortName: 'Naft B.', shortNameArabic: 'نفط البصرة', primaryColor: '#00AA55' }));
    const [match] = (await api().get(`/api/matches?teamId=${naft.id}`).expect(200)).body as MatchResponse[];
    expect([match.homeTeamShortName, match.awayTeamShortName]).toContain('Naft B.');
    const [entry] = await latestAudit();
    expect(entry).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: { id: admin.user.id, displayName: 'Huda' },
      subject: 'club',
      subjectId: String(naft.id),
      action: 'update',
      changes: expect.arrayContaining([
        { field: 'shortName', from: null, to: 'Naft B.' },
        { field: 'primaryColor', from: naft.primaryColor, to: '#00AA55' },
        { field: 'aliases', from: [], to: ['Basra Oil', 'Naft Basra'] },
      ]),
    });
  });

  it("refuses an alias another club already goes by, a bad colour, a field the desk does not write, and an unknown club", async () => {
    const res = await as(admin).patch(`/api/admin/clubs/${club('al-karkh').id}`, { aliases: ['Al Shorta SC'] }).expect(409);
    expect(res.body).toEqual(expect.objectContaining({ code: 'ALIAS_TAKEN', message: expect.stringContaining('Al-Shorta') }));
    expect((await as(admin).patch(`/api/admin/clubs/${club('al-karkh').id}`, { primaryColor: 'blue' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await as(admin).patch(`/api/admin/clubs/${club('al-karkh').id}`, { slug: 'karkh' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await as(admin).patch('/api/admin/clubs/999999', { city: 'Basra' }).expect(404)).body.code).toBe('TEAM_NOT_FOUND');
    expect(club('al-karkh').aliases).toEqual((await as(admin).get('/api/admin/clubs').expect(200)).body.find((c: DeskClub) => c.slug === 'al-karkh').aliases);
  });

  it('makes a processed image upload the crest, and refuses an upload that is not there', async () => {
    const zakho = club('zakho');
    const ticket = (await as(admin).post('/api/objects/upload-public', { fileName: 'zakho.png' }).expect(201)).body as UploadTicket;
    await api().put(ticket.uploadURL).set('origin', APP_ORIGIN).set('cookie', admin.cookie).set('content-type', 'image/png').send(await png(300, 300)).expect(200);
    const res = await as(admin).put(`/api/admin/clubs/${zakho.id}/crest`, { logoUrl: ticket.objectPath }).expect(200);
    expect(res.body.logoUrl).toMatch(/^\/media\/media\/.+\.webp$/);
    await api().get(res.body.logoUrl as string).expect(200);
    const team = ((await api().get('/api/teams').expect(200)).body as TeamResponse[]).find((x) => x.id === zakho.id);
    expect(team?.logoUrl).toBe(res.body.logoUrl);
    expect((await sql('SELECT attached_at FROM uploads WHERE id = $1', [ticket.objectPath.split('/')[2]]))[0].attached_at).not.toBeNull();
    const another = (await as(admin).post('/api/objects/upload-public', { fileName: 'x.png' }).expect(201)).body as UploadTicket;
    expect((await as(admin).put(`/api/admin/clubs/${zakho.id}/crest`, { logoUrl: another.objectPath }).expect(409)).body.code).toBe('UPLOAD_NOT_PROCESSED');
    expect((await as(admin).put(`/api/admin/clubs/${club('duhok').id}/crest`, { logoUrl: ticket.objectPath }).expect(409)).body.code).toBe('CONFLICT');
  });
});

describe('players', () => {
  it("lists a club's players, and finds players by a name in any script", async () => {
    const shorta = club('al-shorta');
    const squad = (await as(admin).get(`/api/admin/players?teamId=${shorta.id}`).expect(200)).body as DeskPlayer[];
    expect(squad.length).toBeGreaterThan(15);
    expect(squad.every((p) => p.teamId === shorta.id)).toBe(true);
    const someone = squad.find((p) => p.nameArabic) as DeskPlayer;
    const found = (await as(admin).get(`/api/admin/players?q=${encodeURIComponent(someone.nameArabic as string)}`).expect(200)).body as DeskPlayer[];
    expect(found.map((p) => p.id)).toContain(someone.id);
    expect((await as(admin).get('/api/admin/players?teamId=abc').expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('writes a player\'s details, and refuses a number another player of his club wears, naming him', async () => {
    const squad = (await as(admin).get(`/api/admin/players?teamId=${club('al-zawraa').id}`).expect(200)).body as DeskPlayer[];
    const [first, second] = squad.filter((p) => p.jerseyNumber !== null);
    const res = await as(admin).patch(`/api/admin/players/${first.id}`, { dateOfBirth: '1998-04-07', nationality: 'Syria', isInjured: true, nameKurdish: 'یاریزان' }).expect(200);
    expect(res.body).toEqual({ ...first, dateOfBirth: '1998-04-07', nationality: 'Syria', isInjured: true, nameKurdish: 'یاریزان' });
    const taken = await as(admin).patch(`/api/admin/players/${first.id}`, { jerseyNumber: second.jerseyNumber }).expect(409);
    expect(taken.body).toEqual(expect.objectContaining({ code: 'SHIRT_NUMBER_TAKEN', message: expect.stringContaining(second.name) }));
    expect((await as(admin).patch(`/api/admin/players/${first.id}`, { dateOfBirth: '1998-02-30' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await as(admin).patch(`/api/admin/players/${first.id}`, { position: 'libero' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await as(admin).patch('/api/admin/players/999999', { isInjured: false }).expect(404)).body.code).toBe('PLAYER_NOT_FOUND');
    await as(fan).patch(`/api/admin/players/${first.id}`, { isInjured: false }).expect(403);
    const [entry] = await latestAudit();
    expect(entry).toEqual(expect.objectContaining({ subject: 'player', subjectId: String(first.id), action: 'update', actor: { id: admin.user.id, displayName: 'Huda' } }));
  });

  it('transfers a player: his past line-ups and goals stay with his old club, and his new club lists him', async () => {
    const [scorer] = await sql<{ player_id: number; match_id: number; team_id: number }>(
      `SELECT e.player_id, e.match_id, e.team_id FROM match_events e JOIN players p ON p.id = e.player_id
        WHERE e.type = 'goal' AND p.team_id = e.team_id ORDER BY e.id LIMIT 1`,
    );
    const to = clubs.find((c) => c.id !== scorer.team_id) as DeskClub;
    const freeNumber = 77;
    const res = await as(admin).post(`/api/admin/players/${scorer.player_id}/transfer`, { teamId: to.id, jerseyNumber: freeNumber }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ id: scorer.player_id, teamId: to.id, jerseyNumber: freeNumber }));
    const detail = (await api().get(`/api/matches/${scorer.match_id}`).expect(200)).body as MatchDetailResponse;
    expect(detail.events.find((e) => e.playerId === scorer.player_id && e.type === 'goal')?.teamId).toBe(scorer.team_id);
    const oldSide = detail.homeTeamId === scorer.team_id ? detail.lineups?.home : detail.lineups?.away;
    expect(oldSide?.map((p) => p.id)).toContain(scorer.player_id);
    const squad = (await api().get(`/api/teams/${to.id}/players`).expect(200)).body as PlayerResponse[];
    expect(squad.find((p) => p.id === scorer.player_id)).toEqual(expect.objectContaining({ teamId: to.id, jerseyNumber: freeNumber }));
    expect(await sql('SELECT from_team_id, to_team_id, season FROM player_transfers WHERE player_id = $1', [scorer.player_id])).toEqual([
      { from_team_id: scorer.team_id, to_team_id: to.id, season: '2024-25' },
    ]);
    const [entry] = await latestAudit();
    expect(entry).toEqual(expect.objectContaining({ action: 'transfer', changes: [{ field: 'teamId', from: scorer.team_id, to: to.id }, expect.objectContaining({ field: 'jerseyNumber', to: freeNumber })] }));
    expect((await as(admin).post(`/api/admin/players/${scorer.player_id}/transfer`, { teamId: to.id }).expect(409)).body.code).toBe('ALREADY_AT_CLUB');
    expect((await as(admin).post(`/api/admin/players/${scorer.player_id}/transfer`, { teamId: 999999 }).expect(404)).body.code).toBe('TEAM_NOT_FOUND');
  });
});

describe('squads file', () => {
  const header = 'club,name,name_arabic,name_kurdish,position,shirt_number,date_of_birth,nationality';
  const file = (clubOfFirst: string) =>
    [
      header,
      `${clubOfFirst},Karrar Nabeel,كرار نبيل,کەڕار نەبیل,GK,91,2001-03-14,`,
      '"Naft Basra",Hasan Raed,,,FW,92,2002-11-02,Iraq',
      'Al-Karkh,"Omar, Jr.",,,midfielder,,1999-07-30,Jordan',
    ].join('\r\n');

  it('imports new players, changes nothing the second time, and makes a changed club a transfer', async () => {
    const before = { players: await count('players'), changes: await count('desk_changes') };
    expect((await as(admin).csv(file('Al Shorta'), true).expect(200)).body).toEqual({ dryRun: true, created: 3, updated: 0, transferred: 0, unchanged: 0 });
    expect(await count('players')).toBe(before.players);
    expect((await as(admin).csv(`\uFEFF${file('Al Shorta')}`).expect(200)).body).toEqual({ dryRun: false, created: 3, updated: 0, transferred: 0, unchanged: 0 });
    const afterFirst = { players: await count('players'), changes: await count('desk_changes'), transfers: await count('player_transfers') };
    expect(afterFirst.players).toBe(before.players + 3);
    const [karrar] = (await as(admin).get('/api/admin/players?q=Karrar').expect(200)).body as DeskPlayer[];
    expect(karrar).toEqual(expect.objectContaining({ teamId: club('al-shorta').id, position: 'goalkeeper', jerseyNumber: 91, nationality: 'Iraq', nameKurdish: 'کەڕار نەبیل' }));

    expect((await as(admin).csv(file('Al Shorta')).expect(200)).body).toEqual({ dryRun: false, created: 0, updated: 0, transferred: 0, unchanged: 3 });
    expect({ players: await count('players'), changes: await count('desk_changes'), transfers: await count('player_transfers') }).toEqual(afterFirst);

    expect((await as(admin).csv(file('Al-Zawraa')).expect(200)).body).toEqual({ dryRun: false, created: 0, updated: 0, transferred: 1, unchanged: 2 });
    expect(await count('players')).toBe(afterFirst.players);
    expect(await sql('SELECT from_team_id, to_team_id FROM player_transfers WHERE player_id = $1', [karrar.id])).toEqual([
      { from_team_id: club('al-shorta').id, to_team_id: club('al-zawraa').id },
    ]);
    const [entry] = await latestAudit();
    expect(entry).toEqual(expect.objectContaining({ subjectId: String(karrar.id), action: 'transfer', actor: { id: admin.user.id, displayName: 'Huda' } }));
  });

  it('refuses a file with bad rows, naming each, and writes nothing', async () => {
    const before = await count('players');
    const text = [header, 'Nowhere FC,A B,,,GK,1,1990-01-01,', 'Al-Shorta,C D,,,striker,100,1990-02-30,'].join('\n');
    const res = await as(admin).csv(text).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'IMPORT_INVALID',
      message: expect.any(String),
      requestId: expect.any(String),
      problems: [
        { index: 0, field: 'club', message: 'no club has the name or alias "Nowhere FC"' },
        { index: 1, field: 'date_of_birth', message: expect.any(String) },
        { index: 1, field: 'shirt_number', message: expect.any(String) },
      ],
    });
    expect(await count('players')).toBe(before);
  });

  it('refuses a number another player of the club wears', async () => {
    const [holder] = (await as(admin).get(`/api/admin/players?teamId=${club('erbil').id}`).expect(200)).body.filter((p: DeskPlayer) => p.jerseyNumber) as DeskPlayer[];
    const res = await as(admin).csv([header, `Erbil,Newcomer One,,,DF,${holder.jerseyNumber},2003-01-01,`].join('\n')).expect(400);
    expect(res.body.problems).toEqual([{ index: 0, field: 'shirt_number', message: expect.stringContaining(holder.name) }]);
  });

  it('refuses a file larger than the limit before reading it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: { code?: string } }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/admin/players/import',
          headers: { cookie: admin.cookie, origin: APP_ORIGIN, 'content-type': 'text/csv', 'content-length': 3 * 1024 * 1024 },
        },
        (res) => {
          let text = '';
          res.on('data', (data: Buffer) => (text += data.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { code?: string } }));
        },
      );
      req.on('error', reject);
      // Headers only: the answer comes without one byte of the file being sent.
      req.flushHeaders();
    });
    expect(3 * 1024 * 1024).toBeGreaterThan(PLAYERS_FILE_MAX_BYTES);
    expect(answer).toEqual({ status: 413, body: expect.objectContaining({ code: 'IMPORT_FILE_TOO_LARGE' }) });
  });

  it('is imported from the command line too, recorded without an actor, and refused there when too large', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'isl-squads-'));
    const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, 'import-players', ...args], { env: { ...process.env, DATABASE_URL: t.db.url }, encoding: 'utf8' });
    try {
      const path = join(dir, 'squads.csv');
      writeFileSync(path, [header, 'Erbil,Rebin Sulaka,ريبين سولاقا,ڕێبین سولاقا,CB,,1992-04-12,'].join('\n'));
      expect(cli(path, '--dry-run')).toEqual(expect.objectContaining({ status: 0, stdout: 'Dry run of the import: 1 created, 0 updated, 0 transferred, 0 unchanged.\n' }));
      expect(cli(path)).toEqual(expect.objectContaining({ status: 0, stdout: 'Imported: 1 created, 0 updated, 0 transferred, 0 unchanged.\n' }));
      const [entry] = await latestAudit();
      expect(entry).toEqual(expect.objectContaining({ subject: 'player', action: 'import', actor: null }));
      writeFileSync(path, [header, 'Nowhere,A B,,,GK,,1990-01-01,'].join('\n'));
      expect(cli(path)).toEqual(expect.objectContaining({ status: 1, stderr: expect.stringContaining('entry 0, club: no club has the name or alias "Nowhere"') }));
      writeFileSync(path, 'x'.repeat(PLAYERS_FILE_MAX_BYTES + 1));
      expect(cli(path)).toEqual(expect.objectContaining({ status: 1, stderr: expect.stringContaining('at most 2 MB') }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the file only as text/csv, and only from admins', async () => {
    await api().post('/api/admin/players/import').set('origin', APP_ORIGIN).set('cookie', admin.cookie).set('content-type', 'text/plain').send('club,name').expect(415);
    await as(admin).post('/api/admin/players/import', { club: 'Al-Shorta' }).expect(415);
    await as(fan).csv(file('Al Shorta')).expect(403);
  });
});

describe('translations', () => {
  it('lists a club without Arabic or Sorani names until the desk writes them', async () => {
    const [{ id }] = await sql<{ id: number }>(`INSERT INTO teams (slug, name, city) VALUES ('amanat-baghdad', 'Amanat Baghdad', 'Baghdad') RETURNING id`);
    const missing = async () => ((await as(admin).get('/api/admin/translations').expect(200)).body as MissingTranslation[]).filter((m) => m.subject === 'club' && m.id === id);
    expect(await missing()).toEqual([
      { kind: 'city', subject: 'club', id, name: 'Baghdad', missing: ['arabic', 'kurdish'] },
      { kind: 'club', subject: 'club', id, name: 'Amanat Baghdad', missing: ['arabic', 'kurdish'] },
    ]);
    await as(admin).patch(`/api/admin/clubs/${id}`, { nameArabic: 'أمانة بغداد', nameKurdish: 'ئەمانەتی بەغدا', cityArabic: 'بغداد' }).expect(200);
    expect(await missing()).toEqual([{ kind: 'city', subject: 'club', id, name: 'Baghdad', missing: ['kurdish'] }]);
    await as(admin).patch(`/api/admin/clubs/${id}`, { cityKurdish: 'بەغدا' }).expect(200);
    expect(await missing()).toEqual([]);
  });

  it("lists players, and matches' venues and referees, that have no Arabic or Sorani name", async () => {
    const [{ id: matchId }] = await sql<{ id: number }>('SELECT min(id) AS id FROM matches');
    await sql(`UPDATE matches SET referee = 'Ali Sabah', referee_arabic = NULL, referee_kurdish = NULL WHERE id = $1`, [matchId]);
    const list = (await as(admin).get('/api/admin/translations').expect(200)).body as MissingTranslation[];
    expect(list).toContainEqual({ kind: 'referee', subject: 'match', id: matchId, name: 'Ali Sabah', missing: ['arabic', 'kurdish'] });
    expect(list).toContainEqual(expect.objectContaining({ kind: 'player', subject: 'player', name: 'Hasan Raed', missing: ['arabic', 'kurdish'] }));
    await as(fan).get('/api/admin/translations').expect(403);
  });
});

describe('fixtures', () => {
  it("moves a fixture's kick-off through the match's reschedule, and the round's squad deadline with it", async () => {
    const squad = (await as(fan).get('/api/weekly-squad').expect(200)).body as WeeklySquadResponse;
    const round = squad.pickWeek as number;
    const [first] = ((await api().get(`/api/matches?round=${round}`).expect(200)).body as MatchResponse[]).filter((m) => m.status === 'scheduled');
    expect(first.matchDate).toBe(squad.deadline);
    const earlier = new Date(new Date(first.matchDate).getTime() - 60 * 60 * 1000).toISOString();
    const res = await as(admin).patch(`/api/admin/fixtures/${first.id}`, { matchDate: earlier, venue: 'Franso Hariri Stadium', refereeArabic: 'علي صباح' }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ id: first.id, matchDate: earlier, venue: 'Franso Hariri Stadium', refereeArabic: 'علي صباح', version: first.version + 2 }));
    expect(((await as(fan).get('/api/weekly-squad').expect(200)).body as WeeklySquadResponse).deadline).toBe(earlier);
    const detail = (await api().get(`/api/matches/${first.id}`).expect(200)).body as MatchDetailResponse;
    expect(detail.events.slice(-2).map((e) => e.type)).toEqual(['reschedule', 'edit_fixture']);
    const [entry] = await latestAudit();
    expect(entry).toEqual(
      expect.objectContaining({
        subject: 'fixture',
        subjectId: String(first.id),
        actor: { id: admin.user.id, displayName: 'Huda' },
        changes: expect.arrayContaining([{ field: 'matchDate', from: first.matchDate, to: earlier }, { field: 'venue', from: first.venue, to: 'Franso Hariri Stadium' }]),
      }),
    );
  });

  it('changes the round, and refuses a date in the past, a finished match\'s date and an unknown match', async () => {
    const [upcoming] = (await api().get('/api/matches/upcoming?limit=1').expect(200)).body as MatchResponse[];
    expect((await as(admin).patch(`/api/admin/fixtures/${upcoming.id}`, { round: upcoming.matchday + 1 }).expect(200)).body.matchday).toBe(upcoming.matchday + 1);
    expect((await as(admin).patch(`/api/admin/fixtures/${upcoming.id}`, { matchDate: '2020-01-01T00:00:00Z' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const [finished] = (await api().get('/api/matches/recent?limit=1').expect(200)).body as MatchResponse[];
    expect((await as(admin).patch(`/api/admin/fixtures/${finished.id}`, { matchDate: '2099-01-01T17:00:00Z' }).expect(409)).body.code).toBe('ILLEGAL_TRANSITION');
    expect((await as(admin).patch('/api/admin/fixtures/999999', { venue: 'X' }).expect(404)).body.code).toBe('MATCH_NOT_FOUND');
    expect((await as(admin).patch(`/api/admin/fixtures/${upcoming.id}`, { matchDate: 'tomorrow' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    await as(fan).patch(`/api/admin/fixtures/${upcoming.id}`, { venue: 'X' }).expect(403);
  });
});

describe('audit list', () => {
  it('pages back through the changes, newest first', async () => {
    const [first, second, third] = await latestAudit(3);
    expect(first.id).toBeGreaterThan(second.id);
    expect(second.id).toBeGreaterThan(third.id);
    const page = (await as(admin).get(`/api/admin/audit?limit=2&before=${first.id}`).expect(200)).body as AuditEntry[];
    expect(page.map((entry) => entry.id)).toEqual([second.id, third.id]);
    expect((await as(admin).get('/api/admin/audit?limit=0').expect(400)).body.code).toBe('VALIDATION_FAILED');
    await as(fan).get('/api/admin/audit').expect(403);
  });
});
