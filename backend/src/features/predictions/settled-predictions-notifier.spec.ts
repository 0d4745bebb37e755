import type { LiveMessage } from '../../platform/live/live-broadcaster';
import type { LiveGateway } from '../../platform/live/live.gateway';
import type { PredictionsService, SettledPrediction } from './predictions.service';
import { SettledPredictionsNotifier } from './settled-predictions-notifier';

/** The fans signed in on this api's sockets, and what it sent them. */
class FakeGateway implements Pick<LiveGateway, 'signedInHere' | 'sendHere'> {
  readonly sent: LiveMessage[] = [];
  constructor(private readonly fans: string[]) {}
  signedInHere() {
    return this.fans;
  }
  sendHere(message: LiveMessage) {
    this.sent.push(message);
  }
}

/** Every second fan of a lookup predicted the match; the lookups are recorded. */
class FakePredictions implements Pick<PredictionsService, 'settledFor'> {
  readonly lookups: string[][] = [];
  async settledFor(matchId: number, userIds: string[]): Promise<SettledPrediction[]> {
    this.lookups.push(userIds);
    return userIds.filter((_, index) => index % 2 === 0).map((userId) => ({
      matchId,
      predictionId: Number(userId.slice(4)),
      userId,
      isCorrect: true,
      isExact: null,
      pointsAwarded: 10,
      breakdown: [{ reason: 'outcome', points: 10 }],
      settledAt: '2025-05-20T18:00:00.000Z',
      totals: { predictionPoints: 10, totalPredictions: 1, correctPredictions: 1, winStreak: 1 },
    }));
  }
}

describe('SettledPredictionsNotifier', () => {
  it('looks up the fans signed in here a thousand at a time', async () => {
    const fans = Array.from({ length: 2_500 }, (_, index) => `fan-${index}`);
    const predictions = new FakePredictions();
    await new SettledPredictionsNotifier(new FakeGateway(fans) as unknown as LiveGateway, predictions as unknown as PredictionsService).tellFansHere(12);
    expect(predictions.lookups.map((lookup) => lookup.length)).toEqual([1_000, 1_000, 500]);
    expect(predictions.lookups.flat()).toEqual(fans);
  });

  it('tells each predictor, on their own sockets only, the outcome of their own prediction', async () => {
    const gateway = new FakeGateway(['fan-1', 'fan-2', 'fan-3']);
    await new SettledPredictionsNotifier(gateway as unknown as LiveGateway, new FakePredictions() as unknown as PredictionsService).tellFansHere(12);
    expect(gateway.sent.map(({ rooms, event, payload }) => [rooms, event, (payload as { predictionId: number }).predictionId])).toEqual([
      ['user:fan-1', 'prediction:settled', 1],
      ['user:fan-3', 'prediction:settled', 3],
    ]);
    expect(gateway.sent[0].payload).not.toHaveProperty('userId');
  });
});
