import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { sampleDatabasePool } from './metrics';

/** This process's PostgreSQL pool, reported by the api and the worker alike. */
@Injectable()
export class DatabasePoolMetrics implements OnModuleInit, OnModuleDestroy {
  private remove?: () => void;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.remove = sampleDatabasePool(() => {
      const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
      return [
        { labels: { state: 'total' }, value: pool.totalCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
        { labels: { state: 'waiting' }, value: pool.waitingCount },
      ];
    });
  }

  onModuleDestroy(): void {
    this.remove?.();
  }
}
