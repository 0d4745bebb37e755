import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import {
  leagueDayRange,
  type MatchCommand,
  type MatchDetailResponse,
  type MatchResponse,
} from '@isl/contracts';
import { ApiError } from '../common/api-error';
import { LiveEvents } from '../live/live-events';
import { NotificationsProducer } from '../notifications/notifications.producer';
import { SettlementProducer } from '../settlement/settlement.producer';
import { PlayerStatsService } from '../players/player-stats.service';
import { Player } from '../players/player.entity';
import { StandingsService } from '../teams/standings.service';
import { pickStartingEleven } from './lineup';
import { MatchEvent } from './match-event.entity';
import { MatchLineup } from './match-lineup.entity';
import { transition, type TimelineEntry } from './match-state-machine';
import { Match } from './match.entity';
import { MatchWithTeams, toMatchEventResponse, toMatchResponse, toMatchUpdatePayload } from './match.response';
import { MatchFilterQuery } from './matches.dto';

const matchNotFound = (id: number) => new ApiError('MATCH_NOT_FOUND', `No match has id ${id}`);

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
    private readonly liveEvents: LiveEvents,
    private readonly settlement: SettlementProducer,
    private readonly notifications: NotificationsProducer,
  ) {}

  private withTeams(): SelectQueryBuilder<Match> {
    return this.matches
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

  /** Matches dated on the current calendar day in the league's own time zone. */
  today(): Promise<MatchResponse[]> {
    const { start, end } = leagueDayRange(new Date());
    return this.respond(
      this.withTeams()
        .where('m.match_date >= :start AND m.match_date < :end', { start, end })
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

  list({ round, teamId }: MatchFilterQuery): Promise<MatchResponse[]> {
    const query = this.withTeams().where('1 = 1');
    if (round !== undefined) query.andWhere('m.matchday = :round', { round });
    if (teamId !== undefined) query.andWhere('(m.home_team_id = :teamId OR m.away_team_id = :teamId)', { teamId });
    return this.respond(query.orderBy('m.match_date', 'ASC').addOrderBy('m.id'));
  }

  byIds(ids: number[]): Promise<MatchResponse[]> {
    return this.respond(this.withTeams().where('m.id IN (:...ids)', { ids }));
  }

  private async withTeamsById(id: number): Promise<MatchWithTeams> {
    const match = (await this.withTeams().where('m.id = :id', { id }).getOne()) as MatchWithTeams | null;
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
    return { ...toMatchResponse(match, new Date()), events: events.map(toMatchEventResponse) };
  }

  /**
   * Changes a match by one command in one transaction: the match row (locked, so commands on one match queue
   * up), its timeline entry, its version and, when a finished result changes, the table and players' totals.
   * Fans hear about it only after the commit.
   */
  async apply(matchId: number, command: MatchCommand): Promise<AppliedCommand> {
    const now = new Date();
    const { entry, resultChanged } = await this.dataSource.transaction(async (manager) => {
      const match = await manager.findOne(Match, { where: { id: matchId }, lock: { mode: 'pessimistic_write' } });
      if (!match) throw matchNotFound(matchId);
      const step = transition(match, command, now);
      Object.assign(match, step.changes, { version: match.version + 1 });
      await manager.save(match);
      if (command.type === 'kickoff') await this.fieldStartingElevens(manager, match);
      if (step.event.type === 'goal') await this.checkGoalPlayers(manager, match, step.event);
      const saved = await manager.save(MatchEvent, manager.create(MatchEvent, { ...step.event, matchId, version: match.version }));
      if (step.resultChanged) {
        await this.standings.recompute(manager, match.season);
        await this.playerStats.recomputeForMatch(manager, matchId);
      }
      return { entry: saved, resultChanged: step.resultChanged };
    });
    const match = await this.withTeamsById(matchId);
    const response = toMatchResponse(match, new Date());
    this.liveEvents.matchUpdated(toMatchUpdatePayload(response));
    const [event] = await this.events.find({ where: { id: entry.id }, relations: { player: true, assistPlayer: true } });
    this.liveEvents.matchEventAdded(toMatchEventResponse(event));
    if (entry.type === 'kickoff' || entry.type === 'goal') await this.notifications.matchEvent(matchId, entry.id);
    if (resultChanged) {
      this.liveEvents.standingsChanged(match.season);
      await this.settlement.resultChanged(matchId, match.version);
      await this.notifications.matchResult(matchId, match.version);
    }
    return { match: response, resultChanged };
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
