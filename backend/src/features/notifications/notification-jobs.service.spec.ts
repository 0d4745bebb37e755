import { MATCH_COMMAND_TYPES, MATCH_STATUS, type MatchEventType } from '@isl/contracts';
import type { MatchFacts } from '../matches';
import { BATCH_IDS, eventPush, subscriptionBatches } from './notification-jobs.service';

const match: MatchFacts = {
  id: 12,
  status: MATCH_STATUS.live,
  homeTeamId: 1,
  awayTeamId: 2,
  homeScore: 0,
  awayScore: 1,
  home: { name: 'Al-Zawraa', nameArabic: 'الزوراء', nameKurdish: 'زەوراء' },
  away: { name: 'Al-Shorta', nameArabic: 'الشرطة', nameKurdish: 'شورتە' },
};

describe('eventPush', () => {
  it("tells a goal for the side that scored it, in each subscriber's language", () => {
    const awayGoal = eventPush(match, { type: 'goal', teamId: 2 });
    expect(awayGoal?.('en')).toEqual(expect.objectContaining({ kind: 'goal', title: 'Goal for Al-Shorta!', url: '/matches/12', tag: 'match-12' }));
    expect(awayGoal?.('ar').title).toBe('هدف لـالشرطة!');
    expect(eventPush(match, { type: 'goal', teamId: 1 })?.('en').title).toBe('Goal for Al-Zawraa!');
  });

  it('tells a kick-off', () => {
    expect(eventPush(match, { type: 'kickoff', teamId: null })?.('en')).toEqual(expect.objectContaining({ kind: 'kickoff', title: 'Kick-off', body: 'Al-Zawraa v Al-Shorta has started.' }));
  });

  it('tells nothing of any other entry of the timeline', () => {
    const everyType: MatchEventType[] = [...MATCH_COMMAND_TYPES, 'own_goal', 'yellow_card', 'red_card'];
    const others = everyType.filter((type) => type !== 'goal' && type !== 'kickoff');
    expect(others.map((type) => eventPush(match, { type, teamId: 1 }))).toEqual(others.map(() => null));
  });
});

describe('subscriptionBatches', () => {
  it('cuts the ids first to last into batches of BATCH_IDS, the last one holding what is left', () => {
    expect(subscriptionBatches(1, 2 * BATCH_IDS + 5)).toEqual([
      { after: 0, upTo: BATCH_IDS },
      { after: BATCH_IDS, upTo: 2 * BATCH_IDS },
      { after: 2 * BATCH_IDS, upTo: 2 * BATCH_IDS + 5 },
    ]);
  });

  it('puts every id from first to last in exactly one batch, and none outside', () => {
    const [first, last] = [7_123, 7_123 + 3 * BATCH_IDS];
    const batchesOf = (id: number) => subscriptionBatches(first, last).filter(({ after, upTo }) => id > after && id <= upTo).length;
    expect([first - 1, first, first + BATCH_IDS - 1, first + BATCH_IDS, last - 1, last, last + 1].map(batchesOf)).toEqual([0, 1, 1, 1, 1, 1, 0]);
  });
});
