import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  LEAGUE_GAMES,
  LEAGUE_NAME_MAX,
  LEAGUE_NAME_MIN,
  LEAGUE_STARTS,
  type CreateLeagueRequest,
  type JoinLeagueRequest,
  type LeagueGame,
  type LeagueStart,
  type UpdateLeagueRequest,
} from '@isl/contracts';
import { TextField } from '../../platform/http/text-field.decorator';
import { WholeNumber } from '../../platform/http/whole-number.decorator';

/** Longer than any code a league has had: anything longer is refused as input rather than looked up. */
const CODE_MAX = 32;

const NAME = { min: LEAGUE_NAME_MIN, max: LEAGUE_NAME_MAX, tooShort: `name must be at least ${LEAGUE_NAME_MIN} characters` };

export class CreateLeagueDto implements CreateLeagueRequest {
  @TextField('name', { ...NAME, description: 'Plain text, one line' })
  name: string;

  @ApiProperty({ enum: LEAGUE_GAMES })
  @IsIn(LEAGUE_GAMES, { message: `game must be one of ${LEAGUE_GAMES.join(', ')}` })
  game: LeagueGame;

  @ApiPropertyOptional({ enum: LEAGUE_STARTS, default: 'season', description: "season: points since the season's first round; round: since the round being played now" })
  @IsOptional()
  @IsIn(LEAGUE_STARTS, { message: `start must be one of ${LEAGUE_STARTS.join(', ')}` })
  start?: LeagueStart;
}

/** Either or both; a field left out (or null) stays as it is. */
export class UpdateLeagueDto implements UpdateLeagueRequest {
  @IsOptional()
  @TextField('name', NAME)
  name?: string;

  @ApiPropertyOptional({ description: 'false: nobody can join until it is opened again' })
  @IsOptional()
  @IsBoolean({ message: 'joiningOpen must be true or false' })
  joiningOpen?: boolean;
}

export class JoinLeagueDto implements JoinLeagueRequest {
  @ApiProperty({ maxLength: CODE_MAX, description: 'The invite code, in any case; spaces around it are ignored' })
  @IsDefined({ message: 'code is required' })
  @IsString({ message: 'code must be text' })
  @MaxLength(CODE_MAX, { message: `code must be at most ${CODE_MAX} characters` })
  code: string;
}

export class LeagueCodeParam {
  @ApiProperty({ maxLength: CODE_MAX })
  @IsString({ message: 'code must be text' })
  @MaxLength(CODE_MAX, { message: `code must be at most ${CODE_MAX} characters` })
  code: string;
}

export class LeaguePageQuery {
  @ApiPropertyOptional({ default: 1, description: 'The page of the table, from 1' })
  @IsOptional()
  @WholeNumber(1)
  page?: number;
}

export class LeaguePicksQuery extends LeaguePageQuery {
  @WholeNumber(1)
  matchId: number;
}

export class LeagueMemberParams {
  @WholeNumber(1)
  id: number;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a fan id (a UUID)' })
  userId: string;
}
