import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsISO8601, ValidateIf } from 'class-validator';
import {
  CARD_COLOURS,
  FIXTURE_DETAIL_FIELDS,
  MATCH_COMMAND_TYPES,
  MAX_ADDED_MINUTES,
  MAX_CORRECTION_GOALS,
  VAR_OUTCOMES,
  type CardColour,
  type MatchCommand,
  type MatchCommandType,
  type VarOutcome,
} from '@isl/contracts';
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
  card: ['teamId', 'playerId', 'colour', 'minute'],
  shot: ['teamId', 'playerId', 'onTarget', 'minute'],
  corner: ['teamId', 'minute'],
  substitution: ['teamId', 'playerOffId', 'playerOnId', 'minute'],
  penalty: ['teamId', 'scored', 'playerId', 'minute'],
  var_review: ['outcome', 'minute'],
  added_time: ['minutes'],
  undo: ['eventId'],
};

/** Validates a field when the command requires it, or when it is sent anyway (toMatchCommand then refuses a stray one). */
const requiredFor = (types: readonly MatchCommandType[], field: keyof MatchCommandBody) =>
  ValidateIf((body: MatchCommandBody) => types.includes(body.type) || body[field] !== undefined);

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

  @ApiPropertyOptional({ description: 'goal, card, shot, corner, substitution, penalty: the side (required)' })
  @requiredFor(['goal', 'card', 'shot', 'corner', 'substitution', 'penalty'], 'teamId')
  @WholeNumber(1)
  teamId?: number;

  @ApiPropertyOptional({ description: 'goal: the scorer; card: who is booked (required); shot, penalty: who took it' })
  @requiredFor(['card'], 'playerId')
  @WholeNumber(1)
  playerId?: number;

  @ApiPropertyOptional({ description: 'card (required)', enum: CARD_COLOURS })
  @requiredFor(['card'], 'colour')
  @IsIn(CARD_COLOURS, { message: `colour must be one of ${CARD_COLOURS.join(', ')}` })
  colour?: CardColour;

  @ApiPropertyOptional({ description: 'shot: on target or not (required)' })
  @requiredFor(['shot'], 'onTarget')
  @IsBoolean({ message: 'onTarget must be true or false' })
  onTarget?: boolean;

  @ApiPropertyOptional({ description: 'penalty: scored (a goal) or missed (required)' })
  @requiredFor(['penalty'], 'scored')
  @IsBoolean({ message: 'scored must be true or false' })
  scored?: boolean;

  @ApiPropertyOptional({ description: 'substitution: the player going off (required)' })
  @requiredFor(['substitution'], 'playerOffId')
  @WholeNumber(1)
  playerOffId?: number;

  @ApiPropertyOptional({ description: 'substitution: the player coming on (required)' })
  @requiredFor(['substitution'], 'playerOnId')
  @WholeNumber(1)
  playerOnId?: number;

  @ApiPropertyOptional({ description: 'var_review: what the review decided (required)', enum: VAR_OUTCOMES })
  @requiredFor(['var_review'], 'outcome')
  @IsIn(VAR_OUTCOMES, { message: `outcome must be one of ${VAR_OUTCOMES.join(', ')}` })
  outcome?: VarOutcome;

  @ApiPropertyOptional({ description: `added_time: the board's minutes (required, 1-${MAX_ADDED_MINUTES})` })
  @requiredFor(['added_time'], 'minutes')
  @WholeNumber(1, MAX_ADDED_MINUTES)
  minutes?: number;

  @ApiPropertyOptional({ description: 'undo: the timeline entry of the incident to take back (required)' })
  @requiredFor(['undo'], 'eventId')
  @WholeNumber(1)
  eventId?: number;

  @ApiPropertyOptional({ description: 'goal: who assisted' })
  @Omittable()
  @WholeNumber(1)
  assistPlayerId?: number;

  @ApiPropertyOptional({ description: 'goal and the incidents: the minute (else the current one)' })
  @Omittable()
  @WholeNumber(1, 90)
  minute?: number;

  @ApiPropertyOptional({ description: 'correct_score, record_result (required)' })
  @requiredFor(['correct_score', 'record_result'], 'homeScore')
  @WholeNumber(0, 99)
  homeScore?: number;

  @ApiPropertyOptional({ description: 'correct_score, record_result (required)' })
  @requiredFor(['correct_score', 'record_result'], 'awayScore')
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
  @requiredFor(['reschedule'], 'newDate')
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
