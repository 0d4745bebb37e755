import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MEDIA_URL_PREFIX } from '@isl/contracts';
import { sendApiError } from '../../platform/http/api-error-reply';
import { UploadsService } from './uploads.service';

/** A stored file never changes: a new picture is stored under a new name. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET /media/<key>: a processed variant of an upload, from whichever storage holds it, with the type the
 * server gave it, or 404 for any other path. A file rather than an API call (like the web app's own files),
 * so it is a plain route outside /api, public like any image on a page.
 */
export function registerMediaRoute(app: NestFastifyApplication): void {
  const uploads = app.get(UploadsService);
  app
    .getHttpAdapter()
    .getInstance()
    .get<{ Params: { '*': string } }>(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
      const file = await uploads.mediaFile(request.params['*']);
      if (!file) return sendApiError(reply, 'NOT_FOUND', 'There is no such file.');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', CACHE_FOREVER)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    });
}
