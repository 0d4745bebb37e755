import { Global, Module } from '@nestjs/common';
import { AppQueues } from './app-queues';
import { QueueMetrics } from './queue-metrics';

/** The queues' producer ends, shared by everything in the process that adds or counts jobs, and their depths for /metrics. */
@Global()
@Module({ providers: [AppQueues, QueueMetrics], exports: [AppQueues] })
export class QueuesModule {}
