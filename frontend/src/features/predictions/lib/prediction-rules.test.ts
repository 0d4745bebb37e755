import { match, prediction as call } from '../../../../test/fixtures';
import { calledScore, countdownParts, jokerElsewhere, NO_SCORE, outcomeBadge, predictionCardState, predictionRequest, scoreDisagrees, withGoals } from './prediction-rules';

const now = new Date('2025-05-24T12:00:00.000Z');
const later = '2025-05-24T16:00:00.000Z';
const earlier = '2025-05-24T10:00:00.000Z';
const prediction = call({ createdAt: earlier, updatedAt: earlier });

describe('outcomeBadge', () => {
  it('is pending until the match is finished with both scores', () => {
    expect(outcomeBadge('home', match({ id: 1, status: 'live', homeScore: 2, awayScore: 0 }))).toBe('pending');
    expect(outcomeBadge('home', match({ id: 1, status: 'scheduled' }))).toBe('pending');
    expect(outcomeBadge('home', match({ id: 1, status: 'finished', homeScore: 2, awayScore: null }))).toBe('pending');
  });

  it('compares the prediction with the actual result of a finished match', () => {
    const finished = (homeScore: number, awayScore: number) => match({ id: 1, status: 'finished', homeScore, awayScore });
    expect(outcomeBadge('home', finished(2, 1))).toBe('correct');
    expect(outcomeBadge('away', finished(2, 1))).toBe('wrong');
    expect(outcomeBadge('away', finished(0, 3))).toBe('correct');
    expect(outcomeBadge('draw', finished(1, 1))).toBe('correct');
    expect(outcomeBadge('home', finished(0, 0))).toBe('wrong');
  });
});

describe('predictionCardState', () => {
  it('is open for a scheduled match with a kick-off ahead and no prediction', () => {
    expect(predictionCardState(match({ id: 1, matchDate: later }), null, now)).toBe('open');
  });

  it('is submitted whenever a prediction exists', () => {
    expect(predictionCardState(match({ id: 1, matchDate: later }), prediction, now)).toBe('submitted');
    expect(predictionCardState(match({ id: 1, status: 'finished', matchDate: earlier }), prediction, now)).toBe('submitted');
  });

  it('is closed once the kick-off has passed, even if the status still says scheduled', () => {
    expect(predictionCardState(match({ id: 1, matchDate: earlier }), null, now)).toBe('closed');
    expect(predictionCardState(match({ id: 1, status: 'live', matchDate: earlier }), null, now)).toBe('closed');
  });

  it('is not available for a postponed or cancelled match', () => {
    expect(predictionCardState(match({ id: 1, status: 'postponed', matchDate: later }), null, now)).toBe('unavailable');
    expect(predictionCardState(match({ id: 1, status: 'cancelled', matchDate: later }), null, now)).toBe('unavailable');
  });
});

it('splits the time to kick-off into days, hours, minutes and seconds', () => {
  expect(countdownParts(new Date('2025-05-26T13:02:03.000Z'), now)).toEqual({ days: 2, hours: 1, minutes: 2, seconds: 3 });
  expect(countdownParts(new Date(earlier), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
});

describe('the exact score as the form holds it', () => {
  it('starts the other side at 0 when one side is given, keeps within 0 and 20, and empties one side on its own', () => {
    expect(withGoals(NO_SCORE, 'away', 2)).toEqual({ home: 0, away: 2 });
    expect(withGoals({ home: 3, away: 1 }, 'home', 25)).toEqual({ home: 20, away: 1 });
    expect(withGoals({ home: 3, away: 1 }, 'away', -1)).toEqual({ home: 3, away: 0 });
    expect(withGoals({ home: 3, away: 1 }, 'home', null)).toEqual({ home: null, away: 1 });
  });

  it('calls a score with both numbers, none with neither, and is incomplete with one', () => {
    expect(calledScore(NO_SCORE)).toBeNull();
    expect(calledScore({ home: 2, away: 2 })).toEqual({ home: 2, away: 2 });
    expect(calledScore({ home: null, away: 2 })).toBe('incomplete');
  });

  it('disagrees with an outcome the score does not mean', () => {
    expect(scoreDisagrees('home', { home: 2, away: 1 })).toBe(false);
    expect(scoreDisagrees('draw', { home: 2, away: 1 })).toBe(true);
    expect(scoreDisagrees(null, { home: 2, away: 1 })).toBe(false);
    expect(scoreDisagrees('away', null)).toBe(false);
  });

  it('sends the score only when called and the joker only when played', () => {
    expect(predictionRequest(4, 'draw', null, false)).toEqual({ matchId: 4, prediction: 'draw' });
    expect(predictionRequest(4, 'away', { home: 0, away: 3 }, true)).toEqual({ matchId: 4, prediction: 'away', homeScore: 0, awayScore: 3, joker: true });
  });
});

describe('jokerElsewhere', () => {
  const round32 = match({ id: 1, matchday: 32, season: '2024-25' });

  it("finds the round's joker on another match of the same season's round", () => {
    const joker = { season: '2024-25', round: 32, matchId: 2 };
    expect(jokerElsewhere([{ season: '2024-25', round: 31, matchId: 9 }, joker], round32)).toBe(joker);
  });

  it("leaves the joker free when it is on this match, another round or another season's round", () => {
    expect(jokerElsewhere([{ season: '2024-25', round: 32, matchId: 1 }], round32)).toBeUndefined();
    expect(jokerElsewhere([{ season: '2024-25', round: 33, matchId: 5 }, { season: '2023-24', round: 32, matchId: 6 }], round32)).toBeUndefined();
  });
});
