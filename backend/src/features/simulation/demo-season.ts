import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { SeededRandom } from '../../platform/runtime/seeded-random';
import { matchesInPlay } from '../matches';
import { MatchSimulator, SimulatedClock } from './match-simulator';
import { SimulationLock } from './simulation-lock';

const MINUTE_MS = 60_000;

/** How often the demo looks for matches to play: every match minute, but no more than 4 times a second nor less than every 10 s. */
export const demoPollMs = (speed: number) => Math.min(10_000, Math.max(250, MINUTE_MS / speed));

/**
 * The demo season (DEMO_PLAY, which `npm start`'s embedded demo turns on): the worker plays the seeded season on,
 * so a newcomer sees a live league rather than matches frozen at the minute the seed left them. Every live match
 * is played on to full time, and every scheduled one kicks off when its time comes, all through MatchesService as
 * an operator's commands are. One worker of a deployment plays (SimulationLock); the others stand by.
 */
@Injectable()
export class DemoSeason implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DemoSeason.name);
  private readonly lock: SimulationLock;
  private readonly stopping = new AbortController();
  /** The matches this process is playing, each until its full time (or a command it can no longer send). */
  private readonly playing = new Map<number, Promise<void>>();
  private loop: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly simulator: MatchSimulator,
  ) {
    this.lock = new SimulationLock(dataSource);
  }

  onApplicationBootstrap(): void {
    this.loop = this.playSeason(this.config.demoPlay?.speed ?? 1);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.loop;
    await Promise.all(this.playing.values());
    await this.lock.release();
  }

  private async playSeason(speed: number): Promise<void> {
    const clock = new SimulatedClock(speed);
    let leading: boolean | null = null;
    while (!this.stopping.signal.aborted) {
      const holds = await this.lock.hold();
      if (holds !== leading) this.logger.log(holds ? `playing the demo season at ${speed}x` : 'another process plays the demo season: standing by');
      leading = holds;
      if (holds) await this.startWhatIsDue(clock).catch((error: Error) => this.logger.warn(`the demo season could not look for matches: ${error.message}`));
      await sleep(demoPollMs(speed), undefined, { signal: this.stopping.signal }).catch(() => undefined);
    }
  }

  /** Starts playing each live or due match this process is not playing yet. */
  private async startWhatIsDue(clock: SimulatedClock): Promise<void> {
    for (const { id } of await matchesInPlay(this.dataSource.manager, clock.now())) {
      if (this.playing.has(id)) continue;
      const played = this.simulator
        .playOn(id, new SeededRandom(`demo:${id}`), clock, this.stopping.signal)
        .catch((error: Error) => {
          // A match an operator has moved on (or the database gone) is left; the next look takes it up again if it is still live.
          if (!this.stopping.signal.aborted) this.logger.warn(`the demo season stopped playing match ${id}: ${error.message}`);
        })
        .finally(() => this.playing.delete(id));
      this.playing.set(id, played);
    }
  }
}
