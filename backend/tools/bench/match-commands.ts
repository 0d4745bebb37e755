import { NestFactory } from '@nestjs/core';
import { parseConfig } from '../../src/platform/config/config';
import { MatchesService } from '../../src/features/matches/matches.service';
import { SimulationModule } from '../../src/features/simulation';
import { MatchCommandProcessModule } from '../../src/match-command-process.module';
import type { SentUpdate } from './live-bench-measure';

/** The next upcoming match of a bench's database, played from the bench's own process. */
export interface MatchCommands {
  /** The i-th command: a kick-off first, then a goal for the home side each time. */
  send(i: number): Promise<SentUpdate>;
  close(): Promise<void>;
}

/**
 * Match commands through MatchesService.apply in this process, as the simulator or an operator would send them, with
 * the settings of the processes under test (`env`): the updates reach their sockets as a real command's do.
 */
export async function openMatchCommands(env: NodeJS.ProcessEnv): Promise<MatchCommands> {
  const context = await NestFactory.createApplicationContext(MatchCommandProcessModule.forRoot(parseConfig(env), SimulationModule), { logger: false });
  try {
    const matches = context.get(MatchesService);
    const [match] = await matches.upcoming(1);
    return {
      async send(i) {
        const { match: updated } = await matches.apply(match.id, i === 0 ? { type: 'kickoff', confirmEarly: true } : { type: 'goal', teamId: match.homeTeamId });
        // The update's updatedAt is its transaction's start (Postgres' now()); it is committed when apply returns.
        return { stampMs: Date.parse(updated.updatedAt), committedAtMs: Date.now() };
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}
