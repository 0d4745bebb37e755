import { act, screen } from '@testing-library/react';
import { player } from '../../../../test/fixtures';
import { nameIs, renderWithProviders, shownText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { PlayerStatBars } from './PlayerStatBars';

const BESTS = { goals: 20, assists: 8, appearances: 30, rating: 8 };
const STRIKER = player({ id: 9, name: 'Aymen Hussein', nameArabic: 'أيمن حسين', goals: 5, assists: 2, appearances: 15, rating: '7.20' });

/** How far each figure's bar is filled, by figure. */
function shares(): Record<string, number> {
  return Object.fromEntries(
    [...document.querySelectorAll('[data-figure]')].map((figure) => [figure.getAttribute('data-figure'), Number(figure.querySelector('[data-share]')?.getAttribute('data-share'))]),
  );
}

describe('PlayerStatBars', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it("fills each figure's bar as far as it goes towards the league's best", () => {
    renderWithProviders(<PlayerStatBars player={STRIKER} bests={BESTS} />);
    expect(shares()).toEqual({ rating: 0.9, appearances: 0.5, goals: 0.25, assists: 0.25 });
    const goals = document.querySelector('[data-figure="goals"] [data-share]');
    expect(goals?.getAttribute('x')).toBe('0');
    expect(goals?.getAttribute('width')).toBe('25');
  });

  it("is one image named for the player, whose text gives each figure with the league's best", () => {
    renderWithProviders(<PlayerStatBars player={STRIKER} bests={BESTS} />);
    expect(screen.getByRole('img', { name: nameIs("Aymen Hussein against the league's best") })).toBeTruthy();
    expect(shownText()).toContain(
      'Rating 7.2 (league best 8.0), Apps 15 (league best 30), Goals 5 (league best 20), Assists 2 (league best 8)',
    );
  });

  it('leaves out the figures a player does not have, and draws no bar before the bests arrive', () => {
    renderWithProviders(<PlayerStatBars player={player({ id: 1, name: 'Keeper', appearances: 12, rating: '0.00' })} bests={undefined} />);
    expect(Object.keys(shares())).toEqual(['appearances']);
    expect(document.querySelector('[data-share]')).toBeNull();
    expect(shownText()).toContain('Apps 12');
  });

  it('fills the bars from the right in Arabic', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderWithProviders(<PlayerStatBars player={STRIKER} bests={BESTS} />);
    const goals = document.querySelector('[data-figure="goals"] [data-share]');
    expect(goals?.getAttribute('x')).toBe('75');
    expect(screen.getByRole('img', { name: nameIs('أيمن حسين مقارنةً بالأفضل في الدوري') })).toBeTruthy();
  });
});
