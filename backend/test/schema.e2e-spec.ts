import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { createTestDatabase, TestDatabase } from './support/test-database';

/*
 * The migrations build exactly the schema the entities describe: what `typeorm migration:generate` would write
 * for a migrated database is nothing, so a new feature's generated migration holds its own change and no other.
 */

let db: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(dataSourceOptions(db.url)).initialize();
});

afterAll(async () => {
  await dataSource.destroy();
  await db.drop();
});

it('finds nothing for a migration to change between the migrated database and the entities', async () => {
  const pending = await dataSource.driver.createSchemaBuilder().log();
  expect(pending.upQueries.map((q) => q.query)).toEqual([]);
});
