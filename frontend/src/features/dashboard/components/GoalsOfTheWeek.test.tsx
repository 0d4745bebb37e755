import { act, fireEvent, screen, within } from '@testing-library/react';
import { match, matchDetail } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText, visibleText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { matchQueryOptions, type MatchDetail } from '../../../lib/matches/get-match';
import { matchesQueryOptions } from '../../../lib/matches/get-matches';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { GoalsOfTheWeek } from './GoalsOfTheWeek';

// Round 32 as the api lists it: Al-Shorta won away at Naft Al-Basra, Zakho beat Al-Kahrabaa; Al-Quwa Al-Jawiya's match is not listed.
const shorta = match({ id: 41, matchday: 32, status: 'finished', homeTeamId: 17, awayTeamId: 1, homeTeamName: 'Naft Al-Basra', homeTeamNameArabic: 'نفط البصرة', awayTeamName: 'Al-Shorta', awayTeamNameArabic: 'الشرطة', homeScore: 1, awayScore: 3, matchDate: '2025-05-21T13:30:00.000Z' });
const zakho = match({ id: 42, matchday: 32, status: 'finished', homeTeamId: 5, awayTeamId: 15, homeTeamName: 'Zakho', awayTeamName: 'Al-Kahrabaa', homeScore: 1, awayScore: 0 });
const goal = (id: number, teamId: number, playerName: string, disallowed = false, playerNameArabic: string | null = null) =>
  ({ id, matchId: 41, type: 'goal', minute: 10 * id, teamId, playerId: id, playerName, playerNameArabic, version: id, disallowed }) as MatchDetail['events'][number];

function renderPanel() {
  const client = createTestQueryClient();
  client.setQueryData(teamsQueryOptions().queryKey, []);
  client.setQueryData(matchesQueryOptions({ round: 32 }).queryKey, [shorta, zakho]);
  client.setQueryData(
    matchQueryOptions(41).queryKey,
    matchDetail({
      ...shorta,
      winProbability: { home: 0, draw: 0, away: 1 },
      events: [goal(1, 1, 'Safaa Adnan', true), goal(2, 17, 'Sajjad Karim'), goal(3, 1, 'Mohanad Ali', false, 'مهند علي')],
    }),
  );
  client.setQueryData(matchesQueryOptions({ round: 31 }).queryKey, []);
  renderWithProviders(<GoalsOfTheWeek />, { client });
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('GoalsOfTheWeek', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it("ties each highlight to its club's match of the round: opponent, date, goals and the scorer of the club's first standing goal", async () => {
    renderPanel();
    await settle();
    const counter = card('Lightning counter-attack finish');
    expect(visibleText(counter)).toContain('Mohanad Ali · Al-Shorta');
    expect(visibleText(counter)).toContain('vs Naft Al-Basra');
    expect(visibleText(counter)).toContain('May 21 · Week 32 · Goals in the match: 4');
  });

  it('names the scorer in the reader\'s script', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderPanel();
    await settle();
    expect(shownText()).toContain('مهند علي · الشرطة');
    expect(shownText()).not.toContain('Mohanad Ali');
  });

  it('opens the match centre of the goal\'s match from Watch', async () => {
    renderPanel();
    await settle();
    const watch = within(card('Lightning counter-attack finish')).getByRole('link', { name: 'Watch: Lightning counter-attack finish' });
    expect(watch.getAttribute('href')).toBe('/matches/41');
    expect(within(card('Thunderbolt from thirty yards')).getByRole('link', { name: /^Watch/ }).getAttribute('href')).toBe('/matches/42');
  });

  it('keeps Watch disabled for a highlight whose match the round does not list', async () => {
    renderPanel();
    await settle();
    expect(within(card('Volley from the edge of the box')).getByRole('button', { name: /^Watch/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says when a week has no highlights', async () => {
    renderPanel();
    fireEvent.change(screen.getByRole('combobox', { name: 'Week' }), { target: { value: '34' } });
    await settle();
    // The message in the highlights' stead.
    expect(shownText()).toContain('No videos available');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
