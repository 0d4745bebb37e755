import type { MomentumPoint, ProbabilityPoint } from '@isl/contracts';
import { act, screen, within } from '@testing-library/react';
import { nameIs, renderWithProviders, visibleText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { ChancesChart } from './ChancesChart';
import { MomentumChart } from './MomentumChart';

/**
 * The first half of a match: Al-Shorta press from the 20th minute and score in the 23rd, Al-Zawraa answer with a
 * spell after the half hour, and it is even at half-time.
 */
const momentum: MomentumPoint[] = Array.from({ length: 46 }, (_, minute) => ({
  minute,
  value: minute >= 20 && minute <= 30 ? 0.5 : minute >= 34 && minute <= 38 ? -0.4 : minute === 39 ? -0.05 : 0,
}));
const history: ProbabilityPoint[] = Array.from({ length: 46 }, (_, minute) =>
  minute < 23 ? { minute, home: 0.45, draw: 0.28, away: 0.27 } : { minute, home: 0.652, draw: 0.231, away: 0.117 },
);

const momentumChart = () => screen.getByRole('img', { name: nameIs('Momentum minute by minute: bars above the line when Al-Shorta is on top, below it when Al-Zawraa is') });
const barAt = (minute: number) => document.querySelector(`rect[data-minute="${minute}"]`);

describe('MomentumChart', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('draws a bar a minute, above the line for the home side and below it for the away side', () => {
    renderWithProviders(<MomentumChart momentum={momentum} home="Al-Shorta" away="Al-Zawraa" />);
    expect(momentumChart()).toBeTruthy();
    // 0.5 of the half height (50) above the middle line; -0.4 below it; quiet minutes draw nothing.
    expect(barAt(23)?.getAttribute('y')).toBe('25');
    expect(barAt(23)?.getAttribute('height')).toBe('25');
    expect(barAt(35)?.getAttribute('y')).toBe('50');
    expect(barAt(35)?.getAttribute('height')).toBe('20');
    expect(barAt(10)).toBeNull();
  });

  it('says how long each side has been on top and who is now, for those who cannot see it', () => {
    // The 39th minute's faint -0.05 counts for no one.
    const { unmount } = renderWithProviders(<MomentumChart momentum={momentum.slice(0, 26)} home="Al-Shorta" away="Al-Zawraa" />);
    expect(visibleText(screen.getByText(/^Minutes on top/))).toBe('Minutes on top: Al-Shorta 6, Al-Zawraa 0. At minute 25, Al-Shorta is on top.');
    unmount();

    renderWithProviders(<MomentumChart momentum={momentum} home="Al-Shorta" away="Al-Zawraa" />);
    expect(visibleText(screen.getByText(/^Minutes on top/))).toBe('Minutes on top: Al-Shorta 11, Al-Zawraa 5. At minute 45, neither side is on top.');
  });

  it('runs from the right in Arabic: kick-off at the right-hand edge', () => {
    const { unmount } = renderWithProviders(<MomentumChart momentum={momentum} home="Al-Shorta" away="Al-Zawraa" />);
    const leftToRight = Number(barAt(21)?.getAttribute('x'));
    unmount();

    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderWithProviders(<MomentumChart momentum={momentum} home="الشرطة" away="الزوراء" />);
    const rightToLeft = Number(barAt(21)?.getAttribute('x'));

    // The 21st minute's slot is the 21st from the start edge: x 20.1 of 90 from the left, 69.1 from the right.
    expect(leftToRight).toBeCloseTo(20.1);
    expect(rightToLeft).toBeCloseTo(69.1);
    expect(screen.getByRole('img', { name: nameIs('زخم المباراة دقيقة بدقيقة: الأعمدة فوق الخط حين تكون الأفضلية لـالشرطة، وتحته حين تكون لـالزوراء') })).toBeTruthy();
  });
});

describe('ChancesChart', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  const firstPoint = (outcome: string) => document.querySelector(`polyline[data-outcome="${outcome}"]`)?.getAttribute('points')?.split(' ')[0];

  it('draws a line for each result, with a table of the chances at kick-off, half-time and now', () => {
    renderWithProviders(<ChancesChart history={history} home="Al-Shorta" away="Al-Zawraa" finished={false} />);
    expect(screen.getByRole('img', { name: nameIs('Chances minute by minute, a line each for Al-Shorta, the draw and Al-Zawraa') })).toBeTruthy();
    // Kick-off at the left edge, 45 % high (y 55 of 100).
    expect(firstPoint('home')).toBe('0,55');

    const table = screen.getByRole('table', { name: 'The chances at each stage of the match' });
    expect(within(table).getAllByRole('row').map((row) => visibleText(row))).toEqual([
      'Al-ShortaDrawAl-Zawraa',
      'Kick-off45%28%27%',
      "Now (45')65%23%12%",
    ]);
  });

  it('starts at the right-hand edge in Arabic, and names the last minute full time once the match is over', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    const fullTime = [...history, ...Array.from({ length: 45 }, (_, i) => ({ minute: 46 + i, home: 1, draw: 0, away: 0 }))];
    renderWithProviders(<ChancesChart history={fullTime} home="الشرطة" away="الزوراء" finished />);
    expect(firstPoint('home')).toBe('90,55');
    expect(within(screen.getByRole('table')).getAllByRole('row').map((row) => visibleText(row))).toEqual([
      'الشرطةتعادلالزوراء',
      'صافرة البداية45%28%27%',
      'نهاية الشوط الأول65%23%12%',
      'نهاية المباراة100%0%0%',
    ]);
  });
});
