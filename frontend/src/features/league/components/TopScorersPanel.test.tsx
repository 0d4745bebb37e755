import { fireEvent, screen, within } from '@testing-library/react';
import { player, team } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, shownText } from '../../../../test/render';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { topPlayersQueryOptions } from '../api/get-top-players';
import { TopScorersPanel } from './TopScorersPanel';

const scorers = Array.from({ length: 20 }, (_, index) =>
  player({ id: index + 1, name: `Scorer ${index + 1}`, goals: 30 - index, assists: 1, position: 'striker' }),
);
const playmakers = Array.from({ length: 20 }, (_, index) =>
  player({ id: 100 + index, name: `Playmaker ${index + 1}`, goals: 2, assists: 20 - index, position: 'attackingMidfielder' }),
);

function renderPanel() {
  const client = createTestQueryClient();
  client.setQueryData(topPlayersQueryOptions('goals').queryKey, scorers);
  client.setQueryData(topPlayersQueryOptions('assists').queryKey, playmakers);
  client.setQueryData(teamsQueryOptions().queryKey, [team({ id: 1, name: 'Al-Shorta', nameArabic: 'الشرطة' })]);
  return renderWithProviders(<TopScorersPanel />, { client });
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('TopScorersPanel', () => {
  it('shows 5 rows, 20 after Show More, 5 again after Show Less', () => {
    renderPanel();
    expect(rows()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(rows()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(rows()).toHaveLength(5);
  });

  it('switches between goals and assists', () => {
    renderPanel();
    const goals = screen.getByRole('button', { name: 'Goals' });
    const assists = screen.getByRole('button', { name: 'Assists' });
    expect(goals.getAttribute('aria-pressed')).toBe('true');
    expect(shownText()).toContain('Most Active Scorer');
    expect(rows()[0].textContent).toContain('Scorer 1');
    expect(rows()[0].textContent).toContain('Goals: 30');

    fireEvent.click(assists);
    expect(assists.getAttribute('aria-pressed')).toBe('true');
    expect(shownText()).toContain('Most Active Playmaker');
    expect(rows()[0].textContent).toContain('Playmaker 1');
    expect(rows()[0].textContent).toContain('Assists: 20');
  });

  it('shows a medal for the first three, the club in English and Arabic, a total and the position', () => {
    renderPanel();
    const [first, , third, fourth] = rows();
    expect(first.textContent).toContain('🥇');
    expect(third.textContent).toContain('🥉');
    expect(fourth.textContent).not.toMatch(/🥇|🥈|🥉/);
    expect(first.textContent).toContain('Al-Shorta · الشرطة');
    expect(first.textContent).toContain('Total: 31');
    expect(first.textContent).toContain('Striker');
  });

  it('says when there are no statistics', () => {
    const client = createTestQueryClient();
    client.setQueryData(topPlayersQueryOptions('goals').queryKey, []);
    renderWithProviders(<TopScorersPanel />, { client });
    expect(shownText()).toContain('No statistics available');
  });
});
