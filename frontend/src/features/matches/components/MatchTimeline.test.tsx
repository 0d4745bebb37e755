import type { MatchEventPayload } from '@isl/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { matchDetail } from '../../../../test/fixtures';
import { renderWithProviders, visibleText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
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
const corrected = matchDetail({
  id: 5,
  status: 'finished',
  homeScore: 0,
  awayScore: 1,
  version: 4,
  events: [
    row(1, { type: 'kickoff', minute: 0, teamId: null, version: 1 }),
    row(2, { type: 'goal', minute: 23, teamId: 1, playerId: 9, playerName: 'Aymen Hussein', version: 2, disallowed: true }),
    row(3, { type: 'fulltime', minute: 90, teamId: null, version: 3 }),
    row(5, { type: 'goal', minute: 23, teamId: 2, playerId: 30, playerName: 'Hussein Ali', version: 4, disallowed: false }),
    row(6, { type: 'correct_score', minute: null, teamId: null, version: 4, disallowed: false }),
  ],
});

/** A first half with every kind of incident; a corner entered by mistake, then undone. */
const firstHalf = matchDetail({
  id: 5,
  status: 'live',
  homeScore: 1,
  awayScore: 0,
  version: 12,
  events: [
    row(1, { type: 'kickoff', minute: 0, teamId: null, version: 1 }),
    row(2, { type: 'shot', minute: 7, teamId: 2, playerId: 30, playerName: 'Hussein Ali', detail: 'off_target', version: 2 }),
    row(3, { type: 'corner', minute: 11, teamId: 1, version: 3, disallowed: true }),
    row(4, { type: 'undo', minute: null, teamId: null, undoneEventId: 3, version: 4 }),
    row(5, { type: 'shot', minute: 18, teamId: 1, playerId: 9, playerName: 'Aymen Hussein', detail: 'on_target', version: 5 }),
    row(6, { type: 'goal', minute: 23, teamId: 1, playerId: 9, playerName: 'Aymen Hussein', detail: 'penalty', version: 6 }),
    row(7, { type: 'penalty', minute: 31, teamId: 2, playerId: 30, playerName: 'Hussein Ali', detail: 'missed', version: 7 }),
    row(8, { type: 'var_review', minute: 33, teamId: null, detail: 'penalty_awarded', version: 8 }),
    row(9, { type: 'red_card', minute: 38, teamId: 2, playerId: 31, playerName: 'Ahmed Yasin', detail: 'second_yellow', version: 9 }),
    row(10, {
      type: 'substitution',
      minute: 40,
      teamId: 2,
      playerId: 32,
      playerName: 'Ali Faez',
      playerOnId: 33,
      playerOnName: 'Mohammed Qasim',
      playerOnNameArabic: 'محمد قاسم',
      version: 10,
    }),
    row(11, { type: 'added_time', minute: 45, teamId: null, addedMinutes: 3, version: 11 }),
    row(12, { type: 'halftime', minute: 45, teamId: null, version: 12 }),
  ],
});

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

  it('tells each incident of play: shots, corners, penalties, reviews, a second yellow, a substitution, the board', () => {
    renderWithProviders(<MatchTimeline match={firstHalf} />);

    expect(rows().map(visibleText)).toEqual([
      "0'Kick-off",
      "7'Shot off target (Al-Zawraa)Hussein Ali",
      // The undone corner stays, struck out and labelled; the undo itself is no row.
      "11'Corner (Al-Shorta)Cancelled",
      "18'Shot on target (Al-Shorta)Aymen Hussein",
      "23'Goal! Al-Shorta (penalty)Aymen Hussein",
      "31'Penalty missed (Al-Zawraa)Hussein Ali",
      "33'VAR: penalty awarded",
      "38'Red card, second yellow (Al-Zawraa)Ahmed Yasin",
      "40'Substitution (Al-Zawraa)Off: Ali Faez · On: Mohammed Qasim",
      "45'Added time: +3",
      "45'Half-time",
    ]);
    expect(within(rows()[2]).getByText('Corner (Al-Shorta)').tagName).toBe('S');
  });

  it('writes a substitution and a shot in Arabic and Kurdish', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    const { unmount } = renderWithProviders(<MatchTimeline match={firstHalf} />);
    expect(visibleText(rows()[1])).toBe("7'تسديدة خارج المرمى (الزوراء)Hussein Ali");
    expect(visibleText(rows()[8])).toBe("40'تبديل (الزوراء)خروج: Ali Faez · دخول: محمد قاسم");
    unmount();

    act(() => useLanguageStore.getState().setLanguage('ku'));
    renderWithProviders(<MatchTimeline match={firstHalf} />);
    expect(visibleText(rows()[3])).toBe("18'شووتی نێو چوارچێوە (شوڕتە)Aymen Hussein");
    expect(visibleText(rows()[8])).toBe("40'گۆڕینی یاریزان (زەوڕا)چووە دەرەوە: Ali Faez · هاتە ناوەوە: محمد قاسم");
  });

  it('narrows the timeline to goals and cards, substitutions or shots', () => {
    renderWithProviders(<MatchTimeline match={firstHalf} />);
    const show = (name: string) => fireEvent.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name }));

    show('Goals & cards');
    expect(screen.getByRole('button', { name: 'Goals & cards' }).getAttribute('aria-pressed')).toBe('true');
    expect(rows().map(visibleText)).toEqual(["23'Goal! Al-Shorta (penalty)Aymen Hussein", "38'Red card, second yellow (Al-Zawraa)Ahmed Yasin"]);
    show('Substitutions');
    expect(rows().map(visibleText)).toEqual(["40'Substitution (Al-Zawraa)Off: Ali Faez · On: Mohammed Qasim"]);
    show('Shots');
    expect(rows()).toHaveLength(3);
    show('All');
    expect(rows()).toHaveLength(11);
  });

  it('offers no filter while there is no incident to narrow it to', () => {
    renderWithProviders(<MatchTimeline match={matchDetail({ id: 5, status: 'postponed', events: [row(1, { type: 'postpone', minute: null, teamId: null, version: 1 })] })} />);
    expect(screen.queryByRole('group', { name: 'Show' })).toBeNull();
  });
});
