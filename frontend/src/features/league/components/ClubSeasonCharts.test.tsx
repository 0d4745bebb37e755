import type { ClubRoundLine, SeasonRoundsResponse } from '@isl/contracts';
import { act, screen } from '@testing-library/react';
import { team } from '../../../../test/fixtures';
import { createTestQueryClient, nameIs, renderWithProviders, shownText, spokenText, visibleText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { seasonRoundsQueryOptions } from '../../../lib/teams/get-season-rounds';
import { ClubSeasonCharts } from './ClubSeasonCharts';

const ERBIL = team({ id: 7, name: 'Erbil', nameArabic: 'أربيل', nameKurdish: 'هەولێر', form: ['W', 'D', 'L'] });

/** Erbil's season: 5th, 2nd, 1st twice, then 3rd; its goals round by round. */
const ERBIL_ROUNDS: ClubRoundLine[] = [
  { round: 1, position: 5, points: 1, scored: 1, conceded: 1 },
  { round: 2, position: 2, points: 4, scored: 2, conceded: 0 },
  { round: 3, position: 1, points: 7, scored: 4, conceded: 1 },
  { round: 4, position: 1, points: 8, scored: 0, conceded: 0 },
  { round: 5, position: 3, points: 8, scored: 2, conceded: 2 },
];

/** Twenty clubs, Erbil one of them. */
const SEASON: SeasonRoundsResponse = {
  season: '2024-25',
  clubs: Array.from({ length: 20 }, (_, index) => ({
    teamId: index + 1,
    rounds: index + 1 === ERBIL.id ? ERBIL_ROUNDS : ERBIL_ROUNDS.map((line) => ({ ...line, position: index + 1 })),
  })),
};

function renderCharts(season: SeasonRoundsResponse = SEASON) {
  const client = createTestQueryClient();
  client.setQueryData(seasonRoundsQueryOptions().queryKey, season);
  return renderWithProviders(<ClubSeasonCharts team={ERBIL} />, { client, route: '/teams?team=7' });
}

/** Where the chart draws a marked value along the bottom (a round) or up the side. */
const tickX = (chart: HTMLElement, axis: 'x' | 'y', value: number) => Number(chart.querySelector(`[data-axis="${axis}"] [data-tick="${value}"]`)?.getAttribute('x'));

describe('ClubSeasonCharts', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it("draws the club's position round by round, and says where it stands now and its best and lowest places", () => {
    renderCharts();
    const chart = screen.getByRole('img', { name: nameIs('Erbil: league position after each round') });
    expect(chart.querySelectorAll('[data-series="7"] path')).toHaveLength(1);
    // Position 1 at the top, the 20th at the bottom.
    const [first, last] = [chart.querySelector('[data-axis="y"] [data-tick="1"]'), chart.querySelector('[data-axis="y"] [data-tick="20"]')];
    expect(Number(first?.getAttribute('y'))).toBeLessThan(Number(last?.getAttribute('y')));
    expect(shownText()).toContain('Erbil: 3rd after round 5; best position 1st (round 3), lowest 5th (round 1).');
  });

  it('mirrors in Arabic: round 1 on the right, the positions down the right side', () => {
    const { unmount } = renderCharts();
    const english = screen.getByRole('img', { name: nameIs('Erbil: league position after each round') });
    const [roundOneLtr, roundFiveLtr, labelsLtr] = [tickX(english, 'x', 1), tickX(english, 'x', 5), tickX(english, 'y', 1)];
    unmount();

    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderCharts();
    const arabic = screen.getByRole('img', { name: nameIs('أربيل: المركز في الدوري بعد كل جولة') });
    expect(roundOneLtr).toBeLessThan(roundFiveLtr);
    expect(tickX(arabic, 'x', 1)).toBeGreaterThan(tickX(arabic, 'x', 5));
    expect(tickX(arabic, 'x', 1)).not.toBe(roundOneLtr);
    expect(tickX(arabic, 'y', 1)).toBeGreaterThan(labelsLtr);
    expect(shownText()).toContain('أربيل: المركز 3 بعد الجولة 5؛ أفضل مركز 1 (الجولة 3)، وأدنى مركز 5 (الجولة 1).');
  });

  it('draws goals scored above the axis and conceded below it, and gives the totals and the best round in words', () => {
    renderCharts();
    const chart = screen.getByRole('img', { name: nameIs('Erbil: goals scored and conceded in each round') });
    const heights = (side: string) => [...chart.querySelectorAll(`[data-side="${side}"] rect`)].map((bar) => Number(bar.getAttribute('height')));
    expect(heights('above')).toHaveLength(5);
    // Round 3's four goals reach the top of the scale; round 4's none draw nothing.
    expect(Math.max(...heights('above'))).toBe(heights('above')[2]);
    expect(heights('above')[3]).toBe(0);
    expect(heights('below')[1]).toBe(0);
    expect(shownText()).toContain('Erbil up to round 5: scored 9, conceded 4. Most scored in one round: 4 (round 3).');
  });

  it('shows the form guide of the last five, in words for screen readers', () => {
    renderCharts();
    const section = screen.getByRole('region', { name: 'The season round by round' });
    expect(spokenText(section)).toContain('Last five matchesWin, Draw, Loss');
  });

  it('says so before the first round', () => {
    renderCharts({ season: '2025-26', clubs: [{ teamId: ERBIL.id, rounds: [] }] });
    expect(visibleText(document.body)).toContain('No round has been played yet this season.');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
