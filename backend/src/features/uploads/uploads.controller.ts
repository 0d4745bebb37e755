import { Body, Controller, Param, Post, Put, Req } from '@nestjs/common';
import { ApiConsumes, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { UploadedObject, UploadTicket, UserResponse } from '@isl/contracts';
import { AccountView, CurrentUser, Roles, SignedIn, type User } from '../../identity';
import { ApiErrorCodes } from '../../platform/http/api-error-codes.decorator';
import { uploadIdOf } from './media-keys';
import { UploadIntakeService } from './upload-intake.service';
import { CompleteUploadDto, MediaUploadDto, UpdateProfilePictureDto } from './uploads.dto';
import { uploadNotFound } from './uploads.errors';
import { UploadsService } from './uploads.service';

@Controller()
export class UploadsController {
  constructor(
    private readonly intake: UploadIntakeService,
    private readonly uploads: UploadsService,
    private readonly accounts: AccountView,
  ) {}

  @Post('objects/upload')
  @SignedIn()
  @ApiOperation({ summary: 'A URL to PUT a profile picture at (once, within 15 minutes; JPEG, PNG, WebP or GIF up to 5 MB)' })
  @ApiErrorCodes('TOO_MANY_UPLOADS')
  profileUpload(@CurrentUser() user: User): Promise<UploadTicket> {
    return this.intake.issueTicket(user.id, 'profile');
  }

  /** Only those who attach media to articles: approved journalists, and editors. */
  @Post('objects/upload-public')
  @Roles('journalist', 'admin')
  @ApiOperation({ summary: 'A URL to PUT article media at (approved journalists and editors; once, within 15 minutes; images, or MP4/WebM video, up to 50 MB)' })
  @ApiErrorCodes('TOO_MANY_UPLOADS')
  mediaUpload(@CurrentUser() user: User, @Body() _body: MediaUploadDto): Promise<UploadTicket> {
    return this.intake.issueTicket(user.id, 'media');
  }

  /** The upload URL when the api stores files itself; its body is the file, not JSON. */
  @Put('objects/uploads/:id')
  @SignedIn()
  @ApiConsumes('application/octet-stream')
  @ApiOperation({ summary: 'The file of an upload, at the uploadURL an upload call answered (local storage only; any Content-Type: the type is found in the bytes)' })
  @ApiErrorCodes('UPLOAD_NOT_FOUND', 'UPLOAD_URL_EXPIRED', 'UPLOAD_NOT_PROCESSED', 'UPLOAD_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_UNREADABLE', 'UPLOAD_TOO_MANY_PIXELS', 'REQUEST_TIMEOUT')
  receive(@CurrentUser() user: User, @Param('id') id: string, @Req() request: FastifyRequest): Promise<UploadedObject> {
    const uploadId = uploadIdOf(`/objects/${id}`);
    if (!uploadId) throw uploadNotFound();
    const length = request.headers['content-length'];
    return this.intake.receive(user.id, uploadId, request.raw, length === undefined ? undefined : Number(length));
  }

  @Post('objects/complete')
  @SignedIn()
  @ApiOperation({ summary: 'After the PUT: the server checks and stores the file, and answers where it is served (again: the same answer)' })
  @ApiErrorCodes('UPLOAD_NOT_FOUND', 'UPLOAD_NOT_PROCESSED', 'UPLOAD_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED', 'UPLOAD_UNREADABLE', 'UPLOAD_TOO_MANY_PIXELS')
  complete(@CurrentUser() user: User, @Body() body: CompleteUploadDto): Promise<UploadedObject> {
    return this.intake.complete(user.id, body.objectPath);
  }

  @Put('profile/picture')
  @SignedIn()
  @ApiOperation({ summary: "Make a processed profile-picture upload of yours your picture; the previous one's files are deleted" })
  @ApiErrorCodes('UPLOAD_NOT_FOUND', 'UPLOAD_NOT_PROCESSED')
  async setProfilePicture(@CurrentUser() user: User, @Body() body: UpdateProfilePictureDto): Promise<UserResponse> {
    return this.accounts.of(await this.uploads.setProfilePicture(user.id, body.profileImageUrl));
  }
}
