import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Repository, SelectQueryBuilder } from 'typeorm';
import {
  leagueDayRange,
  MATCH_STATUS,
  type MatchCommand,
  type MatchDetailResponse,
  type MatchListKind,
  type MatchMeetingsResponse,
  type MatchPage,
  type MatchResponse,
} from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { liveMessages } from '../../platform/live/live-events';
import { followUpsOf } from '../../platform/outbox/follow-ups';
import { recordInOutbox, type OutboxMessage } from '../../platform/outbox/outbox';
import { PublicReadChanges, publicReadsChanged, topicsChangedBy } from '../../platform/outbox/public-read-changes';
import type { ReadModelTopic } from '../../platform/read-models/read-model-cache';
import { playerIdsInClub, squadsOf } from '../players';
import { SeasonsService } from '../seasons';
import { pickStartingEleven } from './lineup';
import { MATCH_CHANGE_FOLLOW_UPS, type MatchChange, type MatchChangeFollowUp } from './match-changes';
import { MatchEvent } from './match-event.entity';
import { MatchLineup } from './match-lineup.entity';
import { correctedGoals, transition, type TimelineEntry } from './match-state-machine';
import { Match } from './match.entity';
import { MatchWithTeams, toMatchEventPayload, toMatchEventResponse, toMatchResponse, toMatchUpdatePayload } from './match.response';
import { matchNotFound, roundOutOfSeason } from './matches.errors';
import { MatchFilterQuery, MatchPageParams } from './matches.dto';
import { MatchLineupsService } from './match-lineups.service';
import { chancesNow, matchOutlook, redCardsOf, seasonScoringModel, withLiveChances, type RedCards } from './match-outlook';
import { incidentOnSheet, incidentToUndo, type MatchSheet } from './match-sheet';
import { recountPlayerTotals } from './player-totals';

type ScoreCorrection = Extract<MatchCommand, { type: 'correct_score' }>;

/**
 * What the match itself tells its fans of a change, before any other feature's follow-ups: the cached reads go
 * first (the match lists, and players' totals with a result), so a fan who refetches on an event reads the new
 * state from any api.
 */
export function ownFollowUps({ match, entry, resultChanged }: Pick<MatchChange, 'match' | 'resultChanged'> & { entry: MatchEvent }): OutboxMessage[] {
  return [
    publicReadsChanged(resultChanged ? ['matches', 'players'] : ['matches']),
    { broadcast: liveMessages.matchUpdated(toMatchUpdatePayload(match)) },
    { broadcast: liveMessages.matchEventAdded(toMatchEventPayload(entry)) },
  ];
}

/**
 * Matches: the read lists (each one query with both teams joined; many-to-one, so LIMIT is exact) and
 * `apply`, the one way a match changes, whoever sends the command.
 */
