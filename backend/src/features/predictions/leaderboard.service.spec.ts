import { boardEndsAt, boardOf, toEntry, type EntryRow } from './leaderboard.service';

/** 21:00 UTC on 30 November is midnight in Baghdad: the league's December has begun. */
const baghdadMidnight = new Date('2026-11-30T21:00:00Z');
const lastNovemberEvening = new Date('2026-11-30T20:59:59Z');

describe('the leaderboards', () => {
  it("keep one season's board, and a board for each league month named by Baghdad's calendar", () => {
    expect(boardOf('season', baghdadMidnight).key).toBe('season');
    expect(boardOf('month', lastNovemberEvening).key).toBe('2026-11');
    expect(boardOf('month', baghdadMidnight).key).toBe('2026-12');
  });

  it("end the month's board at the next Baghdad midnight of the 1st, and the season's never", () => {
    expect(boardEndsAt('month', lastNovemberEvening)).toBe('2026-11-30T21:00:00.000Z');
    expect(boardEndsAt('month', baghdadMidnight)).toBe('2026-12-31T21:00:00.000Z');
    expect(boardEndsAt('season', baghdadMidnight)).toBeNull();
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
