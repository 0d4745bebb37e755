import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { rankedStandings, type Result } from '@isl/contracts';
import { Team } from '../teams/team.entity';

/** Rewrites the table from the finished results: recomputed, never incremented, so a re-run changes nothing. */
@Injectable()
export class StandingsService {
  async recompute(manager: EntityManager, season: string): Promise<void> {
    const teams = await manager.find(Team, { select: { id: true, name: true } });
    const results: Result[] = await manager.query(
      `SELECT home_team_id AS "homeTeamId", away_team_id AS "awayTeamId", home_score AS "homeScore", away_score AS "awayScore"
         FROM matches WHERE status = 'finished' AND season = $1`,
      [season],
    );
    const table = rankedStandings(teams, results);
    const column = <K extends keyof (typeof table)[number]>(key: K) => table.map((row) => row[key]);
    await manager.query(
      `UPDATE teams SET matches_played = t.mp, wins = t.w, draws = t.d, losses = t.l, goals_for = t.gf,
              goals_against = t.ga, points = t.pts, current_position = t.pos, updated_at = now()
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])
              AS t(id, mp, w, d, l, gf, ga, pts, pos)
        WHERE teams.id = t.id`,
      [
        column('teamId'),
        column('matchesPlayed'),
        column('wins'),
        column('draws'),
        column('losses'),
        column('goalsFor'),
        column('goalsAgainst'),
        column('points'),
        column('position'),
      ],
    );
  }
}
