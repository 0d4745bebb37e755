import type { FastifyRequest } from 'fastify';
import { sendApiError } from '../http/api-error-reply';
import { requestSite } from '../http/request-site';
import type { WriteCheck } from './write-checks';

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0].trim().toLowerCase() === 'application/json';
}

/**
 * Refuses state-changing API requests another site could make a signed-in browser send (CSRF):
 * - from a foreign Origin (or, lacking Origin, a Sec-Fetch-Site other than same-origin/none): 403;
 * - with a body that is not JSON: 415. Forms and "simple" fetches can only send form, multipart or text
 *   bodies without a CORS preflight, and this api answers no preflight, so requiring JSON shuts them out
 *   even in a browser that sends no Origin. The exceptions are files (`sendsFile` says which requests send
 *   one): the PUT of a file to an upload URL (a PUT from another site needs a preflight, which it never gets,
 *   and the URL is the user's own) and a squads file sent as text/csv (a type that needs a preflight too).
 * Requests with no Origin and no Sec-Fetch-Site (curl, server to server) pass: see request-site.ts.
 * Runs before the body is read.
 */
export function crossSiteRequestCheck(publicUrl: string, sendsFile: (request: FastifyRequest) => boolean): WriteCheck {
  const appOrigin = new URL(publicUrl).origin;
  return (request, reply) => {
    if (requestSite(request.headers, appOrigin) === 'foreign') {
      void sendApiError(reply, 'CROSS_SITE_REQUEST', `Requests to this API must come from ${appOrigin}`);
    } else if (hasBody(request) && !isJson(request.headers['content-type']) && !sendsFile(request)) {
      void sendApiError(reply, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON (Content-Type: application/json)');
    }
  };
}
