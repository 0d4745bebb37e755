import 'reflect-metadata';
import { parseArgs } from 'node:util';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { isSeasonLabel } from '@isl/contracts';
import { ConfigError, parseConfig, parseDatabaseUrl } from './platform/config/config';
import { dataSourceOptions } from './database/data-source';
import { importPlayersFile, readSquadsFile } from './features/data-desk';
import { readSeasonFile, SeasonImportModule, SeasonImportService } from './features/season-import';
import { createClubLeagues } from './features/leagues';
import { RolloverRefused, startSeason, type RolloverReport } from './features/season-rollover';
import { normalizeEmail, UsersService } from './identity';
import { User } from './identity/entities';
import { ApiError } from './platform/http/api-error';
import { MatchCommandProcessModule } from './match-command-process.module';
import { problemsText, reportText } from './season-import-report';

// `npm run admin -- <command>`: the league's administration from the command line, against the api's database.
//   promote <email>   makes an existing account an admin
//   demote <email>    takes it back (an approved journalist goes back to journalist, anyone else to user)
//   import-season FILE --season 2025-26 [--dry-run] [--time-zone Asia/Baghdad]
//                     loads a season's fixtures and results from a football.json file (docs/data-desk.md)
//   import-players FILE [--dry-run]
//                     loads squads from a CSV file (docs/data-desk.md)
//   start-season 2025-26
//                     makes an imported season the current one; the ended season stays readable

const USAGE =
  'Usage: npm run admin -- promote <email> | demote <email> | import-season <file> --season <2025-26> [--dry-run] [--time-zone <zone>] | import-players <file> [--dry-run] | start-season <2025-26>';
const EMBEDDED_DATABASE_HINT =
  'While `npm start` runs its embedded PostgreSQL, use DATABASE_URL=postgres://postgres:postgres@127.0.0.1:54329/isl';

/** A wrong command line: the usage goes to stderr and the exit code is 2. */
class UsageError extends Error {}

type Command = (args: string[]) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  promote: (args) => changeRole('promote', args),
  demote: (args) => changeRole('demote', args),
  'import-season': importSeason,
  'import-players': importPlayers,
  'start-season': startNextSeason,
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

/** A refused file's message and every problem in it on stderr, and exit code 1; any other error goes on up. */
function refusedImport(error: unknown): number {
  if (!(error instanceof ApiError)) throw error;
  process.stderr.write(`${error.message}\n${problemsText(error.problems ?? [])}`);
  return 1;
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
    context = await NestFactory.createApplicationContext(MatchCommandProcessModule.forRoot(config, SeasonImportModule), { logger: ['error'] });
    const report = await context.get(SeasonImportService).import(file, {
      season: values.season,
      dryRun: values['dry-run'],
      timeZone: values['time-zone'],
      actorId: null,
    });
    process.stdout.write(reportText(report));
    return 0;
  } catch (error) {
    return refusedImport(error);
  } finally {
    await context?.close();
  }
}

/** Prints what a squads file changed (or would), or every problem of the file (exit 1; nothing is written then). */
async function importPlayers(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new UsageError();
  const databaseUrl = parseDatabaseUrl(process.env);
  let dataSource: DataSource | undefined;
  try {
    const text = await readSquadsFile(positionals[0]);
    dataSource = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
    const report = await dataSource.transaction((manager) => importPlayersFile(manager, text, { dryRun: values['dry-run'], actorId: null }));
    process.stdout.write(
      `${report.dryRun ? 'Dry run of the import' : 'Imported'}: ${report.created} created, ${report.updated} updated, ${report.transferred} transferred, ${report.unchanged} unchanged.\n`,
    );
    return 0;
  } catch (error) {
    return refusedImport(error);
  } finally {
    await dataSource?.destroy();
  }
}

function rolloverText(report: RolloverReport): string {
  if (!report.previous) return `${report.season} is already the current season; nothing changed.\n`;
  const clubs = (names: string[]) => (names.length ? names.join(', ') : 'none');
  return [
    `${report.season} is now the current season (it was ${report.previous}), with ${report.fixtures} fixtures.`,
    `Promoted (new this season): ${clubs(report.promoted)}.`,
    `Relegated (gone this season): ${clubs(report.relegated)}.`,
    `${report.previous} stays readable: its table, leaderboards and squads are as they ended.`,
    '',
  ].join('\n');
}

/** Prints what changed and answers 0, or says why the season cannot start and answers 1. */
async function startNextSeason([label, ...extra]: string[]): Promise<number> {
  if (!label || !isSeasonLabel(label) || extra.length > 0) throw new UsageError();
  const dataSource = await new DataSource(dataSourceOptions(parseDatabaseUrl(process.env))).initialize();
  try {
    // The new season's clubs each get their public league in the rollover's transaction.
    process.stdout.write(rolloverText(await startSeason(dataSource, label, null, createClubLeagues)));
    return 0;
  } catch (error) {
    if (!(error instanceof RolloverRefused)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await dataSource.destroy();
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
