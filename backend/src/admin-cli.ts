import 'reflect-metadata';
import { parseArgs } from 'node:util';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { isSeasonLabel } from '@isl/contracts';
import { ConfigError, parseConfig, parseDatabaseUrl } from './platform/config/config';
import { dataSourceOptions } from './database/data-source';
import { readSeasonFile, SeasonImportService } from './features/season-import';
import { normalizeEmail, UsersService } from './identity';
import { User } from './identity/entities';
import { ApiError } from './platform/http/api-error';
import { SeasonImportCliModule } from './season-import-cli.module';
import { problemsText, reportText } from './season-import-report';

// `npm run admin -- <command>`: the league's administration from the command line, against the api's database.
//   promote <email>   makes an existing account an admin
//   demote <email>    takes it back (an approved journalist goes back to journalist, anyone else to user)
//   import-season FILE --season 2025-26 [--dry-run] [--time-zone Asia/Baghdad]
//                     loads a season's fixtures and results from a football.json file (docs/data-desk.md)

const USAGE =
  'Usage: npm run admin -- promote <email> | demote <email> | import-season <file> --season <2025-26> [--dry-run] [--time-zone <zone>]';
const EMBEDDED_DATABASE_HINT =
  'While `npm start` runs its embedded PostgreSQL, use DATABASE_URL=postgres://postgres:postgres@127.0.0.1:54329/isl';

/** A wrong command line: the usage goes to stderr and the exit code is 2. */
class UsageError extends Error {}

type Command = (args: string[]) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  promote: (args) => changeRole('promote', args),
  demote: (args) => changeRole('demote', args),
  'import-season': importSeason,
};

async function changeRole(command: 'promote' | 'demote', [email, ...extra]: string[]): Promise<number> {
  if (!email || extra.length > 0) throw new UsageError();
  const dataSource = await new DataSource(dataSourceOptions(parseDatabaseUrl(process.env))).initialize();
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

/** Prints the import's report and answers 0, or prints every problem of the file and answers 1; nothing is written then. */
async function importSeason(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { season: { type: 'string' }, 'dry-run': { type: 'boolean', default: false }, 'time-zone': { type: 'string' } },
  });
  if (positionals.length !== 1 || !values.season || !isSeasonLabel(values.season)) throw new UsageError();
  const config = parseConfig(process.env);
  let context: INestApplicationContext | undefined;
  try {
    const file = await readSeasonFile(positionals[0]);
    context = await NestFactory.createApplicationContext(SeasonImportCliModule.forRoot(config), { logger: ['error'] });
    const report = await context.get(SeasonImportService).import(file, {
      season: values.season,
      dryRun: values['dry-run'],
      timeZone: values['time-zone'],
      actorId: null,
    });
    process.stdout.write(reportText(report));
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    process.stderr.write(`${error.message}\n${problemsText(error.problems ?? [])}`);
    return 1;
  } finally {
    await context?.close();
  }
}

async function main([name, ...args]: string[]): Promise<number> {
  const command = COMMANDS[name ?? ''];
  try {
    if (!command) throw new UsageError();
    return await command(args);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}. ${EMBEDDED_DATABASE_HINT}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`The admin command failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
