import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';

const BODY_LIMIT_KEY = 'bodyLimitBytes';

/**
 * A route that takes a larger body than the api's default (an imported file): Fastify refuses a longer one by its
 * Content-Length before reading it, or as soon as the bytes pass the limit (413 PAYLOAD_TOO_LARGE).
 */
export const BodyLimit = (bytes: number) => RouteConfig({ [BODY_LIMIT_KEY]: bytes });

/** Gives each route marked with BodyLimit its own limit; registered before the routes are. */
export function registerRouteBodyLimits(app: NestFastifyApplication): void {
  app.getHttpAdapter().getInstance().addHook('onRoute', (route) => {
    const limit = (route.config as Record<string, unknown> | undefined)?.[BODY_LIMIT_KEY];
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
}
