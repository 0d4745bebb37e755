import { act } from '@testing-library/react';
import ar from '../locales/ar.json';
import { match } from '../../test/fixtures';
import { renderWithProviders, spokenText } from '../../test/render';
import { useLanguageStore } from '../lib/language-store';
import { MatchTeamsRow } from './MatchTeamsRow';

// As a screen reader hears them: the full names (a phone shows the short ones beside them, hidden from it).
const cellsOf = (container: HTMLElement) => [...(container.firstElementChild?.children ?? [])].map((cell) => spokenText(cell).replace(/\s/g, ''));

describe('MatchTeamsRow', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('puts home, the score and away in that order', () => {
    const { container } = renderWithProviders(
      <MatchTeamsRow match={match({ id: 1, homeTeamName: 'Al-Shorta', awayTeamName: 'Al-Zawraa', status: 'live', homeScore: 2, awayScore: 1 })} />,
    );
    expect(cellsOf(container)).toEqual(['Al-Shorta', '2-1', 'Al-Zawraa']);
  });

  it('shows "vs" before a result, and the names in the reader\'s language', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    const { container } = renderWithProviders(
      <MatchTeamsRow
        match={match({ id: 1, homeTeamName: 'Al-Shorta', homeTeamNameArabic: 'الشرطة', awayTeamName: 'Al-Zawraa', awayTeamNameArabic: 'الزوراء', homeScore: null, awayScore: null })}
      />,
    );
    expect(cellsOf(container)).toEqual(['الشرطة', ar.matches.versus.replace(/\s/g, ''), 'الزوراء']);
  });

  it('keeps the score back until full time where only the final score counts', () => {
    const row = (status: 'live' | 'finished') =>
      cellsOf(renderWithProviders(<MatchTeamsRow match={match({ id: 1, status, homeScore: 2, awayScore: 0 })} score="final" />).container);
    expect(row('live')).toEqual(['Al-Shorta', 'vs', 'Al-Zawraa']);
    expect(row('finished')).toEqual(['Al-Shorta', '2-0', 'Al-Zawraa']);
  });

  it('shows the Latin name to an Arabic reader where the club has no Arabic name yet', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    const { container } = renderWithProviders(<MatchTeamsRow match={match({ id: 1, homeTeamNameArabic: null, awayTeamName: 'Duhok', awayTeamNameArabic: null, awayTeamNameKurdish: null })} />);
    expect(cellsOf(container)).toEqual(['Al-Shorta', ar.matches.versus.replace(/\s/g, ''), 'Duhok']);
  });

  it('gives a phone the short name the desk wrote', () => {
    const { container } = renderWithProviders(<MatchTeamsRow match={match({ id: 1, homeTeamName: 'Naft Al-Basra', homeTeamShortName: 'Naft B.' })} />);
    const shortNames = [...container.querySelectorAll('[data-club-name] [aria-hidden]')].map((name) => name.textContent);
    expect(shortNames).toEqual(['Naft B.', 'Zawraa']);
  });

  it('says Home and Away where a name is missing', () => {
    const { container } = renderWithProviders(<MatchTeamsRow match={match({ id: 1, homeTeamName: '', awayTeamName: '' })} />);
    expect(cellsOf(container)).toEqual(['Home', 'vs', 'Away']);
  });
});
