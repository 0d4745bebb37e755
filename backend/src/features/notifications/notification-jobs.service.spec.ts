import { MATCH_COMMAND_TYPES, MATCH_STATUS, type MatchEventType } from '@isl/contracts';
import type { MatchFacts } from '../matches';
import { eventPush } from './notification-jobs.service';

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
