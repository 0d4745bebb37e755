import { DataSource, QueryRunner } from 'typeorm';

/** Any fixed number shared by every process of this app, apart from the other advisory locks' keys. */
const SIMULATION_LOCK_KEY = 7_202_432;

/**
 * One simulation plays matches in a deployment at a time (the demo season of one worker among several, or
 * `npm run simulate`), else two would score goals in the same match: a PostgreSQL session lock, held on a
 * connection of its own for as long as the simulation plays. It goes with the connection, so a process that
 * dies leaves it to the next.
 */
export class SimulationLock {
  private holder: QueryRunner | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** Takes the lock when it is free, or finds this process still holding it; false when another holds it. */
  async hold(): Promise<boolean> {
    if (this.holder) {
      const stillHeld = await this.holder.query('SELECT 1').then(() => true, () => false);
      if (stillHeld) return true;
      await this.release();
    }
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [SIMULATION_LOCK_KEY])) as { locked: boolean }[];
      if (locked) {
        this.holder = runner;
        return true;
      }
    } catch {
      // The database is away: no lock, and another look later.
    }
    await runner.release();
    return false;
  }

  async release(): Promise<void> {
    const holder = this.holder;
    this.holder = null;
    if (!holder) return;
    await holder.query('SELECT pg_advisory_unlock($1)', [SIMULATION_LOCK_KEY]).catch(() => undefined);
    await holder.release();
  }
}
