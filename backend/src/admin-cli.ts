import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, parseDatabaseUrl } from './platform/config/config';
import { dataSourceOptions } from './database/data-source';
import { normalizeEmail, UsersService } from './identity';
import { User } from './identity/entities';

// `npm run admin -- promote <email>` makes an existing account an admin; `demote` takes it back (an approved
// journalist goes back to journalist, anyone else to user). It needs only DATABASE_URL, the api's database.

const USAGE = 'Usage: npm run admin -- promote <email> | demote <email>';
const EMBEDDED_DATABASE_HINT =
  'While `npm start` runs its embedded PostgreSQL, use DATABASE_URL=postgres://postgres:postgres@127.0.0.1:54329/isl';

async function main([command, email, ...extra]: string[]): Promise<number> {
  if ((command !== 'promote' && command !== 'demote') || !email || extra.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let databaseUrl: string;
  try {
    databaseUrl = parseDatabaseUrl(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}. ${EMBEDDED_DATABASE_HINT}\n`);
    return 1;
  }
  const dataSource = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  try {
    const users = new UsersService(dataSource.getRepository(User));
    const address = normalizeEmail(email);
    const user = command === 'promote' ? await users.promoteToAdmin(address) : await users.demoteFromAdmin(address);
    if (!user) {
      process.stderr.write(`No account has the e-mail address ${address}; it must sign up first.\n`);
      return 1;
    }
    process.stdout.write(`${address} is now ${user.role}.\n`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`The admin command failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
