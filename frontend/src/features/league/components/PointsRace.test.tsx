import type { SeasonRoundsResponse } from '@isl/contracts';
import { act, screen } from '@testing-library/react';
import { team } from '../../../../test/fixtures';
import { createTestQueryClient, nameIs, renderWithProviders, shownText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { seasonRoundsQueryOptions } from '../../../lib/teams/get-season-rounds';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { PointsRace } from './PointsRace';

const NAMES = [
  ['Al-Shorta', 'الشرطة'],
  ['Al-Zawraa', 'الزوراء'],
  ['Al-Quwa Al-Jawiya', 'القوة الجوية'],
  ['Erbil', 'أربيل'],
  ['Zakho', 'زاخو'],
  ['Duhok', 'دهوك'],
  ['Al-Karkh', 'الكرخ'],
];
const TEAMS = NAMES.map(([name, nameArabic], index) => team({ id: index + 1, name, nameArabic }));

/** Seven clubs over three rounds; after the last, Zakho (5) has climbed into the top five above Duhok (6). */
const FINAL_ORDER = [2, 1, 5, 3, 4, 6, 7];
const SEASON: SeasonRoundsResponse = {
  season: '2024-25',
  clubs: TEAMS.map(({ id }) => {
    const place = FINAL_ORDER.indexOf(id) + 1;
    return {
      teamId: id,
      rounds: [1, 2, 3].map((round) => ({ round, position: round < 3 ? id : place, points: round * (8 - place), scored: 1, conceded: 0 })),
    };
  }),
};

function renderRace() {
  const client = createTestQueryClient();
  client.setQueryData(teamsQueryOptions().queryKey, TEAMS);
  client.setQueryData(seasonRoundsQueryOptions().queryKey, SEASON);
  return renderWithProviders(<PointsRace season={undefined} />, { client });
}

describe('PointsRace', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('draws one line for each of the five clubs placed highest after the last round, the leader on top', () => {
    renderRace();
    const chart = screen.getByRole('img', { name: nameIs("Points race: the top five clubs' points after each round") });
    expect([...chart.querySelectorAll('[data-series]')].map((line) => line.getAttribute('data-series'))).toEqual(['4', '3', '5', '1', '2']);
  });

  it('lists the five clubs with their points, in the legend and in words', () => {
    renderRace();
    const legend = [...document.querySelectorAll('[data-legend-item]')].map((item) => item.textContent);
    expect(legend).toEqual(['Zawraa 21', 'Shorta 18', 'Zakho 15', 'Al-Jawiya 12', 'Erbil 9']);
    expect(shownText()).toContain('Points after round 3: Al-Zawraa 21, Al-Shorta 18, Zakho 15, Al-Quwa Al-Jawiya 12, Erbil 9.');
    expect(shownText()).not.toContain('Duhok');
  });

  it('tells the lines apart by dashes and markers as well as colours', () => {
    renderRace();
    const lines = [...document.querySelectorAll('[data-series]')];
    expect(new Set(lines.map((line) => line.querySelector('path')?.getAttribute('stroke-dasharray') ?? 'solid')).size).toBe(5);
    expect(new Set(lines.map((line) => line.querySelector('[data-marker]')?.getAttribute('data-marker'))).size).toBe(5);
  });

  it('speaks Arabic', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderRace();
    expect(screen.getByRole('heading', { name: 'سباق النقاط' })).toBeTruthy();
    expect(shownText()).toContain('النقاط بعد الجولة 3: الزوراء 21، الشرطة 18، زاخو 15، القوة الجوية 12، أربيل 9.');
  });
});
