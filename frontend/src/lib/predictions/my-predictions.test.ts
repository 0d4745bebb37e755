import { isAwaitingResult } from './my-predictions';

describe('isAwaitingResult', () => {
  it('is a prediction not settled yet, whatever its match is doing, unless the match was called off', () => {
    for (const status of ['scheduled', 'live', 'postponed', 'finished'] as const) {
      expect(isAwaitingResult({ isCorrect: null, match: { status } })).toBe(true);
    }
    expect(isAwaitingResult({ isCorrect: null, match: { status: 'cancelled' } })).toBe(false);
    expect(isAwaitingResult({ isCorrect: true, match: { status: 'finished' } })).toBe(false);
    expect(isAwaitingResult({ isCorrect: false, match: { status: 'finished' } })).toBe(false);
  });
});
