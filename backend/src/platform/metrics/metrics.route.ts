import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { sendApiError } from '../http/api-error-reply';
import { closedMetricsWarning, httpRequestDuration, METRICS_CONTENT_TYPE, metricsAuthorized, metricsText, type MetricsAccess } from './metrics';

/**
 * Times every HTTP request by its route pattern (never the raw address, so the series stay few), and serves
 * the process's metrics at GET /metrics, outside /api: nginx does not route it, and METRICS_TOKEN guards it (in
 * production, without a token, nobody reads them: said at boot).
 */
export function registerMetrics(app: NestFastifyApplication, config: MetricsAccess, logger: Logger): void {
  const closed = closedMetricsWarning(config);
  if (closed) logger.warn(closed);
  const fastify = app.getHttpAdapter().getInstance();
  // One series per method, route pattern and status: a few hundred at most, each kept by the histogram.
  fastify.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.labels(request.method, request.routeOptions.url ?? 'unmatched', String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    done();
  });
  fastify.get('/metrics', async (request, reply) => {
    if (!metricsAuthorized(request.headers.authorization, config)) {
      return sendApiError(reply, 'UNAUTHORIZED', 'The metrics need the operator token: Authorization: Bearer <METRICS_TOKEN>');
    }
    void reply.header('content-type', METRICS_CONTENT_TYPE).header('cache-control', 'no-store');
    return metricsText();
  });
}
