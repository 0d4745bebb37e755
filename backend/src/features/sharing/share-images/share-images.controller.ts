import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrorCodes } from '../../../platform/http/api-error-codes.decorator';
import { clientHolds } from '../../../platform/http/if-none-match';
import { IdParam } from '../../../platform/http/id-param.dto';
import { ShareImageQuery } from './share-images.dto';
import { ShareImagesService, type ShareImage } from './share-images.service';

/** The address names a version, and what it shows never changes: kept for good where it is the current one. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

@Controller('share')
export class ShareImagesController {
  constructor(private readonly images: ShareImagesService) {}

  @Get('matches/:id.png')
  @ApiOperation({ summary: "A match's share image, 1200 x 630 PNG: crests, names, the score and minute or the kick-off, in a language" })
  @ApiProduces('image/png')
  @ApiErrorCodes('MATCH_NOT_FOUND')
  async match(
    @Param() { id }: IdParam,
    @Query() { lang, v }: ShareImageQuery,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendImage(reply, await this.images.match(id, lang), v, ifNoneMatch);
  }

  @Get('articles/:id.png')
  @ApiOperation({ summary: "A published article's share image, 1200 x 630 PNG: its picture and title (or the branded card), in a language" })
  @ApiProduces('image/png')
  @ApiErrorCodes('ARTICLE_NOT_FOUND')
  async article(
    @Param() { id }: IdParam,
    @Query() { lang, v }: ShareImageQuery,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendImage(reply, await this.images.article(id, lang), v, ifNoneMatch);
  }
}

/**
 * The image with its ETag, kept for good when the address names its current version; an address of an old or
 * no version answers today's image, which no cache may keep unchecked. Nothing but the headers (304) when the
 * client holds it already.
 */
function sendImage(reply: FastifyReply, image: ShareImage, askedVersion: string | undefined, ifNoneMatch: string | undefined): Buffer | undefined {
  void reply
    .header('content-type', 'image/png')
    .header('etag', image.etag)
    .header('cache-control', askedVersion === image.version ? CACHE_FOREVER : 'no-cache');
  if (clientHolds(ifNoneMatch, (tag) => tag.replace(/^W\//, '') === image.etag)) {
    void reply.status(304);
    return undefined;
  }
  return image.png;
}
