import { wholePercentages } from './percentages';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('wholePercentages', () => {
  it('rounds each share so that they add up to exactly 100', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([2, 1, 0])).toEqual([67, 33, 0]);
    expect(wholePercentages([1, 2, 3])).toEqual([17, 33, 50]);
    expect(wholePercentages([0, 7, 0])).toEqual([0, 100, 0]);
  });

  it('gives the points left to the largest fractions, not to the first share', () => {
    // 12.5, 37.5, 50 -> one point left, equal remainders: the earlier share takes it.
    expect(wholePercentages([1, 3, 4])).toEqual([13, 37, 50]);
    // 14.29, 28.57, 57.14: the point goes to the largest fraction, 0.57.
    expect(wholePercentages([1, 2, 4])).toEqual([14, 29, 57]);
  });

  it('adds up to 100 for every split of up to 60 calls', () => {
    for (let home = 0; home <= 20; home++) {
      for (let draw = 0; draw <= 20; draw++) {
        for (let away = 0; away <= 20; away++) {
          const shares = wholePercentages([home, draw, away]);
          expect(sum(shares)).toBe(home + draw + away === 0 ? 0 : 100);
          shares.forEach((share, i) => expect(Math.abs(share - (100 * [home, draw, away][i]) / (home + draw + away || 1))).toBeLessThan(1));
        }
      }
    }
  });

  it('is all 0 with no counts, and refuses counts that are not whole and not negative', () => {
    expect(wholePercentages([0, 0, 0])).toEqual([0, 0, 0]);
    expect(() => wholePercentages([1, -1, 0])).toThrow(RangeError);
    expect(() => wholePercentages([0.5, 1, 0])).toThrow(RangeError);
  });
});
