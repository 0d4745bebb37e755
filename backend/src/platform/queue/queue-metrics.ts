import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { sampleQueueJobs } from '../metrics/metrics';
import { AppQueues, QUEUE_NAMES } from './app-queues';

// What a backlog is made of (waiting, delayed, prioritized: what the workers' autoscaling adds up), and what runs or failed.
const JOB_STATES = ['waiting', 'delayed', 'prioritized', 'active', 'failed'] as const;

/** The queues' depths by state, as every process with queues sees the whole deployment's. */
@Injectable()
export class QueueMetrics implements OnModuleInit, OnModuleDestroy {
  private remove?: () => void;

  constructor(private readonly queues: AppQueues) {}

  onModuleInit(): void {
    this.remove = sampleQueueJobs(async () => {
      const counts = await Promise.all(QUEUE_NAMES.map((name) => this.queues.of(name).jobCounts(JOB_STATES)));
      return counts.flatMap((byState, i) => JOB_STATES.map((state) => ({ labels: { queue: QUEUE_NAMES[i], state }, value: byState[state] ?? 0 })));
    });
  }

  onModuleDestroy(): void {
    this.remove?.();
  }
}
