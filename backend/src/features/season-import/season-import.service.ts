import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DEFAULT_IMPORT_TIME_ZONE,
  isTimeZone,
  type FixtureFieldChange,
  type FixtureImportAction,
  type FixtureImportLine,
  type ImportProblem,
  type SeasonImportReport,
} from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { recordInOutbox, type OutboxMessage } from '../../platform/outbox/outbox';
import { PublicReadChanges, publicReadsChanged, topicsChangedBy } from '../../platform/outbox/public-read-changes';
import type { ReadModelTopic } from '../../platform/read-models/read-model-cache';
import { recordDeskChanges } from '../desk-audit';
import { insertFixtures, MatchesService, seasonFixtures, type NewFixture, type SeasonFixture } from '../matches';
import { addSeasonClubs, createSeason, currentSeason, rulesOf, seasonByLabel } from '../seasons';
import { rewriteSeasonTable } from '../standings';
import { clubNameKey, clubsByNameKey, createClubs } from '../teams';
import { fixtureListProblems, readFootballJson, type FileFixture } from './football-json';
import { FIELD_OF_COMMAND, fixtureUpdate } from './fixture-update';

/** The advisory lock space of season imports; the second key is the season's label hashed (two imports of one season queue). */
const IMPORT_LOCK_SPACE = 7_202_432;

export interface SeasonImportOptions {
  season: string;
  dryRun: boolean;
  /** Where the file's dates and times are local; the season's own when absent (Asia/Baghdad for a new one). */
  timeZone?: string;
  /** Who imports (null from the command line). */
  actorId: string | null;
}

const refusal = (problems: ImportProblem[]) =>
  new ApiError('IMPORT_INVALID', `The file has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported.`, problems);

/** A dry run's report, thrown to roll its transaction back. */
class DryRunDone {
  constructor(readonly report: SeasonImportReport) {}
}

/** What one import changes, as it goes: the report's lines and what fans must hear once it commits. */
interface ImportRun {
  lines: FixtureImportLine[];
  counts: Record<FixtureImportAction, number>;
  problems: ImportProblem[];
  changedReads: Set<ReadModelTopic>;
}

/**
 * Loads a season's fixtures and results from a football.json file, all or nothing, in one transaction: new clubs
 * and fixtures are created, and every change to an existing match goes through MatchesService's commands, so
 * settlement, squad scores, push, sockets and cached reads follow as for an operator's. A live match is left alone.
 * Importing the same file again changes nothing. A dry run does all of it and rolls back, answering the same report.
 */
