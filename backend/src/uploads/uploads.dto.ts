import { UPLOAD_FILE_NAME_MAX_LENGTH, type CompleteUploadRequest, type MediaUploadRequest, type UpdateProfilePictureRequest } from '@isl/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Length, Matches } from 'class-validator';
import { OBJECT_PATH } from './media-keys';

const OBJECT_PATH_EXAMPLE = '/objects/2f0c9a1e-51a4-4c1e-9d55-0f3b6a7c8d9e';

export class UpdateProfilePictureDto implements UpdateProfilePictureRequest {
  @ApiProperty({ description: 'The objectPath the upload call answered with', example: OBJECT_PATH_EXAMPLE })
  @IsDefined({ message: 'profileImageUrl is required' })
  @IsString({ message: 'profileImageUrl must be text' })
  @Matches(OBJECT_PATH, { message: 'profileImageUrl must be the objectPath of an upload (/objects/<id>)' })
  profileImageUrl: string;
}

export class CompleteUploadDto implements CompleteUploadRequest {
  @ApiProperty({ description: 'The objectPath the upload call answered with', example: OBJECT_PATH_EXAMPLE })
  @IsDefined({ message: 'objectPath is required' })
  @IsString({ message: 'objectPath must be text' })
  @Matches(OBJECT_PATH, { message: 'objectPath must be the objectPath of an upload (/objects/<id>)' })
  objectPath: string;
}

export class MediaUploadDto implements MediaUploadRequest {
  @ApiProperty({ description: "The browser's name for the file (not used to store it)", maxLength: UPLOAD_FILE_NAME_MAX_LENGTH, example: 'media-1732345678901' })
  @IsDefined({ message: 'fileName is required' })
  @IsString({ message: 'fileName must be text' })
  @Length(1, UPLOAD_FILE_NAME_MAX_LENGTH, { message: `fileName must be from 1 to ${UPLOAD_FILE_NAME_MAX_LENGTH} characters` })
  fileName: string;
}
