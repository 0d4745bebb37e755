import { whyNotPredicted } from './predictions.service';

describe('whyNotPredicted', () => {
  it('tells a fan who predicted the match already that a prediction cannot be changed, open or closed', () => {
    expect(whyNotPredicted(12, { alreadyPredicted: true, matchFound: true })).toEqual(
      expect.objectContaining({ code: 'PREDICTION_EXISTS', message: 'You have already predicted this match; a prediction cannot be changed' }),
    );
  });

  it('answers that there is no such match', () => {
    expect(whyNotPredicted(999, { alreadyPredicted: false, matchFound: false })).toEqual(expect.objectContaining({ code: 'MATCH_NOT_FOUND' }));
  });

  it('otherwise says predictions for the match are closed', () => {
    expect(whyNotPredicted(12, { alreadyPredicted: false, matchFound: true })).toEqual(
      expect.objectContaining({ code: 'PREDICTION_CLOSED', message: 'Predictions for this match are closed: it has kicked off or is not scheduled' }),
    );
  });
});
