import type { MatchPlayerStats } from '../matches';
import { matchPoints } from './squad-scoring';

/** A starter who played the whole match and did nothing of note, in a match his side lost 0-1. */
const quietStarter: MatchPlayerStats = {
  matchId: 1,
  playerId: 7,
  season: '2026-27',
  round: 3,
  minutesPlayed: 90,
  goals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  conceded: 1,
};

describe('matchPoints', () => {
  it('gives 2 for an appearance of 60 minutes or more and 1 for a shorter one', () => {
    expect(matchPoints(quietStarter, 'midfielder').appearance).toBe(2);
    expect(matchPoints({ ...quietStarter, minutesPlayed: 60, redCards: 1 }, 'midfielder').appearance).toBe(2);
    expect(matchPoints({ ...quietStarter, minutesPlayed: 59, redCards: 1 }, 'midfielder').appearance).toBe(1);
    expect(matchPoints({ ...quietStarter, minutesPlayed: 0 }, 'midfielder').appearance).toBe(1);
  });

  it('pays a goal 6 to a goalkeeper or defender, 5 to a midfielder and 4 to a forward, and an assist 3 to anyone', () => {
    const twoGoalsOneAssist = { ...quietStarter, goals: 2, assists: 1 };
    expect(matchPoints(twoGoalsOneAssist, 'goalkeeper')).toEqual(expect.objectContaining({ goals: 12, assists: 3 }));
    expect(matchPoints(twoGoalsOneAssist, 'leftBack')).toEqual(expect.objectContaining({ goals: 12, assists: 3 }));
    expect(matchPoints(twoGoalsOneAssist, 'attackingMidfielder')).toEqual(expect.objectContaining({ goals: 10, assists: 3 }));
    expect(matchPoints(twoGoalsOneAssist, 'striker')).toEqual(expect.objectContaining({ goals: 8, assists: 3 }));
  });

  it('gives a clean sheet 4 to a goalkeeper or defender, 1 to a midfielder and nothing to a forward', () => {
    const cleanSheet = { ...quietStarter, conceded: 0 };
    expect(matchPoints(cleanSheet, 'goalkeeper').cleanSheet).toBe(4);
    expect(matchPoints(cleanSheet, 'centerBack').cleanSheet).toBe(4);
    expect(matchPoints(cleanSheet, 'defensiveMidfielder').cleanSheet).toBe(1);
    expect(matchPoints(cleanSheet, 'leftWinger').cleanSheet).toBe(0);
    expect(matchPoints(quietStarter, 'goalkeeper').cleanSheet).toBe(0);
  });

  it('keeps the clean sheet for players who played 60 minutes: not one who came on late or was sent off before the hour', () => {
    expect(matchPoints({ ...quietStarter, conceded: 0, minutesPlayed: 0 }, 'goalkeeper').cleanSheet).toBe(0);
    expect(matchPoints({ ...quietStarter, conceded: 0, minutesPlayed: 30, redCards: 1 }, 'defender').cleanSheet).toBe(0);
  });

  it('takes 1 for a yellow card and 3 for a red one', () => {
    expect(matchPoints({ ...quietStarter, yellowCards: 1 }, 'forward').cards).toBe(-1);
    expect(matchPoints({ ...quietStarter, yellowCards: 2, redCards: 1, minutesPlayed: 70 }, 'forward').cards).toBe(-5);
  });

  it('totals the lines of the breakdown', () => {
    // A defender's full match: 2 for 60 minutes, a goal (6), an assist (3), a clean sheet (4) and a yellow card (-1).
    const line = matchPoints({ ...quietStarter, goals: 1, assists: 1, conceded: 0, yellowCards: 1 }, 'rightBack');
    expect(line).toEqual({ appearance: 2, goals: 6, assists: 3, cleanSheet: 4, cards: -1, points: 14 });
    // A substitute sent off at once can end a match below zero.
    expect(matchPoints({ ...quietStarter, minutesPlayed: 10, redCards: 1 }, 'striker').points).toBe(-2);
  });
});
