import { pointsOf } from '@isl/contracts';
import { predictionBreakdown } from './prediction.response';

describe('predictionBreakdown', () => {
  const settled = { isCorrect: true, homeScore: null, joker: false, outcomePoints: 10, exactPoints: 0 };

  it('has no line before settlement', () => {
    expect(predictionBreakdown({ ...settled, isCorrect: null, outcomePoints: 0 })).toEqual([]);
  });

  it('is the outcome alone for a call without an exact score, right or wrong', () => {
    expect(predictionBreakdown(settled)).toEqual([{ reason: 'outcome', points: 10 }]);
    expect(predictionBreakdown({ ...settled, isCorrect: false, outcomePoints: 0 })).toEqual([{ reason: 'outcome', points: 0 }]);
  });

  it("shows the exact score's line whenever one was called, and the joker's extra, adding up to the points awarded", () => {
    const exactJoker = predictionBreakdown({ ...settled, homeScore: 2, joker: true, exactPoints: 5 });
    expect(exactJoker).toEqual([
      { reason: 'outcome', points: 10 },
      { reason: 'exactScore', points: 5 },
      { reason: 'joker', points: 15 },
    ]);
    expect(pointsOf(exactJoker)).toBe(30);
    expect(predictionBreakdown({ ...settled, homeScore: 1, exactPoints: 0 })).toEqual([
      { reason: 'outcome', points: 10 },
      { reason: 'exactScore', points: 0 },
    ]);
    expect(pointsOf(predictionBreakdown({ ...settled, isCorrect: false, outcomePoints: 0, joker: true }))).toBe(0);
  });
});
