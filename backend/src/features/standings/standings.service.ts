import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { FORM_LENGTH, recentForm, SEASON, type Result, type TeamResponse } from '@isl/contracts';
import { Team } from '../teams/team.entity';
import { toTeamResponse } from '../teams/team.response';

@Injectable()
export class TeamsService {
  constructor(@InjectRepository(Team) private readonly teams: Repository<Team>) {}

  /**
   * The clubs in league order. Positions are stored whenever a result changes, ranked by the one rule of
   * @isl/contracts (points, goal difference, goals scored, name), so SQL never re-implements it; so is each
   * club's form, from the results read here.
   */
  async standings(): Promise<TeamResponse[]> {
    const [rows, latest] = await Promise.all([
      this.teams.find({ order: { currentPosition: { direction: 'ASC', nulls: 'LAST' }, name: 'ASC' } }),
      this.latestResults(),
    ]);
    return rows.map((team) => toTeamResponse(team, recentForm(team.id, latest)));
  }

  /** Every club's last five finished matches of the season, each match once, in the order they were played. */
  private latestResults(): Promise<Result[]> {
    return this.teams.query(
      `SELECT home_team_id AS "homeTeamId", away_team_id AS "awayTeamId", home_score AS "homeScore", away_score AS "awayScore"
         FROM matches
        WHERE id IN (SELECT id FROM (
                SELECT m.id, row_number() OVER (PARTITION BY side.team_id ORDER BY m.match_date DESC, m.id DESC) AS latest
                  FROM matches m CROSS JOIN LATERAL (VALUES (m.home_team_id), (m.away_team_id)) AS side(team_id)
                 WHERE m.status = 'finished' AND m.season = $1) ranked
               WHERE latest <= $2)
        ORDER BY match_date, id`,
      [SEASON, FORM_LENGTH],
    );
  }
}
