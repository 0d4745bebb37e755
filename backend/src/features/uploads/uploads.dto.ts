import { UPLOAD_FILE_NAME_MAX_LENGTH, type CompleteUploadRequest, type MediaUploadRequest, type UpdateProfilePictureRequest } from '@isl/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Length, Matches } from 'class-validator';
import { OBJECT_PATH } from './media-keys';

/** A field naming an upload by the objectPath its upload call answered (`/objects/<id>`). */
export const IsObjectPath = (field: string) =>
  applyDecorators(
    ApiProperty({ description: 'The objectPath the upload call answered with', example: '/objects/2f0c9a1e-51a4-4c1e-9d55-0f3b6a7c8d9e' }),
    IsDefined({ message: `${field} is required` }),
    IsString({ message: `${field} must be text` }),
    Matches(OBJECT_PATH, { message: `${field} must be the objectPath of an upload (/objects/<id>)` }),
  );

export class UpdateProfilePictureDto implements UpdateProfilePictureRequest {
  @IsObjectPath('profileImageUrl')
  profileImageUrl: string;
}

export class CompleteUploadDto implements CompleteUploadRequest {
  @IsObjectPath('objectPath')
  objectPath: string;
}

export class MediaUploadDto implements MediaUploadRequest {
  @ApiProperty({ description: "The browser's name for the file (not used to store it)", maxLength: UPLOAD_FILE_NAME_MAX_LENGTH, example: 'media-1732345678901' })
  @IsDefined({ message: 'fileName is required' })
  @IsString({ message: 'fileName must be text' })
  @Length(1, UPLOAD_FILE_NAME_MAX_LENGTH, { message: `fileName must be from 1 to ${UPLOAD_FILE_NAME_MAX_LENGTH} characters` })
  fileName: string;
}
