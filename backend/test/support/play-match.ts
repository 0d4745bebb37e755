import request from 'supertest';
import type { MatchResponse } from '@isl/contracts';
import { APP_ORIGIN, type SignedIn } from './accounts';
import { setMatchClock } from './match-clock';
import type { TestApp } from './test-app';

/**
 * Plays a match to full time with the given score through the operator API, as `operator` (an admin): kick-off
 * (early, confirmed), the goals in the first half (the home side's first), half time, the second half, full time.
 */
export async function playMatch(t: TestApp, operator: SignedIn, match: Pick<MatchResponse, 'id' | 'homeTeamId' | 'awayTeamId'>, home: number, away: number) {
  const command = (body: object) =>
    request(t.app.getHttpServer()).post(`/api/admin/matches/${match.id}/commands`).set('origin', APP_ORIGIN).set('cookie', operator.cookie).send(body).expect(200);
  await command({ type: 'kickoff', confirmEarly: true });
  await setMatchClock(t, match.id, 30);
  for (let i = 0; i < home; i++) await command({ type: 'goal', teamId: match.homeTeamId, minute: 10 + i });
  for (let i = 0; i < away; i++) await command({ type: 'goal', teamId: match.awayTeamId, minute: 20 + i });
  await command({ type: 'halftime' });
  await command({ type: 'second_half' });
  await command({ type: 'fulltime' });
}
