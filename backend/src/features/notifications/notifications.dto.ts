import { LANGUAGES, type Language, type NotificationPreferencesDto, type PushSubscriptionRequest, type PushUnsubscribeRequest } from '@isl/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { NestedObject } from '../../platform/http/body-shape.decorators';
import { IdList } from '../../platform/http/whole-number.decorator';

/** A followed-teams list longer than the league is no list of its clubs. */
const MAX_FOLLOWED_TEAMS = 20;
/** A browser sends a DOMHighResTimeStamp or null; JSON's 1e309 arrives as Infinity. */
const EXPIRATION_TIME_MESSAGE = 'expirationTime must be a time in milliseconds since 1970 (a number from 0), or null';

export class PushKeysDto {
  @ApiProperty({ description: "The browser's P-256 public key, base64url" })
  @IsDefined({ message: 'keys.p256dh is required' })
  @IsString({ message: 'keys.p256dh must be text' })
  @MaxLength(100, { message: 'keys.p256dh must be at most 100 characters' })
  p256dh: string;

  @ApiProperty({ description: 'The 16-byte auth secret, base64url' })
  @IsDefined({ message: 'keys.auth is required' })
  @IsString({ message: 'keys.auth must be text' })
  @MaxLength(30, { message: 'keys.auth must be at most 30 characters' })
  auth: string;
}

export class PushSubscriptionDto implements PushSubscriptionRequest {
  @ApiProperty({ description: "The push service's URL for this browser" })
  @IsDefined({ message: 'endpoint is required' })
  @IsString({ message: 'endpoint must be text' })
  @MaxLength(1000, { message: 'endpoint must be at most 1000 characters' })
  endpoint: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: 'When the push service ends the subscription, in milliseconds since 1970; null: never' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: EXPIRATION_TIME_MESSAGE })
  @Min(0, { message: EXPIRATION_TIME_MESSAGE })
  expirationTime?: number | null;

  @ApiProperty({ type: PushKeysDto })
  @NestedObject(() => PushKeysDto, 'keys must be an object with p256dh and auth')
  keys: PushKeysDto;

  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language: Language;
}

export class PushUnsubscribeDto implements PushUnsubscribeRequest {
  @ApiProperty()
  @IsDefined({ message: 'endpoint is required' })
  @IsString({ message: 'endpoint must be text' })
  @MaxLength(1000, { message: 'endpoint must be at most 1000 characters' })
  endpoint: string;
}

export class NotificationPreferencesBody implements NotificationPreferencesDto {
  @ApiProperty()
  @IsBoolean({ message: 'matchResults must be true or false' })
  matchResults: boolean;

  @ApiProperty({ type: [Number], maxItems: MAX_FOLLOWED_TEAMS, description: 'The ids of the clubs the fan follows' })
  @IdList('team', MAX_FOLLOWED_TEAMS)
  teamSpecific: number[];

  @ApiProperty()
  @IsBoolean({ message: 'predictions must be true or false' })
  predictions: boolean;
}
