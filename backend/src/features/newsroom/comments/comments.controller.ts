import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { CommentResponse } from '@isl/contracts';
import { CurrentUser, SignedIn } from '../../../identity';
import { ApiErrorCodes } from '../../../platform/http/api-error-codes.decorator';
import { IdempotencyKey } from '../../../platform/http/idempotency-key.decorator';
import { IdParam } from '../../../platform/http/id-param.dto';
import type { User } from '../../../identity';
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
  create(@CurrentUser() user: User, @Param() { id }: IdParam, @Body() body: CommentDto, @IdempotencyKey() key: string | undefined): Promise<CommentResponse> {
    return this.comments.create(id, user.id, body.content, key);
  }
}
