import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PlayerResponse } from '@isl/contracts';
import { player, team } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, seedError, seedPending, shownText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { topPlayersQueryOptions } from '../api/get-top-players';
import { TopScorersPanel } from './TopScorersPanel';

const scorers = Array.from({ length: 20 }, (_, index) =>
  player({ id: index + 1, name: `Scorer ${index + 1}`, goals: 30 - index, assists: 1, position: 'striker' }),
);
const playmakers = Array.from({ length: 20 }, (_, index) =>
  player({ id: 100 + index, name: `Playmaker ${index + 1}`, goals: 2, assists: 20 - index, position: 'attackingMidfielder' }),
);

/** A client with the ranking of goals (and of assists) in, and the clubs' read answered with none: each row names its club from the player's row. */
function clientWith(goals: PlayerResponse[], assists?: PlayerResponse[]) {
  const client = createTestQueryClient();
  client.setQueryData(topPlayersQueryOptions('goals').queryKey, goals);
  if (assists) client.setQueryData(topPlayersQueryOptions('assists').queryKey, assists);
  client.setQueryData(teamsQueryOptions().queryKey, []);
  return client;
}

const renderPanel = () => renderWithProviders(<TopScorersPanel />, { client: clientWith(scorers, playmakers) });

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

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

  it('names players and clubs in the reader’s script: Sorani, else the Arabic spelling; no English on Arabic pages', () => {
    const named = [
      player({ id: 1, name: 'Ali Kadhim', nameArabic: 'علي كاظم', nameKurdish: 'عەلی کازم', goals: 9 }),
      player({ id: 2, name: 'Lucas Silva', nameArabic: 'لوكاس سيلفا', goals: 8, teamName: 'Al-Naft', teamNameArabic: 'النفط', teamNameKurdish: null }),
    ];
    act(() => useLanguageStore.getState().setLanguage('ku'));
    renderWithProviders(<TopScorersPanel />, { client: clientWith(named) });
    const [first, second] = rows();
    expect(first.textContent).toContain('عەلی کازم');
    expect(first.textContent).toContain('شوڕتە · الشرطة');
    expect(second.textContent).toContain('لوكاس سيلفا');
    expect(second.textContent).toContain('النفط');

    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(rows()[0].textContent).toContain('علي كاظم');
    // The club in Arabic alone, where Sorani showed its name in both scripts.
    expect(within(rows()[0]).getByText(/الشرطة/).textContent).toBe('الشرطة');
    expect(screen.getByRole('list').textContent).not.toMatch(/[A-Za-z]/);
  });

  it('says when there are no statistics', () => {
    renderWithProviders(<TopScorersPanel />, { client: clientWith([]) });
    expect(shownText()).toContain('No statistics available');
  });

  it("draws the rows once the clubs are in, each with its club's crest; without the clubs' read, with the player's club name", async () => {
    const client = createTestQueryClient();
    client.setQueryData(topPlayersQueryOptions('goals').queryKey, scorers);
    seedPending(client, teamsQueryOptions().queryKey);
    renderWithProviders(<TopScorersPanel />, { client });
    expect(screen.queryByRole('list')).toBeNull();
    act(() => {
      client.setQueryData(teamsQueryOptions().queryKey, [team({ id: 1, name: 'Al-Shorta', nameArabic: 'الشرطة' })]);
    });
    await screen.findByRole('list');
    expect(rows()[0].querySelector('svg[data-crest]')).not.toBeNull();

    const failed = createTestQueryClient();
    failed.setQueryData(topPlayersQueryOptions('goals').queryKey, scorers);
    await seedError(failed, teamsQueryOptions().queryKey, new Error('offline'));
    const { container } = renderWithProviders(<TopScorersPanel />, { client: failed });
    const [first] = within(await within(container).findByRole('list')).getAllByRole('listitem');
    expect([first.textContent?.includes('Al-Shorta · الشرطة'), first.querySelector('svg[data-crest]')]).toEqual([true, null]);
  });
});
