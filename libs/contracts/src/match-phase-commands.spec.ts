import { goalMinuteRange } from './match-phase-commands';

describe('goalMinuteRange', () => {
  it('gives 1-45 in the first half and 46-90 in the second', () => {
    expect(goalMinuteRange('first_half')).toEqual({ first: 1, last: 45 });
    expect(goalMinuteRange('half_time')).toEqual({ first: 1, last: 45 });
    expect(goalMinuteRange('second_half')).toEqual({ first: 46, last: 90 });
  });
});
