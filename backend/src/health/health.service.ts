import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@isl/contracts';
import { REDIS } from '../redis/redis.module';

const PROBE_TIMEOUT_MS = 2_000;

function answersWithin(probe: Promise<unknown>): Promise<'up' | 'down'> {
  const timeout = new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS).unref());
  return Promise.race([probe.then(() => 'up' as const, () => 'down' as const), timeout]);
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
}
