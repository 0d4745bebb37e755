import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MATCH_STATUS, type MatchLineups } from '@isl/contracts';
import { squadsOf } from '../players';
import { pickStartingEleven, teamSheet } from './lineup';
import { MatchLineup } from './match-lineup.entity';
import type { Match } from './match.entity';

/** The team sheets the match centre shows. */
@Injectable()
export class MatchLineupsService {
  constructor(@InjectRepository(MatchLineup) private readonly lineups: Repository<MatchLineup>) {}

  /**
   * The sheets on record (a match under way or played); before kick-off, the elevens kick-off will field if no
   * sheet is entered first (MatchesService.fieldStartingElevens picks them the same way); none for a match that
   * was called off before it started.
   */
  async forMatch(match: Pick<Match, 'id' | 'status' | 'homeTeamId' | 'awayTeamId'>): Promise<MatchLineups | null> {
    const sides = [match.homeTeamId, match.awayTeamId];
    const rows = await this.lineups.find({ where: { matchId: match.id }, relations: { player: true } });
    if (rows.length) {
      const [home, away] = sides.map((teamId) =>
        teamSheet(rows.filter((row) => row.teamId === teamId).map((row) => ({ ...(row.player as NonNullable<MatchLineup['player']>), isStarter: row.isStarter }))),
      );
      return { status: 'confirmed', home, away };
    }
    if (match.status !== MATCH_STATUS.scheduled) return null;
    const squads = await squadsOf(this.lineups.manager, sides);
    const [home, away] = sides.map((teamId) =>
      teamSheet(pickStartingEleven(squads.filter((player) => player.teamId === teamId)).map((player) => ({ ...player, isStarter: true }))),
    );
    return { status: 'expected', home, away };
  }
}
