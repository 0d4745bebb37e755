import { Module } from '@nestjs/common';
import { DatabasePoolMetrics } from './database-pool-metrics';

/**
 * The metrics every process reports that belong to no other part: its database pool. The queues and the outbox
 * report their own (QueueMetrics, OutboxMetrics); the api serves them all at GET /metrics, the worker on its own port.
 */
@Module({ providers: [DatabasePoolMetrics] })
export class MetricsModule {}
