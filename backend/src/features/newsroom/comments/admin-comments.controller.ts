import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { CommentReviewItem } from '@isl/contracts';
import { CurrentUser, Roles } from '../../../identity';
import { ApiErrorCodes } from '../../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../../platform/http/id-param.dto';
import type { User } from '../../../identity';
import { CommentsService } from './comments.service';

/** Editors (role admin) review comments. */
@Controller('admin/comments')
@Roles('admin')
export class AdminCommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get('pending')
  @ApiOperation({ summary: 'Comments awaiting review, oldest first, with their article' })
  pending(): Promise<CommentReviewItem[]> {
    return this.comments.pending();
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a comment: everyone sees it' })
  @ApiErrorCodes('COMMENT_NOT_FOUND', 'ALREADY_DECIDED')
  approve(@CurrentUser() editor: User, @Param() { id }: IdParam): Promise<CommentReviewItem> {
    return this.comments.decide(id, editor.id, true);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a comment: only its author ever saw it, and no longer does' })
  @ApiErrorCodes('COMMENT_NOT_FOUND', 'ALREADY_DECIDED')
  reject(@CurrentUser() editor: User, @Param() { id }: IdParam): Promise<CommentReviewItem> {
    return this.comments.decide(id, editor.id, false);
  }
}
