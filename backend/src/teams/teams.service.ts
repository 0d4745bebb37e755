import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { TeamResponse } from '@isl/contracts';
import { Team } from './team.entity';
import { toTeamResponse } from './team.response';

@Injectable()
export class TeamsService {
  constructor(@InjectRepository(Team) private readonly teams: Repository<Team>) {}

  /** The league table order: points, goal difference, goals scored, then name. */
  async standings(): Promise<TeamResponse[]> {
    const rows = await this.teams
      .createQueryBuilder('t')
      .orderBy('t.points', 'DESC')
      .addOrderBy('t.goals_for - t.goals_against', 'DESC')
      .addOrderBy('t.goals_for', 'DESC')
      .addOrderBy('t.name', 'ASC')
      .getMany();
    return rows.map(toTeamResponse);
  }
}
