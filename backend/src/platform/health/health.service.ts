import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import type { HealthResponse, ReadinessResponse } from '@isl/contracts';
import { withinTimeout } from '../runtime/within-timeout';
import { REDIS } from '../redis/redis.module';

const PROBE_TIMEOUT_MS = 2_000;

function answersWithin(probe: Promise<unknown>): Promise<'up' | 'down'> {
  return withinTimeout(probe, PROBE_TIMEOUT_MS, 'the probe').then(
    () => 'up' as const,
    () => 'down' as const,
  );
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthResponse> {
    const [database, redis] = await Promise.all([
      answersWithin(this.dataSource.query('SELECT 1')),
      answersWithin(this.redis.ping()),
    ]);
    return { status: database === 'up' && redis === 'up' ? 'ok' : 'degraded', database, redis };
  }

  async readiness(): Promise<ReadinessResponse> {
    const [health, pending] = await Promise.all([
      this.check(),
      // showMigrations is true while some are pending; a database that does not answer counts as not migrated.
      this.dataSource.showMigrations().then(
        (somePending): ReadinessResponse['migrations'] => (somePending ? 'pending' : 'done'),
        (): ReadinessResponse['migrations'] => 'unknown',
      ),
    ]);
    return { ...health, migrations: pending, status: health.status === 'ok' && pending === 'done' ? 'ok' : 'degraded' };
  }
}
