import { act, screen, within } from '@testing-library/react';
import { match, team } from '../../test/fixtures';
import { createTestQueryClient, renderWithProviders, spokenText, visibleText } from '../../test/render';
import { useLanguageStore } from '../lib/language-store';
import { MatchDayList } from './MatchRow';

// Baghdad is UTC+3: 16:00Z is 19:00 on the league's clock.
const NOW = new Date('2025-05-24T12:00:00.000Z');
const clubs = [
  team({ id: 1, name: 'Al-Shorta', nameArabic: 'الشرطة', primaryColor: '#00A550', secondaryColor: '#9400D3' }),
  team({ id: 2, name: 'Al-Zawraa', nameArabic: 'الزوراء', primaryColor: '#FFFFFF', secondaryColor: '#1E4FA3' }),
];

function renderList(matches: Parameters<typeof MatchDayList>[0]['matches']) {
  const client = createTestQueryClient();
  client.setQueryData(['teams'], clubs);
  return renderWithProviders(<MatchDayList matches={matches} now={NOW} />, { client });
}



describe('MatchDayList', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('shows each match as one link to its match centre: kick-off time, home, score, away', () => {
    renderList([match({ id: 7, matchDate: '2025-05-24T16:00:00.000Z' })]);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/matches/7');
    expect(spokenText(screen.getByRole('link'))).toBe('19:00Al-ShortavsAl-Zawraa');
  });

  it('puts the running minute of a live match first, and FT (Final Time for screen readers) before a result', () => {
    renderList([
      match({ id: 1, status: 'live', isLive: true, elapsed: 67, homeScore: 2, awayScore: 1, matchDate: '2025-05-24T10:00:00.000Z' }),
      match({ id: 2, status: 'finished', homeScore: 0, awayScore: 3, matchDate: '2025-05-24T08:00:00.000Z' }),
    ]);
    const [live, finished] = screen.getAllByRole('link');
    expect(visibleText(live)).toContain("67'");
    expect(visibleText(live)).toContain('2-1');
    expect(within(finished).getByText('FT').getAttribute('aria-hidden')).toBe('true');
    expect(spokenText(finished)).toBe('Final TimeAl-Shorta0-3Al-Zawraa');
  });

  it('groups the rows under a heading per league day, in the order given', () => {
    renderList([
      match({ id: 1, matchDate: '2025-05-24T16:00:00.000Z' }),
      match({ id: 2, matchDate: '2025-05-24T18:00:00.000Z' }),
      // 22:30Z on the 24th is already the 25th in Baghdad.
      match({ id: 3, matchDate: '2025-05-24T22:30:00.000Z' }),
      match({ id: 4, matchDate: '2025-05-27T16:00:00.000Z' }),
    ]);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Today', 'Tomorrow', 'Tue, May 27']);
    expect(screen.getAllByRole('list').map((list) => within(list).getAllByRole('listitem').length)).toEqual([2, 1, 1]);
  });

  it('writes the names and day headings in the reader\'s language', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderList([match({ id: 1, matchDate: '2025-05-23T16:00:00.000Z', status: 'finished', homeScore: 1, awayScore: 1 })]);
    expect(screen.getByRole('heading').textContent).toBe('أمس');
    expect(visibleText(screen.getByRole('link'))).toContain('الشرطة');
    expect(visibleText(screen.getByRole('link'))).toContain('الزوراء');
  });

  it('draws both clubs\' crests from the list of clubs', () => {
    const { container } = renderList([match({ id: 1 })]);
    expect([...container.querySelectorAll('svg[data-crest]')].map((svg) => svg.getAttribute('data-crest'))).toEqual(['shield-stripes', 'roundel-stripes']);
  });
});
