import { LANGUAGES, type Language, type NotificationPreferencesDto, type PushSubscriptionRequest, type PushUnsubscribeRequest } from '@isl/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

/** A followed-teams list longer than the league is no list of its clubs. */
const MAX_FOLLOWED_TEAMS = 20;

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

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  expirationTime?: number | null;

  @ApiProperty({ type: PushKeysDto })
  @IsDefined({ message: 'keys is required' })
  @ValidateNested()
  @Type(() => PushKeysDto)
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

  @ApiProperty({ type: [Number], description: 'The ids of the clubs the fan follows' })
  @IsArray({ message: 'teamSpecific must be a list of team ids' })
  @ArrayMaxSize(MAX_FOLLOWED_TEAMS, { message: `teamSpecific must have at most ${MAX_FOLLOWED_TEAMS} teams` })
  @IsInt({ each: true, message: 'teamSpecific must be whole numbers' })
  teamSpecific: number[];

  @ApiProperty()
  @IsBoolean({ message: 'predictions must be true or false' })
  predictions: boolean;
}