@Injectable()
export class MatchesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Match) private readonly matches: Repository<Match>,
    @InjectRepository(MatchEvent) private readonly events: Repository<MatchEvent>,
    private readonly publicReads: PublicReadChanges,
    private readonly lineups: MatchLineupsService,
    private readonly seasons: SeasonsService,
    /** What a change means beyond the match, feature by feature; the composition root lists them (see match-changes.ts). */
    @Inject(MATCH_CHANGE_FOLLOW_UPS) private readonly followUps: readonly MatchChangeFollowUp[],
  ) {}

  private withTeams(manager?: EntityManager): SelectQueryBuilder<Match> {
    return (manager?.getRepository(Match) ?? this.matches)
      .createQueryBuilder('m')
      .innerJoinAndSelect('m.homeTeam', 'home')
      .innerJoinAndSelect('m.awayTeam', 'away');
  }

  private async respond(query: SelectQueryBuilder<Match>): Promise<MatchResponse[]> {
    const rows = (await query.getMany()) as MatchWithTeams[];
    const now = new Date();
    return withLiveChances(this.dataSource.manager, rows.map((m) => toMatchResponse(m, now)));
  }

  live(): Promise<MatchResponse[]> {
    return this.respond(this.withTeams().where('m.status = :live', { live: MATCH_STATUS.live }).orderBy('m.match_date', 'ASC').addOrderBy('m.id'));
  }

  /**
   * Matches dated on the current calendar day in the league's own time zone, and any still being played from the
   * evening before: at ten past midnight a match that kicked off at 23:30 is today's to a fan (and the list is the
   * live scores' fallback).
   */
  today(): Promise<MatchResponse[]> {
    const { start, end } = leagueDayRange(new Date());
    return this.respond(
      this.withTeams()
        .where('(m.match_date >= :start AND m.match_date < :end) OR m.status = :live', { start, end, live: MATCH_STATUS.live })
        .orderBy('m.match_date', 'ASC')
        .addOrderBy('m.id'),
    );
  }

  async upcoming(limit: number, label?: string): Promise<MatchResponse[]> {
    const season = await this.seasons.resolve(label);
    return this.respond(
      this.withTeams()
        .where('m.season = :season', { season: season.label })
        .andWhere('m.status = :scheduled AND m.match_date > now()', { scheduled: MATCH_STATUS.scheduled })
        .orderBy('m.match_date', 'ASC')
        .addOrderBy('m.id')
        .limit(limit),
    );
  }

  async recent(limit: number, label?: string): Promise<MatchResponse[]> {
    const season = await this.seasons.resolve(label);
    return this.respond(
      this.withTeams()
        .where('m.season = :season', { season: season.label })
        .andWhere('m.status = :finished', { finished: MATCH_STATUS.finished })
        .orderBy('m.match_date', 'DESC')
        .addOrderBy('m.id', 'DESC')
        .limit(limit),
    );
  }

  async list(filter: MatchFilterQuery): Promise<MatchResponse[]> {
    return this.respond((await this.filtered(filter)).orderBy('m.match_date', 'ASC').addOrderBy('m.id'));
  }

  /** The matches of a season (the current one unless asked), of a round of it and/or a club. */
  private async filtered({ season: label, round, teamId }: MatchFilterQuery): Promise<SelectQueryBuilder<Match>> {
    const season = await this.seasons.resolve(label);
    if (round !== undefined && round > season.rounds) throw roundOutOfSeason(round, season);
    const query = this.withTeams().where('m.season = :season', { season: season.label });
    if (round !== undefined) query.andWhere('m.matchday = :round', { round });
    if (teamId !== undefined) query.andWhere('(m.home_team_id = :teamId OR m.away_team_id = :teamId)', { teamId });
    return query;
  }

  /**
   * One page of the Matches page's fixtures (no result yet: soonest first) or results (latest first), of a
   * round and/or a club. A page past the end is empty; `total` counts the whole list.
   */
  async page(kind: MatchListKind, { page, limit, ...filter }: MatchPageParams): Promise<MatchPage> {
    const order = kind === 'results' ? 'DESC' : 'ASC';
    const query = (await this.filtered(filter))
      .andWhere(kind === 'results' ? 'm.status = :finished' : 'm.status <> :finished', { finished: MATCH_STATUS.finished })
      .orderBy('m.match_date', order)
      .addOrderBy('m.id', order)
      .offset((page - 1) * limit)
      .limit(limit);
    const [rows, total] = (await query.getManyAndCount()) as [MatchWithTeams[], number];
    const now = new Date();
    return { items: await withLiveChances(this.dataSource.manager, rows.map((m) => toMatchResponse(m, now))), page, limit, total };
  }

  byIds(ids: number[]): Promise<MatchResponse[]> {
    return this.respond(this.withTeams().where('m.id IN (:...ids)', { ids }));
  }

  private async withTeamsById(id: number, manager?: EntityManager): Promise<MatchWithTeams> {
    const match = (await this.withTeams(manager).where('m.id = :id', { id }).getOne()) as MatchWithTeams | null;
    if (!match) throw matchNotFound(id);
    return match;
  }

  async detail(id: number): Promise<MatchDetailResponse> {
    const match = await this.withTeamsById(id);
    const events = (
      await this.events.find({ where: { matchId: id }, relations: EVENT_PLAYERS, order: { version: 'ASC', id: 'ASC' } })
    ).map(toMatchEventResponse);
    const response = toMatchResponse(match, new Date());
    const model = await seasonScoringModel(this.dataSource.manager, match.season);
    return { ...response, events, lineups: await this.lineups.forMatch(match), ...matchOutlook(model, response, events) };
  }

  /** The two clubs' other meetings: this season's, and their last five finished anywhere (see MatchMeetingsResponse). */
  async meetings(id: number): Promise<MatchMeetingsResponse> {
    const match = await this.withTeamsById(id);
    const between = () =>
      this.withTeams()
        .where('m.id <> :id', { id })
        .andWhere(
          '((m.home_team_id = :home AND m.away_team_id = :away) OR (m.home_team_id = :away AND m.away_team_id = :home))',
          { home: match.homeTeamId, away: match.awayTeamId },
        );
    return {
      season: await this.respond(between().andWhere('m.season = :season', { season: match.season }).orderBy('m.match_date', 'ASC').addOrderBy('m.id')),
      lastFive: await this.respond(
        between().andWhere('m.status = :finished', { finished: MATCH_STATUS.finished }).orderBy('m.match_date', 'DESC').addOrderBy('m.id', 'DESC').limit(5),
      ),
    };
  }

  /**
   * Changes a match by one command in one transaction: the match row (locked, so commands on one match queue
   * up), its timeline, its version and, when a finished result changes, players' totals; then each feature that
   * follows matches does its part in the same transaction (the table, say) and names its follow-ups. What fans and
   * the worker must hear goes to the outbox in that transaction, so nothing after the commit waits on Redis.
   * `now` is the command's instant (the simulator plays on a clock of its own).
   */
  async apply(matchId: number, command: MatchCommand, now = new Date()): Promise<AppliedCommand> {
    const applied = await this.dataSource.transaction((manager) => this.applyIn(manager, matchId, command, now));
    this.publicReads.committed(applied.changedReads);
    return { match: applied.match, resultChanged: applied.resultChanged };
  }

  /**
   * `apply` inside the caller's transaction, for a writer that changes many matches at once (a season's import)
   * and commits them together; it calls `publicReads.committed(changedReads)` after its own commit.
   */
  async applyIn(manager: EntityManager, matchId: number, command: MatchCommand, now = new Date()): Promise<AppliedInTransaction> {
    const match = await manager.findOne(Match, { where: { id: matchId }, lock: { mode: 'pessimistic_write' } });
    if (!match) throw matchNotFound(matchId);
    const step = transition(match, command, now);
    if (command.type === 'correct_score') await this.correctGoals(manager, match, command, now);
    Object.assign(match, step.changes, { version: match.version + 1 });
    await manager.save(match);
    if (command.type === 'kickoff') await this.fieldStartingElevens(manager, match);
    const event = await this.checkedEntry(manager, match, step.event);
    const saved = await manager.save(MatchEvent, manager.create(MatchEvent, { ...event, matchId, version: match.version }));
    if (step.resultChanged) await recountPlayerTotals(manager, { matchId });
    const response = await this.withChancesNow(manager, toMatchResponse(await this.withTeamsById(matchId, manager), new Date()));
    const [entry] = await manager.find(MatchEvent, { where: { id: saved.id }, relations: EVENT_PLAYERS });
    const change: MatchChange = { match: response, entry: { id: entry.id, type: entry.type }, resultChanged: step.resultChanged, manager };
    const messages = [...ownFollowUps({ match: response, entry, resultChanged: step.resultChanged }), ...(await followUpsOf(this.followUps, change))];
    await recordInOutbox(manager, messages);
    return { match: response, resultChanged: step.resultChanged, changedReads: topicsChangedBy(messages) };
  }

  /**
   * Disallows and adds the goals a correction names (see correctedGoals). Runs before the match row takes its new
   * version, which the changed goals are stamped with.
   */
  private async correctGoals(manager: EntityManager, match: Match, command: ScoreCorrection, now: Date): Promise<void> {
    const version = match.version + 1;
    const standing = await manager.find(MatchEvent, {
      where: { matchId: match.id, type: 'goal', disallowedVersion: IsNull() },
      select: { id: true, teamId: true },
    });
    const { disallowed, added } = correctedGoals(match, standing, command, now);
    if (disallowed.length) await manager.update(MatchEvent, { id: In(disallowed) }, { disallowedVersion: version });
    for (const goal of added) {
      await this.checkGoalPlayers(manager, match, goal);
      await manager.save(MatchEvent, manager.create(MatchEvent, { ...goal, matchId: match.id, version }));
    }
  }

  /**
   * A played match's chances now, which its fans' push carries (a fixture's change, or a result recorded without
   * play, moves no bar and costs an import nothing).
   */
  private async withChancesNow(manager: EntityManager, match: MatchResponse): Promise<MatchResponse> {
    if (match.kickedOffAt === null) return match;
    const reds = await redCardsOf(manager, [match]);
    return { ...match, winProbability: chancesNow(await seasonScoringModel(manager, match.season), match, reds.get(match.id) as RedCards) };
  }

  /**
   * The timeline entry a command adds, once the squads and the sheet allow it: a goal's scorer and assistant, an
   * incident's players (a second yellow becoming a red), an undo's incident, taken back here.
   */
  private async checkedEntry(manager: EntityManager, match: Match, entry: TimelineEntry): Promise<TimelineEntry> {
    if (entry.type === 'goal') {
      await this.checkGoalPlayers(manager, match, entry);
      return entry;
    }
    if (entry.type === 'undo') {
      await this.undo(manager, match, entry.undoneEventId as number);
      return entry;
    }
    if (entry.teamId === null) return entry;
    await checkPlayersInClub(manager, [entry.playerId, entry.playerOnId], entry.teamId);
    const checked = incidentOnSheet(await sheetOf(manager, match.id), entry);
    if (checked.type === 'substitution') {
      await manager.insert(MatchLineup, { matchId: match.id, playerId: checked.playerOnId as number, teamId: checked.teamId as number, isStarter: false });
    }
    return checked;
  }

  /**
   * Takes back an incident (see incidentToUndo), stamped with the match's new version as a disallowed goal is; a
   * substitute whose coming on is undone leaves the sheet, unless the timeline names him elsewhere.
   */
  private async undo(manager: EntityManager, match: Match, eventId: number): Promise<void> {
    const target = incidentToUndo(await sheetOf(manager, match.id), eventId);
    await manager.update(MatchEvent, { id: target.id }, { disallowedVersion: match.version });
    if (target.type !== 'substitution') return;
    await manager.query(
      `DELETE FROM match_lineups l WHERE l.match_id = $1 AND l.player_id = $2 AND NOT l.is_starter
          AND NOT EXISTS (SELECT 1 FROM match_events e WHERE e.match_id = $1 AND e.disallowed_version IS NULL
                             AND $2 IN (e.player_id, e.assist_player_id, e.player_on_id))`,
      [match.id, target.playerOnId],
    );
  }

  /** Kick-off puts each side's best fit 4-3-3 on the sheet, unless line-ups were entered already. */
  private async fieldStartingElevens(manager: EntityManager, match: Match): Promise<void> {
    if (await manager.exists(MatchLineup, { where: { matchId: match.id } })) return;
    const squads = await squadsOf(manager, [match.homeTeamId, match.awayTeamId]);
    const starters = [match.homeTeamId, match.awayTeamId].flatMap((teamId) =>
      pickStartingEleven(squads.filter((p) => p.teamId === teamId)),
    );
    await manager.insert(
      MatchLineup,
      starters.map((p) => ({ matchId: match.id, playerId: p.id, teamId: p.teamId, isStarter: true })),
    );
  }

  /** Scorer and assistant must play for the scoring team; one not on the sheet came on as a substitute. */
  private async checkGoalPlayers(manager: EntityManager, match: Match, goal: TimelineEntry): Promise<void> {
    const ids = await checkPlayersInClub(manager, [goal.playerId, goal.assistPlayerId], goal.teamId as number);
    if (!ids.length) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(MatchLineup)
      .values(ids.map((playerId) => ({ matchId: match.id, playerId, teamId: goal.teamId as number, isStarter: false })))
      .orIgnore()
      .execute();
  }
}

