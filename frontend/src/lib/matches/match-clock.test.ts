import { match } from '../../../test/fixtures';
import { matchPhase } from '@isl/contracts';
import { runningMinute } from './match-clock';

const kickedOffAt = '2025-05-24T16:00:00.000Z';
const at = (minutesAfterKickOff: number) => new Date(Date.parse(kickedOffAt) + minutesAfterKickOff * 60_000);

describe('the match clock', () => {
  it('reads the phase from the status and the half-time stamps', () => {
    expect(matchPhase(match({ id: 1, status: 'scheduled' }))).toBe('scheduled');
    expect(matchPhase(match({ id: 1, status: 'live', kickedOffAt }))).toBe('first_half');
    expect(matchPhase(match({ id: 1, status: 'live', kickedOffAt, halfTimeAt: at(47).toISOString() }))).toBe('half_time');
    expect(matchPhase(match({ id: 1, status: 'live', kickedOffAt, halfTimeAt: at(47).toISOString(), secondHalfStartedAt: at(62).toISOString() }))).toBe(
      'second_half',
    );
    expect(matchPhase(match({ id: 1, status: 'finished' }))).toBe('finished');
  });

  it('keeps the minute running from the kick-off times between pushes', () => {
    const live = match({ id: 1, status: 'live', kickedOffAt, elapsed: 1 });
    expect(runningMinute(live, at(0.5))).toBe(1);
    expect(runningMinute(live, at(22.2))).toBe(23);
    const secondHalf = { ...live, halfTimeAt: at(47).toISOString(), secondHalfStartedAt: at(62).toISOString() };
    expect(runningMinute(secondHalf, at(72.5))).toBe(56);
    expect(runningMinute({ ...live, halfTimeAt: at(47).toISOString() }, at(55))).toBe(45);
  });

  it("uses the server's minute without kick-off times, and none when the match is not live", () => {
    expect(runningMinute(match({ id: 1, status: 'live', elapsed: 67 }), new Date())).toBe(67);
    expect(runningMinute(match({ id: 1, status: 'finished', kickedOffAt }), at(120))).toBeNull();
  });
});
