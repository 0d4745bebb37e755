import type { ClubRoundLine } from '@isl/contracts';
import { team } from '../../../../test/fixtures';
import { goalsStory, noRoundPlayed, positionStory, raceLeaders, roundsOf } from './season-rounds';

const line = (round: number, position: number, points = 0, scored = 0, conceded = 0): ClubRoundLine => ({ round, position, points, scored, conceded });

describe('positionStory', () => {
  it('gives the place now and the first round of the highest and the lowest place', () => {
    const rounds = [line(1, 4), line(2, 1), line(3, 6), line(4, 1), line(5, 3)];
    expect(positionStory(rounds)).toEqual({ now: rounds[4], best: rounds[1], worst: rounds[2] });
  });

  it('has no story before the first round', () => {
    expect(positionStory([])).toBeNull();
  });
});

describe('goalsStory', () => {
  it('adds up the goals and finds the first round with the most scored', () => {
    const rounds = [line(1, 1, 3, 2, 0), line(2, 1, 4, 4, 4), line(3, 1, 7, 4, 1)];
    expect(goalsStory(rounds)).toEqual({ scored: 10, conceded: 5, most: rounds[1] });
  });

  it('has no best round before a goal', () => {
    expect(goalsStory([line(1, 9, 0, 0, 2)]).most).toBeNull();
  });
});

describe('raceLeaders', () => {
  const teams = [1, 2, 3, 4].map((id) => team({ id, name: `Club ${id}` }));
  const clubs = [
    { teamId: 1, rounds: [line(1, 1, 3), line(2, 3, 3)] },
    { teamId: 2, rounds: [line(1, 2, 1), line(2, 1, 4)] },
    { teamId: 3, rounds: [line(1, 3, 1), line(2, 2, 4)] },
    { teamId: 4, rounds: [line(1, 4, 0), line(2, 4, 1)] },
  ];

  it('takes the clubs placed highest after the last round, leader first', () => {
    expect(raceLeaders(clubs, teams, 3).map(({ team: club }) => club.id)).toEqual([2, 3, 1]);
  });

  it('leaves out a club the table does not list', () => {
    expect(raceLeaders(clubs, teams.slice(1), 3).map(({ team: club }) => club.id)).toEqual([2, 3, 4]);
  });

  it("finds a club's rounds, and tells a season with no round played", () => {
    expect(roundsOf(clubs, 4)).toEqual(clubs[3].rounds);
    expect(roundsOf(clubs, 9)).toEqual([]);
    expect(noRoundPlayed(clubs)).toBe(false);
    expect(noRoundPlayed([{ teamId: 1, rounds: [] }])).toBe(true);
  });
});
