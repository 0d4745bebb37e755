import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { ArticleReviewItem } from '@isl/contracts';
import { CurrentUser, Roles } from '../../../identity';
import { ApiErrorCodes } from '../../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../../platform/http/id-param.dto';
import { ReviewRejectDto } from '../journalists/journalists.dto';
import type { User } from '../../../identity';
import { ApproveArticleDto } from './articles.dto';
import { ArticlesService } from './articles.service';

/** Editors (role admin) review submitted articles. */
@Controller('admin/articles')
@Roles('admin')
export class AdminArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get('pending')
  @ApiOperation({ summary: 'Articles submitted for review, in full, oldest submission first' })
  pending(): Promise<ArticleReviewItem[]> {
    return this.articles.pending();
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: "Publish a submitted article; featured (default: the author's request) puts it among the featured" })
  @ApiErrorCodes('ARTICLE_NOT_FOUND', 'ALREADY_DECIDED')
  approve(@CurrentUser() editor: User, @Param() { id }: IdParam, @Body() body: ApproveArticleDto): Promise<ArticleReviewItem> {
    return this.articles.decide(id, editor, { approve: true, featured: body.featured });
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a submitted article back to its author, with an optional reason the author sees' })
  @ApiErrorCodes('ARTICLE_NOT_FOUND', 'ALREADY_DECIDED')
  reject(@CurrentUser() editor: User, @Param() { id }: IdParam, @Body() body: ReviewRejectDto): Promise<ArticleReviewItem> {
    return this.articles.decide(id, editor, { approve: false, reason: body.reason ?? null });
  }
}
