import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { OPENAPI_PAGE_PATH } from '../http/api-paths';
import { crossSiteRequestCheck } from './cross-site.check';
import { RateLimiter } from './rate-limiter';
import { apiSecurityHeaders, securityHeaders } from './security-headers';
import { addWriteChecks } from './write-checks';
import { writeRateLimitCheck, type WriteBudgetParts } from './write-rate-limit.check';

/** Pages: the web app and its files, and the API reference under /api/docs; every other /api answer is data. */
const servesPages = (url: string) => !url.startsWith('/api/') || url.startsWith(OPENAPI_PAGE_PATH);

/** The security headers of every answer, kept ones included: registered before the read models. */
export function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): void {
  const forPages = securityHeaders(config.publicUrl, config.s3 ? new URL(config.s3.publicEndpoint).origin : undefined);
  const forData = apiSecurityHeaders(forPages);
  app.getHttpAdapter().getInstance().addHook('onRequest', (request, reply, done) => {
    void reply.headers(servesPages(request.url) ? forPages : forData);
    done();
  });
}

/** What the checks need to know of the parts above them, handed in by the api's composition (create-app.ts). */
export interface WriteCheckParts extends WriteBudgetParts {
  /** The writes whose body is a file and not JSON: a PUT to an upload URL, a squads file. */
  sendsFile: (request: FastifyRequest) => boolean;
}

/** Cookies, and the checks every state-changing request passes before it reaches a route. */
export async function registerSecurity(app: NestFastifyApplication, config: AppConfig, parts: WriteCheckParts): Promise<void> {
  await app.register(fastifyCookie);
  const fastify = app.getHttpAdapter().getInstance();
  // Cross-site refusals first: they are free, and a forged request should not use up the victim's quota.
  addWriteChecks(fastify, [
    crossSiteRequestCheck(config.publicUrl, parts.sendsFile),
    writeRateLimitCheck(app.get(RateLimiter), parts, config),
  ]);
}
