import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { TeamResponse } from '@isl/contracts';
import { Team } from './team.entity';
import { toTeamResponse } from './team.response';

@Injectable()
export class TeamsService {
  constructor(@InjectRepository(Team) private readonly teams: Repository<Team>) {}

  /**
   * The clubs in league order. Positions are stored whenever a result changes, ranked by the one rule of
   * @isl/contracts (points, goal difference, goals scored, name), so SQL never re-implements it.
   */
  async standings(): Promise<TeamResponse[]> {
    const rows = await this.teams.find({ order: { currentPosition: { direction: 'ASC', nulls: 'LAST' }, name: 'ASC' } });
    return rows.map(toTeamResponse);
  }
}
