import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { QUEUE_NAMES } from '../queue/app-queues';
import { AppQueues } from '../queue/queues.module';
import { sampleDatabasePool, sampleOutbox, sampleQueueJobs } from './metrics';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** What the api and the worker both report: their database pool, the outbox's lag and the queues' depths. */
@Injectable()
export class ProcessMetrics implements OnModuleInit, OnModuleDestroy {
  private readonly removals: (() => void)[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: AppQueues,
  ) {}

  onModuleInit(): void {
    this.removals.push(
      sampleDatabasePool(() => {
        const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
        return [
          { labels: { state: 'total' }, value: pool.totalCount },
          { labels: { state: 'idle' }, value: pool.idleCount },
          { labels: { state: 'waiting' }, value: pool.waitingCount },
        ];
      }),
      sampleOutbox(async () => {
        const [row] = (await this.dataSource.query(
          `SELECT count(*)::int AS waiting, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS age FROM outbox`,
        )) as { waiting: number; age: number }[];
        return [
          { labels: { measure: 'messages' }, value: row.waiting },
          { labels: { measure: 'oldest_age_seconds' }, value: row.age },
        ];
      }),
      sampleQueueJobs(async () => {
        const counts = await Promise.all(QUEUE_NAMES.map((name) => this.queues.of(name).jobCounts(JOB_STATES)));
        return counts.flatMap((byState, i) => JOB_STATES.map((state) => ({ labels: { queue: QUEUE_NAMES[i], state }, value: byState[state] ?? 0 })));
      }),
    );
  }

  onModuleDestroy(): void {
    for (const remove of this.removals) remove();
  }
}
