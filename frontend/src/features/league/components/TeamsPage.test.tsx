import { fireEvent, screen, within } from '@testing-library/react';
import { player, team } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, shownText } from '../../../../test/render';
import { playerBestsQueryOptions } from '../../../lib/players/get-player-bests';
import { teamPlayersQueryOptions } from '../../../lib/teams/get-team-players';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { matchesTeamSearch } from '../lib/filter-teams';
import TeamsPage from './TeamsPage';

/**
 * As the api ranks them. Zakho is level with Al-Shorta on points and goals, and the server placed it first (a
 * head-to-head the web app does not know): sorting again by the table rule would swap them.
 */
const TEAMS = [
  team({ id: 2, name: 'Zakho', nameArabic: 'زاخو', nameKurdish: 'زاخۆ', city: 'Zakho', points: 60, currentPosition: 1 }),
  team({ id: 1, name: 'Al-Shorta', nameArabic: 'الشرطة', nameKurdish: 'شوڕتە', city: 'Baghdad', cityArabic: 'بغداد', cityKurdish: 'بەغدا', points: 60, currentPosition: 2 }),
  team({ id: 3, name: 'Al-Minaa', nameArabic: 'الميناء', city: 'Basra', points: 40, currentPosition: 3 }),
];

describe('matchesTeamSearch', () => {
  it('matches the English name, the Arabic name or the city, ignoring case', () => {
    const [, shorta] = TEAMS;
    expect(matchesTeamSearch(shorta, 'SHORTA')).toBe(true);
    expect(matchesTeamSearch(shorta, 'الشرطة')).toBe(true);
    expect(matchesTeamSearch(shorta, 'baghdad')).toBe(true);
    expect(matchesTeamSearch(shorta, '  ')).toBe(true);
    expect(matchesTeamSearch(shorta, 'Basra')).toBe(false);
  });

  it('matches the city and the club in any script, forgiving common spelling variants', () => {
    const [zakho, shorta] = TEAMS;
    expect(matchesTeamSearch(shorta, 'بغداد')).toBe(true);
    expect(matchesTeamSearch(shorta, 'بەغدا')).toBe(true);
    expect(matchesTeamSearch(zakho, 'بغداد')).toBe(false);
    // Sorani typed with an Arabic keyboard's look-alike letters, and the other way round.
    expect(matchesTeamSearch(shorta, 'شورته')).toBe(true);
    expect(matchesTeamSearch(zakho, 'زاخو')).toBe(true);
    expect(matchesTeamSearch(zakho, 'زاخۆ')).toBe(true);
    expect(matchesTeamSearch(shorta, 'الشرطه')).toBe(true);
  });
});

function renderTeamsPage() {
  const client = createTestQueryClient();
  client.setQueryData(teamsQueryOptions().queryKey, TEAMS);
  return renderWithProviders(<TeamsPage />, { client, route: '/teams' });
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('TeamsPage', () => {
  it("shows the clubs in the api's table order with its positions", () => {
    renderTeamsPage();
    expect(cardTitles()).toEqual(['Zakho', 'Al-Shorta', 'Al-Minaa']);
    expect(screen.getAllByTitle(/^Position \d+$/).map((badge) => badge.textContent)).toEqual(['#1', '#2', '#3']);
  });

  it('filters the cards as the fan types, and says when nothing matches', () => {
    renderTeamsPage();
    const search = screen.getByLabelText('Search teams');

    fireEvent.change(search, { target: { value: 'zak' } });
    expect(cardTitles()).toEqual(['Zakho']);
    fireEvent.change(search, { target: { value: 'الميناء' } });
    expect(cardTitles()).toEqual(['Al-Minaa']);
    fireEvent.change(search, { target: { value: 'BAGHDAD' } });
    expect(cardTitles()).toEqual(['Al-Shorta']);
    fireEvent.change(search, { target: { value: 'Erbil' } });
    expect(cardTitles()).toEqual([]);
    expect(shownText()).toContain('No teams found');
  });

  it('opens a squad in the order the api lists it and goes back to the list', () => {
    const { client } = renderTeamsPage();
    // The api's squad order (compareSquadOrder), kept as it is: the web app sorts nothing again.
    client.setQueryData(teamPlayersQueryOptions(2).queryKey, [
      player({ id: 3, name: 'Number One', jerseyNumber: 1, position: 'goalkeeper', nationality: 'Brazil' }),
      player({ id: 2, name: 'Number Ten', jerseyNumber: 10, isCaptain: true, rating: '7.4', goals: 6 }),
      player({ id: 1, name: 'No Number', jerseyNumber: null }),
    ]);
    client.setQueryData(playerBestsQueryOptions().queryKey, { goals: 20, assists: 10, appearances: 30, rating: 8 });
    fireEvent.click(screen.getByRole('button', { name: /View Squad\s*: Zakho/ }));

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Zakho');
    const players = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(players.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Number One, Shirt number 1',
      'Number Ten, Shirt number 10',
      'No Number',
    ]);
    expect(players[0].textContent).toContain('Goalkeeper · Age 25 · Brazil');
    expect(players[1].textContent).toContain('Captain');
    expect(players[1].textContent).toContain('Rating 7.4');
    expect(players[2].textContent).toContain('?');
    // Each figure over a bar as long as it is against the league's best: 6 goals of the best 20.
    expect(players[1].querySelector('[data-figure="goals"] [data-share]')?.getAttribute('data-share')).toBe('0.3');

    fireEvent.click(screen.getByRole('button', { name: 'Back to Teams' }));
    expect(cardTitles()).toEqual(['Zakho', 'Al-Shorta', 'Al-Minaa']);
  });
});
