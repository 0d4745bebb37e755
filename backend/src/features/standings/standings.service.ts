import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FORM_LENGTH, recentForm, seasonByRound, type SeasonRoundsResponse, type TeamResponse } from '@isl/contracts';
import { finishedRoundResults, latestResults } from '../matches';
import { seasonClubNames, seasonRules, seasonTable, SeasonsService } from '../seasons';
import { toTeamResponse } from '../teams';

/** The league table as fans read it, this season's or a past one's. */
@Injectable()
export class StandingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly seasons: SeasonsService,
  ) {}

  /**
   * The season's clubs in league order. Positions are stored whenever a result changes (see standings-follow-ups.ts),
   * ranked by the season's rules through the one rule of @isl/contracts (points, then head-to-head and the rest),
   * so SQL never re-implements it; so is each club's form, from their latest results.
   */
  async table(label?: string): Promise<TeamResponse[]> {
    const season = await this.seasons.resolve(label);
    const [rows, latest] = await Promise.all([
      seasonTable(this.dataSource.manager, season.label),
      latestResults(this.dataSource.manager, season.label, FORM_LENGTH),
    ]);
    return rows.map(({ team, standing }) => toTeamResponse(team, standing, recentForm(team.id, latest)));
  }

  /** The season round by round: every club's place, points and goals after each round played (see seasonByRound). */
  async rounds(label?: string): Promise<SeasonRoundsResponse> {
    const season = await this.seasons.resolve(label);
    const manager = this.dataSource.manager;
    const clubs = await seasonClubNames(manager, season.label);
    const results = await finishedRoundResults(manager, season.label);
    return { season: season.label, clubs: seasonByRound(clubs, results, await seasonRules(manager, season.label)) };
  }
}
