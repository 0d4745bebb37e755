import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { linkLanguage, pageLanguage } from '../../../platform/http/reader-language';
import { WEB_MANIFEST_CONTENT_TYPE, WEB_MANIFEST_FILE, webManifest, type WebManifest } from './web-manifest';

/** The web app manifest at the site's root, in the language of the page that links it. */
@ApiExcludeController()
@Controller()
export class WebManifestController {
  /**
   * In the language `?lang=` names, else the page's (pageLanguage: cookie, Accept-Language, English); only then does
   * the answer depend on the request's headers, and say so to caches.
   */
  @Get(WEB_MANIFEST_FILE)
  @Header('content-type', WEB_MANIFEST_CONTENT_TYPE)
  @Header('cache-control', 'public, max-age=3600')
  manifest(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): WebManifest {
    if (!linkLanguage(request)) void reply.header('vary', 'Cookie, Accept-Language');
    return webManifest(pageLanguage(request));
  }
}
