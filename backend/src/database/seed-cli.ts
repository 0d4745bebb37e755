import 'reflect-metadata';
import { loadConfigOrExit } from '../platform/config/config';
import { createLogger } from '../platform/logging/logger';
import { prepareDatabase } from './prepare-database';

/** `npm run seed`: migrate, then seed the database if it is empty. */
async function main() {
  const config = loadConfigOrExit();
  await prepareDatabase(config.databaseUrl, { seed: true, logger: createLogger(config.logLevel, 'isl-seed') });
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
