import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { compareSquadOrder, type PlayerBestsResponse, type PlayerResponse, type TopPlayersOrder } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { existingClubIds, type Team } from '../teams';
import { Player } from './player.entity';
import { toPlayerResponse } from './player.response';

/** The leading column for each ranking; the others break ties so the order never wobbles between calls. */
const RANKING_COLUMNS: Record<TopPlayersOrder, string[]> = {
  rating: ['p.rating', 'p.goals', 'p.assists'],
  goals: ['p.goals', 'p.assists', 'p.rating'],
  assists: ['p.assists', 'p.goals', 'p.rating'],
};

@Injectable()
export class PlayersService {
  constructor(@InjectRepository(Player) private readonly players: Repository<Player>) {}

  /** A club's squad in the league's squad order (compareSquadOrder), so no client sorts it again. */
  async squad(teamId: number): Promise<PlayerResponse[]> {
    if (!(await existingClubIds(this.players.manager, [teamId])).length) throw new ApiError('TEAM_NOT_FOUND', `No team has id ${teamId}`);
    const rows = await this.players
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.team', 'team')
      .where('p.team_id = :teamId', { teamId })
      .getMany();
    return rows.map((p) => toPlayerResponse(p as Player & { team: Team })).sort(compareSquadOrder);
  }

  async top(by: TopPlayersOrder, limit: number): Promise<PlayerResponse[]> {
    const query = this.players.createQueryBuilder('p').innerJoinAndSelect('p.team', 'team');
    for (const column of RANKING_COLUMNS[by]) query.addOrderBy(column, 'DESC');
    const rows = await query.addOrderBy('p.name', 'ASC').addOrderBy('p.id', 'ASC').limit(limit).getMany();
    return rows.map((p) => toPlayerResponse(p as Player & { team: Team }));
  }

  /** The best goals, assists, appearances and rating of any player (0 when there are none). */
  async bests(): Promise<PlayerBestsResponse> {
    const [row] = (await this.players.query(
      `SELECT coalesce(max(goals), 0)::int AS goals, coalesce(max(assists), 0)::int AS assists,
              coalesce(max(appearances), 0)::int AS appearances, coalesce(max(rating), 0)::float AS rating FROM players`,
    )) as PlayerBestsResponse[];
    return row;
  }
}
