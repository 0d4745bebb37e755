import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Repository, SelectQueryBuilder } from 'typeorm';
import {
  leagueDayRange,
  type MatchCommand,
  type MatchDetailResponse,
  type MatchListKind,
  type MatchPage,
  type MatchResponse,
} from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { liveMessages } from '../../platform/live/live-events';
import { notificationJobs } from '../notifications/notifications.producer';
import { recordInOutbox, type OutboxMessage } from '../../platform/outbox/outbox';
import { PublicReadChanges, publicReadsChanged } from '../../platform/outbox/public-read-changes';
import { resultFollowUps } from '../predictions/settlement/settlement.producer';
import { PlayerStatsService } from '../players/player-stats.service';
import type { ReadModelTopic } from '../../platform/read-models/read-model-cache';
import { Player } from '../players/player.entity';
import { StandingsService } from '../standings/standings-recompute';
import { pickStartingEleven } from './lineup';
import { MatchEvent } from './match-event.entity';
import { MatchLineup } from './match-lineup.entity';
import { correctionGoalEntry, transition, type TimelineEntry } from './match-state-machine';
import { Match } from './match.entity';
import { MatchWithTeams, toMatchEventPayload, toMatchEventResponse, toMatchResponse, toMatchUpdatePayload } from './match.response';
import { MatchFilterQuery, MatchPageParams } from './matches.dto';
import { MatchLineupsService } from './match-lineups.service';

const matchNotFound = (id: number) => new ApiError('MATCH_NOT_FOUND', `No match has id ${id}`);

type ScoreCorrection = Extract<MatchCommand, { type: 'correct_score' }>;

/** The public reads a command puts out of date: the match lists always, the table and players' totals with a result. */
const changedReadModels = (resultChanged: boolean): ReadModelTopic[] => (resultChanged ? ['matches', 'standings', 'players'] : ['matches']);

/**
 * What a command's fans and the worker must hear of it, in the order they hear it: the cached reads go first,
 * so a fan who refetches on an event reads the new state from any api.
 */
