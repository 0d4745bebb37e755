import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FORM_LENGTH, recentForm, SEASON, type TeamResponse } from '@isl/contracts';
import { latestResults } from '../matches';
import { clubsInTableOrder, toTeamResponse } from '../teams';

/** The league table as fans read it. */
@Injectable()
export class StandingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The clubs in league order. Positions are stored whenever a result changes (see standings-follow-ups.ts),
   * ranked by the one rule of @isl/contracts (points, goal difference, goals scored, name), so SQL never
   * re-implements it; so is each club's form, from their latest results.
   */
  async table(): Promise<TeamResponse[]> {
    const [rows, latest] = await Promise.all([
      clubsInTableOrder(this.dataSource.manager),
      latestResults(this.dataSource.manager, SEASON, FORM_LENGTH),
    ]);
    return rows.map((team) => toTeamResponse(team, recentForm(team.id, latest)));
  }
}
