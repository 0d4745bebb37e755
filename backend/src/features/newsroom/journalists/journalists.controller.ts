import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { JournalistApplicationResponse, JournalistApplySettings, TopContributor } from '@isl/contracts';
import { CurrentUser, SignedIn } from '../../../identity';
import { ApiErrorCodes } from '../../../platform/http/api-error-codes.decorator';
import { ReadModel } from '../../../platform/read-models/read-model.decorator';
import type { User } from '../../../identity';
import { JournalistApplicationDto } from './journalists.dto';
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

  /** Never applied is an answer, not an error: null (the application page asks it of every signed-in reader). */
  @Get('application')
  @SignedIn()
  @ApiOperation({ summary: 'Your latest application and its decision (status, reason, when, by whom), or null' })
  application(@CurrentUser() user: User): Promise<JournalistApplicationResponse | null> {
    return this.journalists.latestOf(user.id);
  }

  @Get('apply-settings')
  @ApiOperation({ summary: 'Whether applications are approved on submit, and how long a review takes' })
  applySettings(): JournalistApplySettings {
    return this.journalists.applySettings();
  }

  @Get('top')
  @ReadModel({ topics: ['articles', 'people'] })
  @ApiOperation({ summary: 'The 5 approved journalists with the most published articles, then the best average rating' })
  top(): Promise<TopContributor[]> {
    return this.journalists.topContributors();
  }
}
