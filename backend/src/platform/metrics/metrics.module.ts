import { Module } from '@nestjs/common';
import { ProcessMetrics } from './process-metrics.service';

/** The metrics every process reports; the api serves them at GET /metrics, the worker on its own port. */
@Module({ providers: [ProcessMetrics] })
export class MetricsModule {}