/** The players a timeline entry names, with their names in every script. */
const EVENT_PLAYERS = { player: true, assistPlayer: true, playerOn: true } as const;

/** The players named (nulls left out), once each plays for the club; refuses one who does not. */
async function checkPlayersInClub(manager: EntityManager, named: readonly (number | null)[], teamId: number): Promise<number[]> {
  const ids = named.filter((id): id is number => id !== null);
  if (!ids.length) return ids;
  const found = await playerIdsInClub(manager, ids, teamId);
  const missing = ids.filter((id) => !found.includes(id));
  if (missing.length) throw new ApiError('PLAYER_NOT_IN_TEAM', `player ${missing.join(', ')} does not play for team ${teamId}`);
  return ids;
}

/** The match's team sheet and its whole timeline, as the rules of who may do what read them. */
async function sheetOf(manager: EntityManager, matchId: number): Promise<MatchSheet> {
  const players = await manager.find(MatchLineup, { where: { matchId }, select: { playerId: true, teamId: true, isStarter: true } });
  const events = await manager.find(MatchEvent, {
    where: { matchId },
    select: { id: true, type: true, teamId: true, playerId: true, playerOnId: true, disallowedVersion: true },
  });
  return { players, events: events.map(({ disallowedVersion, ...event }) => ({ ...event, disallowed: disallowedVersion !== null })) };
}

export interface AppliedCommand {
  match: MatchResponse;
  /** The result of a finished match changed: the table, players' totals and the consumers' follow-ups followed it. */
  resultChanged: boolean;
}

/** A command applied in the caller's transaction, and the cached reads to drop once it commits. */
export interface AppliedInTransaction extends AppliedCommand {
  changedReads: ReadModelTopic[];
}
