import { act, screen } from '@testing-library/react';
import { nameIs, renderWithProviders, visibleText } from '../../test/render';
import { useLanguageStore } from '../lib/language-store';
import { chancePercentages, WinProbabilityBar } from './WinProbabilityBar';

const chances = { home: 0.523, draw: 0.268, away: 0.209 };

describe('WinProbabilityBar', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('is one image named with the three chances, and writes each figure beside the bar', () => {
    renderWithProviders(<WinProbabilityBar chances={chances} home="Erbil" away="Zakho" variant="full" />);
    const bar = screen.getByRole('img', { name: nameIs('Chances: Erbil 52%, draw 27%, Zakho 21%') });
    expect(visibleText(bar)).toBe('Chances52%Erbil27%Draw21%Zakho');
  });

  it('shows only the figures under the thin bar of a list row', () => {
    renderWithProviders(<WinProbabilityBar chances={chances} home="Erbil" away="Zakho" variant="compact" />);
    expect(visibleText(screen.getByRole('img', { name: nameIs('Chances: Erbil 52%, draw 27%, Zakho 21%') }))).toBe('52%27%21%');
  });

  it('is named in Arabic', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderWithProviders(<WinProbabilityBar chances={chances} home="أربيل" away="زاخو" variant="compact" />);
    expect(screen.getByRole('img', { name: nameIs('فرص الفوز: أربيل 52%، التعادل 27%، زاخو 21%') })).toBeTruthy();
  });
});

describe('chancePercentages', () => {
  it('gives whole percentages that add up to 100', () => {
    expect(chancePercentages(chances)).toEqual({ home: 52, draw: 27, away: 21 });
    expect(chancePercentages({ home: 0.333, draw: 0.333, away: 0.334 })).toEqual({ home: 33, draw: 33, away: 34 });
    expect(chancePercentages({ home: 1, draw: 0, away: 0 })).toEqual({ home: 100, draw: 0, away: 0 });
  });
});