function followUps(match: MatchResponse, entry: MatchEvent, resultChanged: boolean): OutboxMessage[] {
  const messages: OutboxMessage[] = [
    publicReadsChanged(changedReadModels(resultChanged)),
    { broadcast: liveMessages.matchUpdated(toMatchUpdatePayload(match)) },
    { broadcast: liveMessages.matchEventAdded(toMatchEventPayload(entry)) },
  ];
  if (entry.type === 'kickoff' || entry.type === 'goal') messages.push({ job: notificationJobs.matchEvent(match.id, entry.id) });
  if (resultChanged) {
    messages.push(
      { broadcast: liveMessages.standingsChanged(match.season) },
      ...resultFollowUps(match.id, match.version).map((job) => ({ job })),
      { job: notificationJobs.matchResult(match.id, match.version) },
    );
  }
  return messages;
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
    private readonly standings: StandingsService,
    private readonly playerStats: PlayerStatsService,
    private readonly publicReads: PublicReadChanges,
    private readonly lineups: MatchLineupsService,
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
    return rows.map((m) => toMatchResponse(m, now));
  }

  live(): Promise<MatchResponse[]> {
    return this.respond(this.withTeams().where(`m.status = 'live'`).orderBy('m.match_date', 'ASC').addOrderBy('m.id'));
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
        .where(`(m.match_date >= :start AND m.match_date < :end) OR m.status = 'live'`, { start, end })
        .orderBy('m.match_date', 'ASC')
        .addOrderBy('m.id'),
    );
  }

  upcoming(limit: number): Promise<MatchResponse[]> {
    return this.respond(
      this.withTeams()
        .where(`m.status = 'scheduled' AND m.match_date > now()`)
        .orderBy('m.match_date', 'ASC')
        .addOrderBy('m.id')
        .limit(limit),
    );
  }

  recent(limit: number): Promise<MatchResponse[]> {
    return this.respond(
      this.withTeams().where(`m.status = 'finished'`).orderBy('m.match_date', 'DESC').addOrderBy('m.id', 'DESC').limit(limit),
    );
  }

  list(filter: MatchFilterQuery): Promise<MatchResponse[]> {
    return this.respond(this.filtered(filter).orderBy('m.match_date', 'ASC').addOrderBy('m.id'));
  }

  /** The matches of a round and/or a club. */
  private filtered({ round, teamId }: MatchFilterQuery): SelectQueryBuilder<Match> {
    const query = this.withTeams().where('1 = 1');
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
    const query = this.filtered(filter)
      .andWhere(kind === 'results' ? `m.status = 'finished'` : `m.status <> 'finished'`)
      .orderBy('m.match_date', order)
      .addOrderBy('m.id', order)
      .offset((page - 1) * limit)
      .limit(limit);
    const [rows, total] = (await query.getManyAndCount()) as [MatchWithTeams[], number];
    const now = new Date();
    return { items: rows.map((m) => toMatchResponse(m, now)), page, limit, total };
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
    const events = await this.events.find({
      where: { matchId: id },
      relations: { player: true, assistPlayer: true },
      order: { version: 'ASC', id: 'ASC' },
    });
    return { ...toMatchResponse(match, new Date()), events: events.map(toMatchEventResponse), lineups: await this.lineups.forMatch(match) };
  }

  /**
   * Changes a match by one command in one transaction: the match row (locked, so commands on one match queue
   * up), its timeline, its version and, when a finished result changes, the table and players' totals. What
   * fans and the worker must hear of it goes to the outbox in the same transaction, so nothing after the
   * commit waits on Redis. `now` is the command's instant (the simulator plays on a clock of its own).
   */
  async apply(matchId: number, command: MatchCommand, now = new Date()): Promise<AppliedCommand> {
    const applied = await this.dataSource.transaction(async (manager) => {
      const match = await manager.findOne(Match, { where: { id: matchId }, lock: { mode: 'pessimistic_write' } });
      if (!match) throw matchNotFound(matchId);
      const step = transition(match, command, now);
      if (command.type === 'correct_score') await this.correctGoals(manager, match, command, now);
      Object.assign(match, step.changes, { version: match.version + 1 });
      await manager.save(match);
      if (command.type === 'kickoff') await this.fieldStartingElevens(manager, match);
      if (step.event.type === 'goal') await this.checkGoalPlayers(manager, match, step.event);
      const saved = await manager.save(MatchEvent, manager.create(MatchEvent, { ...step.event, matchId, version: match.version }));
      if (step.resultChanged) {
        await this.standings.recompute(manager, match.season);
        await this.playerStats.recomputeForMatch(manager, matchId);
      }
      const response = toMatchResponse(await this.withTeamsById(matchId, manager), new Date());
      const [entry] = await manager.find(MatchEvent, { where: { id: saved.id }, relations: { player: true, assistPlayer: true } });
      await recordInOutbox(manager, followUps(response, entry, step.resultChanged));
      return { match: response, resultChanged: step.resultChanged };
    });
    this.publicReads.committed(changedReadModels(applied.resultChanged));
    return applied;
  }

  /**
   * A correction says which goals stand: those it disallows stop counting (for the score, their scorers and
   * assistants), those it adds join the timeline, and the goals that stand must make the corrected score.
   * Runs before the match row takes its new version, which the changed goals are stamped with.
   */
  private async correctGoals(manager: EntityManager, match: Match, command: ScoreCorrection, now: Date): Promise<void> {
    const version = match.version + 1;
    const standing = await manager.find(MatchEvent, {
      where: { matchId: match.id, type: 'goal', disallowedVersion: IsNull() },
      select: { id: true, teamId: true },
    });
    const disallowed = new Set(command.disallowGoalIds ?? []);
    const unknown = [...disallowed].filter((id) => !standing.some((goal) => goal.id === id));
    if (unknown.length) {
      throw new ApiError('GOAL_NOT_IN_MATCH', `goal ${unknown.join(', ')} is not a goal that stands in match ${match.id}`);
    }
    const added = (command.addGoals ?? []).map((goal) => correctionGoalEntry(match, goal, now));
    const goalsOf = (teamId: number) =>
      standing.filter((goal) => goal.teamId === teamId && !disallowed.has(goal.id)).length + added.filter((goal) => goal.teamId === teamId).length;
    const [home, away] = [goalsOf(match.homeTeamId), goalsOf(match.awayTeamId)];
    if (home !== command.homeScore || away !== command.awayScore) {
      throw new ApiError(
        'SCORE_GOALS_MISMATCH',
        `the goals that would stand make ${home}-${away}, not ${command.homeScore}-${command.awayScore}: ` +
          'list the goals that no longer count in disallowGoalIds and the missing ones in addGoals',
      );
    }
    if (disallowed.size) await manager.update(MatchEvent, { id: In([...disallowed]) }, { disallowedVersion: version });
    for (const goal of added) {
      await this.checkGoalPlayers(manager, match, goal);
      await manager.save(MatchEvent, manager.create(MatchEvent, { ...goal, matchId: match.id, version }));
    }
  }

  /** Kick-off puts each side's best fit 4-3-3 on the sheet, unless line-ups were entered already. */
  private async fieldStartingElevens(manager: EntityManager, match: Match): Promise<void> {
    if (await manager.exists(MatchLineup, { where: { matchId: match.id } })) return;
    const squads = await manager.find(Player, {
      where: { teamId: In([match.homeTeamId, match.awayTeamId]) },
      select: { id: true, teamId: true, position: true, rating: true, isInjured: true },
    });
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
    const ids = [goal.playerId, goal.assistPlayerId].filter((id): id is number => id !== null);
    if (!ids.length) return;
    const found = await manager.find(Player, { where: { id: In(ids), teamId: goal.teamId as number }, select: { id: true } });
    const missing = ids.filter((id) => !found.some((p) => p.id === id));
    if (missing.length) {
      throw new ApiError('PLAYER_NOT_IN_TEAM', `player ${missing.join(', ')} does not play for team ${goal.teamId}`);
    }
    await manager
      .createQueryBuilder()
      .insert()
      .into(MatchLineup)
      .values(ids.map((playerId) => ({ matchId: match.id, playerId, teamId: goal.teamId as number, isStarter: false })))
      .orIgnore()
      .execute();
  }
}

export interface AppliedCommand {
  match: MatchResponse;
  /** The result of a finished match changed; settlement (predictions) follows from this. */
  resultChanged: boolean;
}
