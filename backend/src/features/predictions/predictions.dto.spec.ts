import { exactScoreProblem } from './predictions.dto';

describe('exactScoreProblem', () => {
  it('accepts an outcome alone, and an exact score that is the outcome called', () => {
    expect(exactScoreProblem({ prediction: 'home' })).toBeNull();
    expect(exactScoreProblem({ prediction: 'home', homeScore: 2, awayScore: 1 })).toBeNull();
    expect(exactScoreProblem({ prediction: 'draw', homeScore: 0, awayScore: 0 })).toBeNull();
    expect(exactScoreProblem({ prediction: 'away', homeScore: 0, awayScore: 3 })).toBeNull();
  });

  it('names the missing number of a half-given score', () => {
    expect(exactScoreProblem({ prediction: 'home', homeScore: 2 })).toBe('an exact score is both numbers: awayScore is missing (or leave out both)');
    expect(exactScoreProblem({ prediction: 'home', awayScore: 0 })).toBe('an exact score is both numbers: homeScore is missing (or leave out both)');
  });

  it('says which outcome a score against the call is', () => {
    expect(exactScoreProblem({ prediction: 'home', homeScore: 1, awayScore: 1 })).toBe(
      'the exact score 1-1 is a draw, not a home win as prediction says: the two must agree',
    );
    expect(exactScoreProblem({ prediction: 'draw', homeScore: 0, awayScore: 2 })).toBe(
      'the exact score 0-2 is an away win, not a draw as prediction says: the two must agree',
    );
  });

  it('leaves numbers out of range, and an unknown outcome, to their own rules', () => {
    expect(exactScoreProblem({ prediction: 'home', homeScore: 21, awayScore: 0 })).toBeNull();
    expect(exactScoreProblem({ prediction: 'home', homeScore: 1.5, awayScore: 0 })).toBeNull();
    expect(exactScoreProblem({ prediction: 'win' as 'home', homeScore: 1, awayScore: 0 })).toBeNull();
  });
});
