import { Body, Controller, Delete, Get, Headers, HttpCode, Ip, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { ArticleDetailResponse, ArticlePage, ArticleRatingResponse, ArticleResponse } from '@isl/contracts';
import { CurrentUser, Roles, SignedIn } from '../../../identity';
import { ApiErrorCodes } from '../../../platform/http/api-error-codes.decorator';
import { IdParam } from '../../../platform/http/id-param.dto';
import type { User } from '../../../identity';
import { ArticleListQueryDto, CreateArticleDto, RateArticleDto, UpdateArticleDto } from './articles.dto';
import { ArticlesService } from './articles.service';
import { ReadModel } from '../../../platform/read-models/read-model.decorator';
import type { ReadModelTopic } from '../../../platform/read-models/read-model-cache';
import { readerLanguage } from '../../../platform/http/reader-language';
import { readerLanguageOf } from './reader-language';

/** Published articles, with their authors' names and pictures. */
const ARTICLE_LISTS: ReadModelTopic[] = ['articles', 'people'];

/**
 * Lists show each article's views, which every reader's first visit of the day changes: they are refreshed once
 * a minute rather than dropped on each view, which at a derby's peak would leave nothing to keep.
 */
const inAMinute = (_body: unknown, now: Date) => new Date(now.getTime() + 60_000);

@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  @ReadModel({ topics: ARTICLE_LISTS, expiresAt: inAMinute, variesWith: { header: 'Accept-Language', variant: readerLanguageOf } })
  @ApiOperation({ summary: "Published articles, in the reader's language first (language, else Accept-Language), newest first; page by page" })
  list(@Query() query: ArticleListQueryDto, @Headers('accept-language') acceptLanguage: string | undefined): Promise<ArticlePage> {
    return this.articles.list(query, readerLanguage(query.language, acceptLanguage));
  }

  @Get('featured')
  @ReadModel({ topics: ARTICLE_LISTS, expiresAt: inAMinute })
  @ApiOperation({ summary: 'At most 2 published articles an editor featured, newest first' })
  featured(): Promise<ArticleResponse[]> {
    return this.articles.featured();
  }

  @Get('mine')
  @SignedIn()
  @ApiOperation({ summary: 'Your own articles in every status (draft, pending, published, rejected with the reason), newest first' })
  mine(@CurrentUser() user: User): Promise<ArticleResponse[]> {
    return this.articles.mine(user.id);
  }

  @Get(':id/summary')
  @ReadModel({ topics: ARTICLE_LISTS, expiresAt: inAMinute })
  @ApiOperation({ summary: 'One published article as lists show it, without its content and without counting a view (its page head and share image)' })
  @ApiErrorCodes('ARTICLE_NOT_FOUND')
  summary(@Param() { id }: IdParam): Promise<ArticleResponse> {
    return this.articles.summary(id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One article with its content rendered to safe HTML; a published one counts a view (once a day per reader)' })
  @ApiErrorCodes('ARTICLE_NOT_FOUND')
  read(@CurrentUser() user: User | undefined, @Ip() address: string, @Param() { id }: IdParam): Promise<ArticleDetailResponse> {
    return this.articles.read(id, { user, address });
  }

  @Post()
  @Roles('journalist')
  @ApiOperation({ summary: 'Write an article (approved journalists): a draft, or submitted for review with isPublished' })
  @ApiErrorCodes('UPLOAD_NOT_FOUND', 'UPLOAD_NOT_PROCESSED', 'UPLOAD_TYPE_NOT_ALLOWED', 'CONFLICT')
  create(@CurrentUser() user: User, @Body() body: CreateArticleDto, @Headers('accept-language') acceptLanguage: string | undefined): Promise<ArticleDetailResponse> {
    return this.articles.create(user, body, readerLanguage(undefined, acceptLanguage));
  }

  @Patch(':id')
  @Roles('journalist')
  @ApiOperation({ summary: 'Change your own draft or rejected article; isPublished submits it for review' })
  @ApiErrorCodes('ARTICLE_NOT_FOUND', 'ARTICLE_NOT_EDITABLE', 'UPLOAD_NOT_FOUND', 'UPLOAD_NOT_PROCESSED', 'UPLOAD_TYPE_NOT_ALLOWED', 'CONFLICT')
  update(@CurrentUser() user: User, @Param() { id }: IdParam, @Body() body: UpdateArticleDto): Promise<ArticleDetailResponse> {
    return this.articles.update(user, id, body);
  }

  @Delete(':id')
  @Roles('journalist')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete your own draft or rejected article' })
  @ApiErrorCodes('ARTICLE_NOT_FOUND', 'ARTICLE_NOT_EDITABLE')
  delete(@CurrentUser() user: User, @Param() { id }: IdParam): Promise<void> {
    return this.articles.delete(user, id);
  }

  @Put(':id/rating')
  @SignedIn()
  @ApiOperation({ summary: "Rate a published article 1-5 (not your own); rating again replaces it" })
  @ApiErrorCodes('ARTICLE_NOT_FOUND')
  rate(@CurrentUser() user: User, @Param() { id }: IdParam, @Body() body: RateArticleDto): Promise<ArticleRatingResponse> {
    return this.articles.rate(user, id, body.rating);
  }
}
