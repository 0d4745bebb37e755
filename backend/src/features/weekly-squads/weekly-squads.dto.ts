import { SQUAD_FORMATION, type SubmitSquadRequest } from '@isl/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import { IdList, WholeNumber } from '../../platform/http/whole-number.decorator';
import { SeasonQuery } from '../seasons';

/** More ids than this is no squad at all, whatever it is: refused by validation before any lookup. */
const MAX_IDS = 30;

/** A squad for a round of the current season: a round it does not have is refused as SQUAD_ROUND_UNKNOWN. */
export class SubmitSquadDto implements SubmitSquadRequest {
  @WholeNumber(1)
  week: number;

  @ApiProperty({ example: SQUAD_FORMATION })
  @IsDefined({ message: 'formation is required' })
  @IsString({ message: 'formation must be text' })
  @MaxLength(10, { message: 'formation must be at most 10 characters' })
  formation: string;

  @ApiProperty({ type: [Number], maxItems: MAX_IDS, description: 'The 11 players, in the order of the pitch: GK; LB, CB, CB, RB; LM, CM, RM; LW, ST, RW' })
  @IdList('player', MAX_IDS)
  playerIds: number[];

  /** One of the eleven: his points count CAPTAIN_MULTIPLIER times. */
  @WholeNumber(1)
  captainId: number;

  /** One of the eleven, not the captain: his points count CAPTAIN_MULTIPLIER times when the captain does not play in the round. */
  @WholeNumber(1)
  viceCaptainId: number;
}

export class RoundQuery {
  @ApiPropertyOptional({ description: 'The round; without it, the round being picked now (the squad) or the last one played (the leaderboard)' })
  @IsOptional()
  @WholeNumber(1)
  week?: number;
}

/** A round's leaderboard of a season (the current one unless asked). */
export class SquadLeaderboardQuery extends SeasonQuery {
  @ApiPropertyOptional({ description: 'The round; without it, the last one played' })
  @IsOptional()
  @WholeNumber(1)
  week?: number;
}
