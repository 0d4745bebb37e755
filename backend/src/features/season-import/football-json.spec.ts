import { clubNameKey } from '../teams';
import { fixtureListProblems, isCalendarDate, readFootballJson, roundNumber } from './football-json';

const now = new Date('2025-10-01T12:00:00Z');
const read = (matches: unknown[]) => readFootballJson({ name: 'Iraq Stars League 2025/26', matches }, 'Asia/Baghdad', now);
const entry = (extra: object = {}) => ({ round: 'Matchday 1', date: '2025-09-19', time: '18:30', team1: 'Al-Shorta', team2: 'Al-Zawraa', ...extra });

describe('roundNumber', () => {
  it.each([
    ['Matchday 1', 1],
    ['Round 12', 12],
    ['3. Round', 3],
    ['Week 38', 38],
    ['matchday  7', 7],
  ])('reads %j as round %d', (name, round) => expect(roundNumber(name)).toBe(round));

  it.each(['Quarter-finals', 'Matchday', 'Matchday 0', 'Round one', ''])('knows no round in %j', (name) => expect(roundNumber(name)).toBeNull());
});

describe('isCalendarDate', () => {
  it('takes real days written YYYY-MM-DD only', () => {
    expect(['2025-09-19', '2028-02-29'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2025-02-29', '2025-04-31', '19/09/2025', '2025-9-1', 'soon'].map(isCalendarDate)).toEqual([false, false, false, false, false]);
  });
});

describe('readFootballJson', () => {
  it('reads a played match, one to come without a time, a postponed and a cancelled one, in the league time zone', () => {
    const { fixtures, problems } = read([
      entry({ score: { ht: [1, 0], ft: [2, 1] }, ground: 'Al-Shaab Stadium' }),
      entry({ round: '2. Round', date: '2025-10-10', time: undefined, score: {} }),
      entry({ round: 'Round 3', status: 'postponed' }),
      entry({ round: 'Week 4', status: 'Cancelled' }),
      entry({ round: 'Round 5', status: 'abandoned' }),
    ]);
    expect(problems).toEqual([]);
    expect(fixtures.map((f) => [f.round, f.matchDate.toISOString(), f.timeKnown, f.status, f.score, f.venue])).toEqual([
      [1, '2025-09-19T15:30:00.000Z', true, 'finished', [2, 1], 'Al-Shaab Stadium'],
      [2, '2025-10-09T21:00:00.000Z', false, 'scheduled', null, null],
      [3, '2025-09-19T15:30:00.000Z', true, 'postponed', null, null],
      [4, '2025-09-19T15:30:00.000Z', true, 'cancelled', null, null],
      [5, '2025-09-19T15:30:00.000Z', true, 'postponed', null, null],
    ]);
  });

  it('names every bad entry: its index, the field and why', () => {
    const { fixtures, problems } = read([
      { round: 'Matchday 1', team1: 'Al-Shorta' },
      entry({ round: 'Quarter-finals' }),
      entry({ date: '2025-02-30', time: '25:00' }),
      entry({ score: { ft: [2, 'one'] } }),
      entry({ score: { ht: [1.5, 0], ft: [2, 1] } }),
      entry({ status: 'postponed', score: { ft: [1, 1] } }),
      entry({ status: 'suspended' }),
      entry({ date: '2025-10-02', score: { ft: [1, 0] } }),
      'not a match',
    ]);
    expect(fixtures).toEqual([]);
    expect(problems).toEqual([
      { index: 0, field: 'date', message: 'date is missing' },
      { index: 0, field: 'team2', message: 'team2 is missing' },
      { index: 1, field: 'round', message: '"Quarter-finals" is not a round name (such as "Matchday 3", "Round 3", "3. Round" or "Week 3")' },
      { index: 2, field: 'date', message: '"2025-02-30" is not a date (YYYY-MM-DD)' },
      { index: 2, field: 'time', message: '"25:00" is not a time of day (HH:MM)' },
      { index: 3, field: 'score.ft', message: 'score.ft must be two whole numbers of goals, such as [2, 1]' },
      { index: 4, field: 'score.ht', message: 'score.ht must be two whole numbers of goals, such as [2, 1]' },
      { index: 5, field: 'score.ft', message: 'a postponed match has no final score' },
      { index: 6, field: 'status', message: '"suspended" is not a status the import knows (postponed, abandoned, cancelled)' },
      { index: 7, field: 'score.ft', message: 'the match is dated 2025-10-02 18:30, still to come: it has no result yet' },
      { index: 8, field: 'matches', message: 'each match must be an object' },
    ]);
  });

  it('refuses a file that is no football.json, or lists no match', () => {
    for (const file of [null, [], { name: 'x' }, { matches: {} }]) {
      expect(readFootballJson(file, 'UTC', now).problems).toEqual([{ index: null, field: 'matches', message: 'the file must be a football.json object with a "matches" list' }]);
    }
    expect(read([]).problems).toEqual([{ index: null, field: 'matches', message: 'the file lists no matches' }]);
  });
});

describe('fixtureListProblems', () => {
  const list = (entries: object[]) => read(entries).fixtures;

  it('names a club playing itself, a duplicate fixture, a club playing twice in a round (by any spelling), a round beyond the season', () => {
    const fixtures = list([
      entry({ team1: 'Naft Maysan', team2: 'Naft Maysan SC', round: 'Matchday 3' }),
      entry(),
      entry({ team1: 'Al Shorta SC', team2: 'Al-Zawraa', round: 'Matchday 2' }),
      entry({ team1: 'Erbil', team2: 'Al-Zawraa' }),
      entry({ team1: 'Erbil', team2: 'Duhok', round: 'Matchday 39' }),
    ]);
    expect(fixtureListProblems(fixtures, clubNameKey, 38)).toEqual([
      { index: 0, field: 'team2', message: 'Naft Maysan cannot play itself' },
      { index: 2, field: 'team1', message: 'Al Shorta SC v Al-Zawraa is a duplicate of entry 1: a season has each home fixture once' },
      { index: 3, field: 'team2', message: 'Al-Zawraa already plays in round 1 (entry 1)' },
      { index: 4, field: 'round', message: "round 39 is beyond the season's 38 rounds" },
    ]);
  });

  it('takes a double round robin, and any round when the import makes the season', () => {
    const fixtures = list([entry(), entry({ team1: 'Al-Zawraa', team2: 'Al-Shorta', round: 'Matchday 40' })]);
    expect(fixtureListProblems(fixtures, clubNameKey, null)).toEqual([]);
  });
});
