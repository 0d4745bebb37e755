import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { CommentResponse, CommentReviewItem } from '@isl/contracts';
import { CurrentUser, Roles, SignedIn } from '../auth/auth.decorators';
import { ApiErrorCodes } from '../common/api-error-codes.decorator';
import { IdParam } from '../common/id-param.dto';
import type { User } from '../users/user.entity';
import { CommentDto } from './comments.dto';
import { CommentsService } from './comments.service';

@Controller('articles/:id/comments')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get()
  @ApiOperation({ summary: "A published article's approved comments, oldest first, and your own awaiting approval (isApproved false)" })
  @ApiErrorCodes('ARTICLE_NOT_FOUND')
  list(@CurrentUser() reader: User | undefined, @Param() { id }: IdParam): Promise<CommentResponse[]> {
    return this.comments.list(id, reader?.id);
  }

  @Post()
  @SignedIn()
  @ApiOperation({ summary: 'Comment on a published article (plain text, 1-2,000 characters); shown to others once an editor approves it' })
  @ApiErrorCodes('ARTICLE_NOT_FOUND')
  create(@CurrentUser() user: User, @Param() { id }: IdParam, @Body() body: CommentDto): Promise<CommentResponse> {
    return this.comments.create(id, user.id, body.content);
  }
}

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
