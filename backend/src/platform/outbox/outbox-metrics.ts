import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sampleOutbox } from '../metrics/metrics';

/** How many outbox messages wait for Redis, and the age of the oldest: what an operator watches in an outage. */
@Injectable()
export class OutboxMetrics implements OnModuleInit, OnModuleDestroy {
  private remove?: () => void;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.remove = sampleOutbox(async () => {
      const [row] = (await this.dataSource.query(
        `SELECT count(*)::int AS waiting, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS age FROM outbox`,
      )) as { waiting: number; age: number }[];
      return [
        { labels: { measure: 'messages' }, value: row.waiting },
        { labels: { measure: 'oldest_age_seconds' }, value: row.age },
      ];
    });
  }

  onModuleDestroy(): void {
    this.remove?.();
  }
}
