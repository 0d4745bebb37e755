import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PredictionSplitResponse } from '@isl/contracts';
import { MATCH_IDS_SQL, matchNotFound } from '../matches';

interface SplitRow {
  home: number;
  draw: number;
  away: number;
  counted_at: Date;
}

/** How the crowd called a match. */
@Injectable()
export class PredictionSplitService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One statement over the predictions of the match (indexed by match); 404 for a match that does not exist. */
  async forMatch(matchId: number): Promise<PredictionSplitResponse> {
    const [row]: (SplitRow | undefined)[] = await this.dataSource.query(
      `SELECT count(p.id) FILTER (WHERE p.prediction = 'home')::int AS home,
              count(p.id) FILTER (WHERE p.prediction = 'draw')::int AS draw,
              count(p.id) FILTER (WHERE p.prediction = 'away')::int AS away,
              statement_timestamp() AS counted_at
         FROM ${MATCH_IDS_SQL} m LEFT JOIN predictions p ON p.match_id = m.id
        WHERE m.id = $1
        GROUP BY m.id`,
      [matchId],
    );
    if (!row) throw matchNotFound(matchId);
    return { matchId, home: row.home, draw: row.draw, away: row.away, total: row.home + row.draw + row.away, countedAt: row.counted_at.toISOString() };
  }
}
