import { match, prediction as call } from '../../../../test/fixtures';
import { countdownParts, outcomeBadge, predictionCardState } from './prediction-rules';

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
