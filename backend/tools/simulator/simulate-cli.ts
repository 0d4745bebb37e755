import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from '../../src/platform/config/config';
import { createLogger, PinoNestLogger } from '../../src/platform/logging/logger';
import { MatchSimulator } from '../../src/features/simulation';
import { SimulationModule } from '../../src/features/simulation';
import { MatchCommandProcessModule } from '../../src/match-command-process.module';

const USAGE = 'usage: npm run simulate -- [--speed 60] [--matches 3] [--seed demo]';

function positive(name: string, raw: string): number {
  const value = Number(raw);
  if (!(value > 0)) {
    process.stderr.write(`--${name} must be a positive number, got "${raw}"\n${USAGE}\n`);
    process.exit(2);
  }
  return value;
}

/** `npm run simulate`: plays today's scheduled matches live, through the same service the operator uses. */
async function main() {
  const { values } = parseArgs({
    options: { speed: { type: 'string', default: '60' }, matches: { type: 'string', default: '3' }, seed: { type: 'string', default: 'demo' } },
  });
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel, 'isl-simulator');
  const app = await NestFactory.createApplicationContext(MatchCommandProcessModule.forRoot(config, SimulationModule), { logger: new PinoNestLogger(logger) });
  try {
    await app.get(MatchSimulator).run({
      speed: positive('speed', values.speed),
      matches: Math.floor(positive('matches', values.matches)),
      seed: values.seed,
    });
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`The simulation stopped: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
