import type { MatchEventPayload } from '@isl/contracts';
import { act, screen, within } from '@testing-library/react';
import { match } from '../../../../test/fixtures';
import { renderWithProviders, visibleText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import type { MatchDetail } from '../../../lib/matches/get-match';
import { MatchTimeline } from './MatchTimeline';

const row = (id: number, fields: Omit<MatchEventPayload, 'id' | 'matchId' | 'disallowed'> & { disallowed?: boolean }): MatchEventPayload => ({
  id,
  matchId: 5,
  disallowed: false,
  ...fields,
});

/**
 * 1-0 at full time, then a correction: the 23rd-minute goal was Al-Zawraa's, not Al-Shorta's. The added goal
 * shares the correction's version and comes before it, as the server lists them.
 */
const corrected: MatchDetail = {
  ...match({ id: 5, status: 'finished', homeScore: 0, awayScore: 1, version: 4 }),
  lineups: null,
  events: [
    row(1, { type: 'kickoff', minute: 0, teamId: null, version: 1 }),
    row(2, { type: 'goal', minute: 23, teamId: 1, playerId: 9, playerName: 'Aymen Hussein', version: 2, disallowed: true }),
    row(3, { type: 'fulltime', minute: 90, teamId: null, version: 3 }),
    row(5, { type: 'goal', minute: 23, teamId: 2, playerId: 30, playerName: 'Hussein Ali', version: 4, disallowed: false }),
    row(6, { type: 'correct_score', minute: null, teamId: null, version: 4, disallowed: false }),
  ],
};

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('MatchTimeline', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('keeps a disallowed goal, struck through and labelled, beside the goal that replaced it', () => {
    renderWithProviders(<MatchTimeline match={corrected} />);

    expect(rows().map(visibleText)).toEqual([
      "0'Kick-off",
      "23'Goal! Al-ShortaDisallowedAymen Hussein",
      "90'Full time",
      "23'Goal! Al-ZawraaHussein Ali",
      'Score corrected',
    ]);
    // Struck through (<s>: no longer right), the goal's line and its scorer.
    expect(within(rows()[1]).getByText('Goal! Al-Shorta').tagName).toBe('S');
    expect(within(rows()[1]).getByText('Aymen Hussein').closest('s')).not.toBeNull();
    expect(rows()[3].querySelector('s')).toBeNull();
  });

  it('labels it in Arabic and Kurdish', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    const { unmount } = renderWithProviders(<MatchTimeline match={corrected} />);
    expect(visibleText(rows()[1])).toBe("23'هدف! الشرطةملغىAymen Hussein");
    unmount();

    act(() => useLanguageStore.getState().setLanguage('ku'));
    renderWithProviders(<MatchTimeline match={corrected} />);
    expect(visibleText(rows()[1])).toBe("23'گۆڵ! شوڕتەهەڵوەشاوەAymen Hussein");
  });
});
