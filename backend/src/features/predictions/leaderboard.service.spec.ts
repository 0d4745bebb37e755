import { boardEndsAt, boardOf, toEntry, type EntryRow } from './leaderboard.service';

/** 21:00 UTC on 30 November is midnight in Baghdad: the league's December has begun. */
const baghdadMidnight = new Date('2026-11-30T21:00:00Z');
const lastNovemberEvening = new Date('2026-11-30T20:59:59Z');

describe('the leaderboards', () => {
  it("keep an all-time board, a board for each season, and one for each league month named by Baghdad's calendar", () => {
    expect(boardOf('all', baghdadMidnight, '2026-27').key).toBe('all');
    expect(boardOf('season', baghdadMidnight, '2026-27')).toMatchObject({ key: 'season:2026-27', scope: { column: 'season', value: '2026-27' } });
    expect(boardOf('month', lastNovemberEvening, '2026-27').key).toBe('2026-11');
    expect(boardOf('month', baghdadMidnight, '2026-27').key).toBe('2026-12');
  });

  it("keys a season's board apart from the month that shares its label", () => {
    expect(boardOf('season', baghdadMidnight, '2011-12').key).not.toBe(boardOf('month', new Date('2011-12-15T12:00:00Z'), '2011-12').key);
  });

  it("end the month's board at the next Baghdad midnight of the 1st, and the season's never", () => {
    expect(boardEndsAt('month', lastNovemberEvening)).toBe('2026-11-30T21:00:00.000Z');
    expect(boardEndsAt('month', baghdadMidnight)).toBe('2026-12-31T21:00:00.000Z');
    expect(boardEndsAt('season', baghdadMidnight)).toBeNull();
    expect(boardEndsAt('all', baghdadMidnight)).toBeNull();
  });
});

describe('an entry of a leaderboard', () => {
  const row: EntryRow = { user_id: 'fan-1', display_name: 'Zainab', picture_url: '/media/avatars/a-256.webp', points: 70, total: 9, correct: 7, rank: 3 };

  it("shows the fan's name and picture, points, rank and calls, with the accuracy in whole percent", () => {
    expect(toEntry(row)).toEqual({
      rank: 3,
      userId: 'fan-1',
      displayName: 'Zainab',
      profileImageUrl: '/media/avatars/a-256.webp',
      points: 70,
      correctPredictions: 7,
      totalPredictions: 9,
      accuracy: 78,
    });
  });

  it('shows a deleted account, which keeps its points, without a name', () => {
    expect(toEntry({ ...row, display_name: null, picture_url: null }).displayName).toBeNull();
    expect(toEntry({ ...row, display_name: '   ' }).displayName).toBeNull();
  });
});
