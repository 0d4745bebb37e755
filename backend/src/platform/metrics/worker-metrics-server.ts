import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { closedMetricsWarning, METRICS_CONTENT_TYPE, metricsAuthorized, metricsText } from './metrics';

/**
 * The worker has no HTTP server of its own: this one serves its metrics (GET /metrics, behind METRICS_TOKEN; in
 * production, without a token, to nobody) and a liveness answer for health checks (GET /health/live) on
 * WORKER_METRICS_PORT.
 */
@Injectable()
export class WorkerMetricsServer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(WorkerMetricsServer.name);
  private server?: Server;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const port = this.config.workerMetricsPort;
    if (!port) return;
    this.server = createServer((request, response) => {
      const path = request.url?.split('?')[0];
      if (request.method !== 'GET' || (path !== '/metrics' && path !== '/health/live')) {
        response.writeHead(404).end();
      } else if (path === '/health/live') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      } else if (!metricsAuthorized(request.headers.authorization, this.config)) {
        response.writeHead(401, { 'content-type': 'text/plain' }).end('The metrics need the operator token: Authorization: Bearer <METRICS_TOKEN>\n');
      } else {
        metricsText().then(
          (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
          () => response.writeHead(500).end(),
        );
      }
    });
    await new Promise<void>((resolve, reject) => this.server?.once('error', reject).listen(port, '0.0.0.0', resolve));
    this.logger.log(`metrics on port ${port}`);
    const closed = closedMetricsWarning(this.config);
    if (closed) this.logger.warn(closed);
  }

  async onModuleDestroy(): Promise<void> {
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }
}
