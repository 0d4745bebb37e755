import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { liveMessages } from '../../platform/live/live-events';
import { LiveGateway } from '../../platform/live/live.gateway';
import { PredictionsService } from './predictions.service';

/** Fans looked up per query: a few thousand signed-in sockets per api make a handful of queries. */
const FANS_PER_QUERY = 1_000;

/**
 * Each api tells the fans signed in on its own sockets the outcome of their prediction when the worker says a
 * match was settled. A match with a million predictors costs each api a query per thousand fans connected to
 * it, rather than a million events through the stream for fans mostly not connected at all. Like the event it
 * replaces it is told once, not kept: a fan who reconnects refetches what it would have changed.
 */
@Injectable()
export class SettledPredictionsNotifier implements OnModuleInit {
  private readonly logger = new Logger(SettledPredictionsNotifier.name);

  constructor(
    private readonly gateway: LiveGateway,
    private readonly predictions: PredictionsService,
  ) {}

  onModuleInit(): void {
    this.gateway.onNotice('predictions:settled', ({ matchId }) => {
      this.tellFansHere(matchId).catch((error: unknown) => this.logger.warn(`match ${matchId}'s settled predictions not told: ${String(error)}`));
    });
  }

  async tellFansHere(matchId: number): Promise<void> {
    const fans = this.gateway.signedInHere();
    for (let from = 0; from < fans.length; from += FANS_PER_QUERY) {
      for (const { userId, ...settled } of await this.predictions.settledFor(matchId, fans.slice(from, from + FANS_PER_QUERY))) {
        this.gateway.sendHere(liveMessages.predictionSettled(userId, settled));
      }
    }
  }
}
