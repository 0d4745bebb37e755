import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { JournalistApplicationResponse, JournalistApplySettings, TopContributor } from '@isl/contracts';
import { CurrentUser, Roles, SignedIn } from '../auth/auth.decorators';
import { ApiErrorCodes } from '../common/api-error-codes.decorator';
import { IdParam } from '../common/id-param.dto';
import type { User } from '../users/user.entity';
import { JournalistApplicationDto, ReviewRejectDto } from './journalists.dto';
import { JournalistsService } from './journalists.service';

@Controller('journalists')
export class JournalistsController {
  constructor(private readonly journalists: JournalistsService) {}

  @Post('apply')
  @SignedIn()
  @ApiOperation({ summary: 'Apply to write for the site; pending until an editor decides (approved at once with JOURNALIST_AUTO_APPROVE)' })
  @ApiErrorCodes('APPLICATION_PENDING', 'ALREADY_JOURNALIST')
  apply(@CurrentUser() user: User, @Body() body: JournalistApplicationDto): Promise<JournalistApplicationResponse> {
    return this.journalists.apply(user, body);
  }

  @Get('application')
  @SignedIn()
  @ApiOperation({ summary: 'Your latest application and its decision (status, reason, when, by whom)' })
  @ApiErrorCodes('APPLICATION_NOT_FOUND')
  application(@CurrentUser() user: User): Promise<JournalistApplicationResponse> {
    return this.journalists.latestOf(user.id);
  }

  @Get('apply-settings')
  @ApiOperation({ summary: 'Whether applications are approved on submit, and how long a review takes' })
  applySettings(): JournalistApplySettings {
    return this.journalists.applySettings();
  }

  @Get('top')
  @ApiOperation({ summary: 'The 5 approved journalists with the most published articles, then the best average rating' })
  top(): Promise<TopContributor[]> {
    return this.journalists.topContributors();
  }
}

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
