import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { JournalistApplicationResponse } from '@isl/contracts';
import { CurrentUser, Roles } from '../../../identity';
import { ApiErrorCodes } from '../../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../../platform/http/id-param.dto';
import type { User } from '../../../identity';
import { ReviewRejectDto } from './journalists.dto';
import { JournalistsService } from './journalists.service';

/** Editors (role admin) review applications. */
@Controller('admin/journalists')
@Roles('admin')
export class AdminJournalistsController {
  constructor(private readonly journalists: JournalistsService) {}

  @Get('pending')
  @ApiOperation({ summary: 'Pending journalist applications in full, oldest first' })
  pending(): Promise<JournalistApplicationResponse[]> {
    return this.journalists.pending();
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve an application: the applicant becomes an approved journalist' })
  @ApiErrorCodes('APPLICATION_NOT_FOUND', 'ALREADY_DECIDED')
  approve(@CurrentUser() editor: User, @Param() { id }: IdParam): Promise<JournalistApplicationResponse> {
    return this.journalists.decide(id, editor.id, { approve: true });
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject an application, with an optional reason shown to the applicant (who may apply again)' })
  @ApiErrorCodes('APPLICATION_NOT_FOUND', 'ALREADY_DECIDED')
  reject(@CurrentUser() editor: User, @Param() { id }: IdParam, @Body() body: ReviewRejectDto): Promise<JournalistApplicationResponse> {
    return this.journalists.decide(id, editor.id, { approve: false, reason: body.reason ?? null });
  }
}
