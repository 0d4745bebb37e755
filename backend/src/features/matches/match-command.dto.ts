import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsISO8601, ValidateIf } from 'class-validator';
import { FIXTURE_DETAIL_FIELDS, MATCH_COMMAND_TYPES, MAX_CORRECTION_GOALS, type MatchCommand, type MatchCommandType } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';
import { NestedObject, Omittable } from '../../platform/http/body-shape.decorators';
import { TextField } from '../../platform/http/text-field.decorator';
import { IdList, WholeNumber } from '../../platform/http/whole-number.decorator';

/** The fields each command takes; any other field sent with it is refused rather than silently ignored. */
const FIELDS: Record<MatchCommandType, readonly string[]> = {
  kickoff: ['confirmEarly'],
  goal: ['teamId', 'playerId', 'assistPlayerId', 'minute'],
  halftime: [],
  second_half: [],
  fulltime: [],
  postpone: [],
  reschedule: ['newDate'],
  cancel: [],
  correct_score: ['homeScore', 'awayScore', 'disallowGoalIds', 'addGoals'],
  record_result: ['homeScore', 'awayScore', 'matchDate'],
  edit_fixture: FIXTURE_DETAIL_FIELDS,
};

const takesScore = (body: MatchCommandBody) => body.type === 'correct_score' || body.type === 'record_result';

/** A goal a score correction adds; the minute is required, as the timeline is in minute order. */
export class CorrectionGoalBody {
  @ApiProperty()
  @WholeNumber(1)
  teamId: number;

  @ApiProperty({ description: 'a minute already played' })
  @WholeNumber(1, 90)
  minute: number;

  @ApiPropertyOptional()
  @Omittable()
  @WholeNumber(1)
  playerId?: number;

  @ApiPropertyOptional()
  @Omittable()
  @WholeNumber(1)
  assistPlayerId?: number;
}

const ADD_GOALS_MESSAGE = 'addGoals must be a list of goals';

export class MatchCommandBody {
  @ApiProperty({ enum: MATCH_COMMAND_TYPES })
  @IsIn(MATCH_COMMAND_TYPES, { message: `type must be one of ${MATCH_COMMAND_TYPES.join(', ')}` })
  type: MatchCommandType;

  @ApiPropertyOptional({ description: 'kickoff: true to kick off more than 15 minutes before the scheduled time' })
  @Omittable()
  @IsBoolean({ message: 'confirmEarly must be true or false' })
  confirmEarly?: boolean;

  @ApiPropertyOptional({ description: 'goal: the scoring side (required)' })
  @ValidateIf((body: MatchCommandBody) => body.type === 'goal' || body.teamId !== undefined)
  @WholeNumber(1)
  teamId?: number;

  @ApiPropertyOptional({ description: 'goal: the scorer' })
  @Omittable()
  @WholeNumber(1)
  playerId?: number;

  @ApiPropertyOptional({ description: 'goal: who assisted' })
  @Omittable()
  @WholeNumber(1)
  assistPlayerId?: number;

  @ApiPropertyOptional({ description: 'goal: the minute (else the current one)' })
  @Omittable()
  @WholeNumber(1, 90)
  minute?: number;

  @ApiPropertyOptional({ description: 'correct_score, record_result (required)' })
  @ValidateIf((body: MatchCommandBody) => takesScore(body) || body.homeScore !== undefined)
  @WholeNumber(0, 99)
  homeScore?: number;

  @ApiPropertyOptional({ description: 'correct_score, record_result (required)' })
  @ValidateIf((body: MatchCommandBody) => takesScore(body) || body.awayScore !== undefined)
  @WholeNumber(0, 99)
  awayScore?: number;

  @ApiPropertyOptional({ description: 'correct_score: goals of the timeline that no longer count (the ids of goal events in the timeline)', type: [Number], maxItems: MAX_CORRECTION_GOALS })
  @Omittable()
  @IdList('goal', MAX_CORRECTION_GOALS)
  disallowGoalIds?: number[];

  @ApiPropertyOptional({ description: 'correct_score: goals the timeline missed', type: [CorrectionGoalBody] })
  @Omittable()
  @IsArray({ message: ADD_GOALS_MESSAGE })
  @ArrayMaxSize(MAX_CORRECTION_GOALS, { message: `addGoals may hold at most ${MAX_CORRECTION_GOALS} goals` })
  @NestedObject(() => CorrectionGoalBody, ADD_GOALS_MESSAGE, { each: true })
  addGoals?: CorrectionGoalBody[];

  @ApiPropertyOptional({ description: 'reschedule: the new kick-off, ISO 8601 (required)', format: 'date-time' })
  @ValidateIf((body: MatchCommandBody) => body.type === 'reschedule' || body.newDate !== undefined)
  @IsISO8601({ strict: true }, { message: 'newDate must be an ISO 8601 date and time, e.g. 2025-05-02T17:00:00Z' })
  newDate?: string;

  @ApiPropertyOptional({ description: 'record_result: when it was played, if not on the fixture\'s date (ISO 8601, past)', format: 'date-time' })
  @Omittable()
  @IsISO8601({ strict: true }, { message: 'matchDate must be an ISO 8601 date and time, e.g. 2025-05-02T17:00:00Z' })
  matchDate?: string;

  @ApiPropertyOptional({ description: 'edit_fixture: the round' })
  @Omittable()
  @WholeNumber(1, 99)
  round?: number;

  @TextField('venue', { max: 150, optional: true, description: 'edit_fixture' })
  venue?: string | null;

  @TextField('venueArabic', { max: 150, optional: true, description: 'edit_fixture' })
  venueArabic?: string | null;

  @TextField('venueKurdish', { max: 150, optional: true, description: 'edit_fixture' })
  venueKurdish?: string | null;

  @TextField('referee', { max: 120, optional: true, description: 'edit_fixture' })
  referee?: string | null;

  @TextField('refereeArabic', { max: 120, optional: true, description: 'edit_fixture' })
  refereeArabic?: string | null;

  @TextField('refereeKurdish', { max: 120, optional: true, description: 'edit_fixture' })
  refereeKurdish?: string | null;
}

/** The validated body as the command the match rules take. */
export function toMatchCommand(body: MatchCommandBody): MatchCommand {
  const stray = Object.keys(body).filter((key) => key !== 'type' && body[key as keyof MatchCommandBody] !== undefined && !FIELDS[body.type].includes(key));
  if (stray.length) {
    throw new ApiError('VALIDATION_FAILED', `${stray.join(', ')} cannot be sent with a ${body.type} command`);
  }
  return body as MatchCommand;
}
