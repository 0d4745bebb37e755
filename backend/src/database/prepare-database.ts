import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';
import { seedDatabase } from './seed/seed';

/** Any fixed number shared by every process of this app: holders of the lock migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_202_425;

/**
 * Brings the database up to date before the api listens: runs pending migrations and, when asked, seeds an
 * empty database. Replicas starting together take turns on an advisory lock, so each step happens once.
 */
export async function prepareDatabase(
  databaseUrl: string,
  options: { seed: boolean; now?: Date; logger: Logger },
): Promise<void> {
  const dataSource = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length) options.logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    if (options.seed) {
      const result = await seedDatabase(dataSource, options.now ?? new Date());
      options.logger.info(result, result.seeded ? 'database seeded' : 'database already has data; seed skipped');
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
    await dataSource.destroy();
  }
}
