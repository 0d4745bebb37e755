import { Global, Module } from '@nestjs/common';
import { OutboxMetrics } from './outbox-metrics';
import { OutboxRelay } from './outbox-relay.service';
import { PublicReadChanges } from './public-read-changes';

/**
 * The relay and PublicReadChanges, for every process that records follow-up work (the api, the worker, the
 * simulator), and the outbox's lag for /metrics.
 */
@Global()
@Module({ providers: [OutboxRelay, PublicReadChanges, OutboxMetrics], exports: [OutboxRelay, PublicReadChanges] })
export class OutboxModule {}