@Injectable()
export class SeasonImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly matches: MatchesService,
    private readonly publicReads: PublicReadChanges,
  ) {}

  async import(file: unknown, options: SeasonImportOptions): Promise<SeasonImportReport> {
    if (options.timeZone !== undefined && !isTimeZone(options.timeZone)) {
      throw new ApiError('VALIDATION_FAILED', `timeZone must be a time zone such as ${DEFAULT_IMPORT_TIME_ZONE}`);
    }
    try {
      const { report, changedReads } = await this.dataSource.transaction(async (manager) => {
        const outcome = await this.importIn(manager, file, options);
        if (options.dryRun) throw new DryRunDone(outcome.report);
        return outcome;
      });
      this.publicReads.committed(changedReads);
      return report;
    } catch (error) {
      if (error instanceof DryRunDone) return error.report;
      throw error;
    }
  }

  private async importIn(manager: EntityManager, file: unknown, options: SeasonImportOptions) {
    const label = options.season;
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [IMPORT_LOCK_SPACE, label]);
    const season = await seasonByLabel(manager, label);
    const timeZone = options.timeZone ?? season?.timeZone ?? DEFAULT_IMPORT_TIME_ZONE;
    const { fixtures, problems } = readFootballJson(file, timeZone, new Date());
    const clubs = await clubsByNameKey(manager);
    const clubOf = (name: string) => String(clubs.get(clubNameKey(name))?.id ?? `new:${clubNameKey(name)}`);
    problems.push(...fixtureListProblems(fixtures, clubOf, season?.rounds ?? null));
    if (problems.length) throw refusal(sortedProblems(problems));

    const seasonCreated = season === null;
    if (seasonCreated) await this.createSeasonOf(manager, label, fixtures, timeZone);
    const newClubs = await this.createNewClubs(manager, fixtures, clubs);
    const clubIdOf = (name: string) => (clubs.get(clubNameKey(name)) as { id: number }).id;
    await addSeasonClubs(manager, label, [...new Set(fixtures.flatMap((f) => [clubIdOf(f.home), clubIdOf(f.away)]))]);

    const run: ImportRun = { lines: [], counts: { create: 0, update: 0, unchanged: 0, skipLive: 0 }, problems: [], changedReads: new Set() };
    const stored = new Map((await seasonFixtures(manager, label)).map((match) => [`${match.homeTeamId}|${match.awayTeamId}`, match]));
    const creates: { fixture: FileFixture; row: NewFixture }[] = [];
    for (const fixture of fixtures) {
      const row = newFixture(label, fixture, clubIdOf(fixture.home), clubIdOf(fixture.away));
      const match = stored.get(`${row.homeTeamId}|${row.awayTeamId}`);
      if (match) await this.update(manager, run, fixture, match);
      else creates.push({ fixture, row });
    }
    if (run.problems.length) throw refusal(sortedProblems(run.problems));
    await this.create(manager, run, label, creates);

    const report: SeasonImportReport = {
      season: label,
      dryRun: options.dryRun,
      seasonCreated,
      newClubs,
      counts: run.counts,
      lines: run.lines.sort((a, b) => a.index - b.index),
    };
    await recordDeskChanges(manager, [{ actorId: options.actorId, subject: 'season', subjectId: label, action: 'import', changes: importRecord(report) }]);
    if (seasonCreated || newClubs.length) await this.announce(manager, run, [publicReadsChanged(['seasons', 'matches', 'standings'])]);
    return { report, changedReads: [...run.changedReads] };
  }

  /** The season the file names, not current, ranked by the current season's rules, over the file's dates and rounds. */
  private async createSeasonOf(manager: EntityManager, label: string, fixtures: readonly FileFixture[], timeZone: string): Promise<void> {
    const rules = rulesOf(await currentSeason(manager));
    const dates = fixtures.map((fixture) => fixture.date).sort();
    const rounds = Math.max(rules.rounds, ...fixtures.map((fixture) => fixture.round));
    await createSeason(manager, { label, startsOn: dates[0], endsOn: dates[dates.length - 1], timeZone }, { ...rules, rounds });
  }

  /** Creates the clubs no name or alias matches, each once with the first spelling the file uses; answers their names. */
  private async createNewClubs(manager: EntityManager, fixtures: readonly FileFixture[], clubs: Map<string, { id: number; name: string }>): Promise<string[]> {
    const unknown = new Map<string, string>();
    for (const name of fixtures.flatMap((fixture) => [fixture.home, fixture.away])) {
      const key = clubNameKey(name);
      if (!clubs.has(key) && !unknown.has(key)) unknown.set(key, name);
    }
    const names = [...unknown.values()];
    const ids = await createClubs(manager, names);
    [...unknown.keys()].forEach((key, i) => clubs.set(key, { id: ids[i], name: names[i] }));
    return names;
  }

  /** A stored fixture the file names: left alone while live, else changed by the commands its differences need. */
  private async update(manager: EntityManager, run: ImportRun, fixture: FileFixture, match: SeasonFixture): Promise<void> {
    const line = (action: FixtureImportAction, changes: FixtureFieldChange[]) => {
      run.counts[action]++;
      if (action !== 'unchanged') run.lines.push({ ...lineOf(fixture, match.id), action, changes });
    };
    if (match.status === 'live') return line('skipLive', []);
    const update = fixtureUpdate(match, fixture);
    if ('message' in update) {
      run.problems.push(update);
      return;
    }
    if (!update.commands.length) return line('unchanged', []);
    for (const command of update.commands) {
      try {
        const applied = await this.matches.applyIn(manager, match.id, command);
        applied.changedReads.forEach((topic) => run.changedReads.add(topic));
      } catch (error) {
        // The match's rules refused the change (a date already past, say): named with the entry, and nothing written.
        if (!(error instanceof ApiError)) throw error;
        run.problems.push({ index: fixture.index, field: FIELD_OF_COMMAND[command.type], message: (error.getResponse() as { message: string }).message });
        return;
      }
    }
    line('update', update.changes);
  }

  /** Inserts the new fixtures at once; results among them rewrite the season's table once. */
  private async create(manager: EntityManager, run: ImportRun, season: string, creates: { fixture: FileFixture; row: NewFixture }[]): Promise<void> {
    if (!creates.length) return;
    await insertFixtures(manager, creates.map((create) => create.row));
    creates.forEach(({ fixture, row }) => {
      run.counts.create++;
      run.lines.push({ ...lineOf(fixture, null), action: 'create', changes: createdFields(row) });
    });
    const played = creates.some((create) => create.row.status === 'finished');
    await this.announce(manager, run, [publicReadsChanged(['matches']), ...(played ? await rewriteSeasonTable(manager, season) : [])]);
  }

  private async announce(manager: EntityManager, run: ImportRun, messages: OutboxMessage[]): Promise<void> {
    await recordInOutbox(manager, messages);
    topicsChangedBy(messages).forEach((topic) => run.changedReads.add(topic));
  }
}

const lineOf = (fixture: FileFixture, matchId: number | null) => ({ index: fixture.index, round: fixture.round, homeTeam: fixture.home, awayTeam: fixture.away, matchId });

function newFixture(season: string, fixture: FileFixture, homeTeamId: number, awayTeamId: number): NewFixture {
  const [homeScore, awayScore] = fixture.score ?? [null, null];
  return { season, homeTeamId, awayTeamId, matchDate: fixture.matchDate, matchday: fixture.round, venue: fixture.venue, status: fixture.status, homeScore, awayScore };
}

/** A created fixture's fields as a diff from nothing. */
function createdFields(row: NewFixture): FixtureFieldChange[] {
  const fields: FixtureFieldChange[] = [
    { field: 'date', from: null, to: row.matchDate.toISOString() },
    { field: 'round', from: null, to: String(row.matchday) },
    { field: 'status', from: null, to: row.status },
  ];
  if (row.venue !== null) fields.push({ field: 'venue', from: null, to: row.venue });
  if (row.homeScore !== null) fields.push({ field: 'score', from: null, to: `${row.homeScore}-${row.awayScore}` });
  return fields;
}

/** The desk's record of an import: what it made and changed, by count (none when it changed nothing). */
function importRecord({ counts, newClubs, seasonCreated }: SeasonImportReport) {
  const figures = { seasonCreated: seasonCreated ? 1 : 0, newClubs: newClubs.length, created: counts.create, updated: counts.update };
  if (!Object.values(figures).some(Boolean)) return [];
  return [...Object.entries(figures), ['skippedLive', counts.skipLive] as const].map(([field, to]) => ({ field, from: null, to }));
}

/** The file's own problems first, then by entry. */
const sortedProblems = (problems: ImportProblem[]) => [...problems].sort((a, b) => (a.index ?? -1) - (b.index ?? -1));
