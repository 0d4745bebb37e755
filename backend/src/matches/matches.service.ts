import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { LEAGUE_TIME_ZONE, zonedDayRange, type MatchDetailResponse, type MatchResponse } from '@isl/contracts';
import { notFound } from '../common/api-error';
import { MatchEvent } from './match-event.entity';
import { Match } from './match.entity';
import { MatchWithTeams, toMatchEventResponse, toMatchResponse } from './match.response';
import { MatchFilterQuery } from './matches.dto';

/** Read side of matches; every list is one query with both teams joined (many-to-one, so LIMIT is exact). */
@Injectable()
export class MatchesService {
  constructor(
    @InjectRepository(Match) private readonly matches: Repository<Match>,
    @InjectRepository(MatchEvent) private readonly events: Repository<MatchEvent>,
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
    const { start, end } = zonedDayRange(new Date(), LEAGUE_TIME_ZONE);
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

  async detail(id: number): Promise<MatchDetailResponse> {
    const match = (await this.withTeams().where('m.id = :id', { id }).getOne()) as MatchWithTeams | null;
    if (!match) throw notFound('MATCH_NOT_FOUND', `No match has id ${id}`);
    const events = await this.events.find({
      where: { matchId: id },
      relations: { player: true, assistPlayer: true },
      order: { version: 'ASC', id: 'ASC' },
    });
    return { ...toMatchResponse(match, new Date()), events: events.map(toMatchEventResponse) };
  }
}
