import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { genericErrorCode, isApiErrorCode, type ApiErrorBody, type ApiErrorCode, type ImportProblem } from '@isl/contracts';
import type { WebApp } from './web-app';
import { isDatabaseUnavailable } from '../postgres/database-unavailable';

/** How long a caller should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own request errors (body parsing, limits) carry a status and an FST_ code. */
const FASTIFY_CODES: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

function fromHttpException(exception: HttpException): ApiErrorBody {
  const statusCode = exception.getStatus();
  const body = exception.getResponse();
  if (typeof body === 'string') return { statusCode, code: genericErrorCode(statusCode), message: body };
  const { code, message, problems } = body as { code?: unknown; message?: string | string[]; problems?: ImportProblem[] };
  return {
    statusCode,
    code: isApiErrorCode(code) ? code : genericErrorCode(statusCode),
    message: Array.isArray(message) ? message.join('; ') : (message ?? exception.message),
    ...(problems ? { problems } : {}),
  };
}

function fromClientError(error: { statusCode: number; code?: string; message: string }): ApiErrorBody {
  const isJsonSyntax = error instanceof SyntaxError;
  return {
    statusCode: error.statusCode,
    code: isJsonSyntax ? 'INVALID_JSON' : (FASTIFY_CODES[error.code ?? ''] ?? genericErrorCode(error.statusCode)),
    message: isJsonSyntax ? `The request body is not valid JSON: ${error.message}` : error.message,
  };
}

function isClientError(error: unknown): error is { statusCode: number; code?: string; message: string } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Every error leaves as { statusCode, code, message }; anything unexpected is logged, on the request's own logger
 * (its lines carry the request id the error body gives), and becomes a bare 500. A browser navigating to a
 * page (no API route matched) gets the web app instead, with the page's head and status (see WebApp.sendPage).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly webApp: WebApp | null) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception);
    if (body.statusCode === 404 && this.webApp?.isPageRequest(request)) {
      return void this.webApp.sendPage(request, reply);
    }
    if (body.code === 'UNAVAILABLE') {
      // Not our fault and not the caller's: say when to try again.
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      request.log.warn({ err: exception }, 'request refused for now: a service it needs is unavailable');
    } else if (body.statusCode >= 500) {
      request.log.error({ err: exception }, 'request failed');
    }
    void reply.status(body.statusCode).send(body);
  }
}

export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) return fromHttpException(exception);
  if (isClientError(exception)) return fromClientError(exception);
  if (isDatabaseUnavailable(exception)) {
    return { statusCode: 503, code: 'UNAVAILABLE', message: 'The service is unavailable for a moment. Please try again shortly.' };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };
}
