import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { acceptSquadsFiles, isSquadsFileUpload } from './features/data-desk';
import { ROOT_FILES, PageHeadsService } from './features/sharing';
import { acceptFileUploads, isUploadPut, registerMediaRoute } from './features/uploads';
import { isSignInPath, sessionOfRequest, SessionsService } from './identity';
import { setUpOpenApi } from './openapi';
import { AppConfig } from './platform/config/config';
import { ApiExceptionFilter } from './platform/http/api-exception.filter';
import { registerRouteBodyLimits } from './platform/http/body-limit';
import { clientErrorHandler, frameworkErrors } from './platform/http/framework-errors';
import { registerJsonBodies } from './platform/http/json-body';
import { createValidationPipe } from './platform/http/validation';
import { WebApp } from './platform/http/web-app';
import { RedisStreamsIoAdapter } from './platform/live/redis-streams-io.adapter';
import { PinoNestLogger } from './platform/logging/logger';
import { registerDevMailPage } from './platform/mail/dev-mail.route';
import { registerRequestIds, requestIdOf } from './platform/logging/request-id';
import { registerMetrics } from './platform/metrics/metrics.route';
import { registerReadModels } from './platform/read-models/read-models.hooks';
import { registerSecurity, registerSecurityHeaders } from './platform/security/register-security';

/** JSON bodies are small here (forms, commands); files go to upload URLs, which have limits of their own. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** The api as one configured Nest application, shared by main.ts and the e2e tests. */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Believe X-Forwarded-For only as far back as our own proxies go (what a hop count means to proxy-addr).
    trustProxy: (_address: string, hop: number) => hop < config.trustedProxyHops,
    frameworkErrors,
    clientErrorHandler,
    genReqId: requestIdOf,
  });
  registerRequestIds(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    // JSON bodies are parsed by registerJsonBodies (depth and NUL checks), not by Nest's own parser.
    bodyParser: false,
  });
  const webApp = WebApp.fromFolder(config.webDist, app.get(PageHeadsService), ROOT_FILES);
  app.setGlobalPrefix('api', { exclude: ROOT_FILES });
  app.useWebSocketAdapter(new RedisStreamsIoAdapter(app, config));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(webApp));
  // Kept public reads are answered right after the security headers: no cookie, check or route of the
  // others concerns them.
  registerSecurityHeaders(app, config);
  registerReadModels(app);
  const sessions = app.get(SessionsService);
  await registerSecurity(app, config, {
    sendsFile: (request) => isUploadPut(request) || isSquadsFileUpload(request),
    isSignInPath,
    accountOf: async (request: FastifyRequest) => (await sessionOfRequest(request, sessions))?.user.id,
  });
  registerJsonBodies(app);
  registerRouteBodyLimits(app);
  registerMediaRoute(app);
  registerMetrics(app, config, logger);
  registerDevMailPage(app, config);
  acceptFileUploads(app);
  acceptSquadsFiles(app);
  setUpOpenApi(app);
  await webApp?.register(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
