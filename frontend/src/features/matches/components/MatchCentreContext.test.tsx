import type { LineupPlayer, PlayerPosition } from '@isl/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { match, matchDetail, team } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText, spokenText, visibleText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { liveMatchesQueryOptions } from '../../../lib/matches/get-live-matches';
import { matchQueryOptions, type MatchDetail } from '../../../lib/matches/get-match';
import { matchMeetingsQueryOptions } from '../../../lib/matches/get-match-meetings';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import MatchCentrePage from './MatchCentrePage';

// What the match centre shows around the score: line-ups, where the clubs stand, and their other meeting.
const POSITIONS: PlayerPosition[] = ['goalkeeper', 'leftBack', 'centerBack', 'centerBack', 'rightBack', 'midfielder', 'midfielder', 'midfielder', 'leftWinger', 'striker', 'rightWinger'];
const eleven = (firstId: number, surname: string): LineupPlayer[] =>
  POSITIONS.map((position, i) => ({ id: firstId + i, name: `${surname} ${i + 1}`, nameArabic: null, nameKurdish: null, jerseyNumber: i + 1, position, isStarter: true }));

const table = [
  team({ id: 3, name: 'Erbil', currentPosition: 1, points: 60, goalsFor: 50, goalsAgainst: 20 }),
  team({ id: 1, name: 'Al-Shorta', nameArabic: 'الشرطة', currentPosition: 2, points: 58, goalsFor: 48, goalsAgainst: 22, primaryColor: '#0a3d91' }),
  team({ id: 2, name: 'Al-Zawraa', nameArabic: 'الزوراء', currentPosition: 3, points: 57, goalsFor: 40, goalsAgainst: 20, primaryColor: '#ffffff', secondaryColor: '#c8102e' }),
  team({ id: 4, name: 'Duhok', currentPosition: 4, points: 30, goalsFor: 25, goalsAgainst: 40 }),
];

const fixture = matchDetail({
  id: 7,
  status: 'scheduled',
  matchDate: '2025-05-24T16:00:00.000Z',
  matchday: 33,
  lineups: { status: 'expected', home: eleven(100, 'Shorta'), away: eleven(200, 'Zawraa') },
});
const firstMeeting = match({ id: 8, status: 'finished', homeTeamId: 2, awayTeamId: 1, homeTeamName: 'Al-Zawraa', awayTeamName: 'Al-Shorta', homeScore: 2, awayScore: 1, matchday: 14 });
const earlierSeason = match({ id: 6, status: 'finished', season: '2024-25', homeTeamId: 1, awayTeamId: 2, homeTeamName: 'Al-Shorta', awayTeamName: 'Al-Zawraa', homeScore: 0, awayScore: 0, matchDate: '2024-11-02T15:00:00.000Z' });

async function openMatchCentre(detail: MatchDetail, seed: (client: QueryClient) => void = () => undefined) {
  const client = createTestQueryClient();
  client.setQueryData(matchQueryOptions(detail.id).queryKey, detail);
  client.setQueryData(teamsQueryOptions().queryKey, table);
  client.setQueryData(matchMeetingsQueryOptions(detail.id).queryKey, { season: [firstMeeting], lastFive: [firstMeeting, earlierSeason] });
  client.setQueryData(liveMatchesQueryOptions().queryKey, []);
  seed(client);
  renderWithProviders(
    <Routes>
      <Route path="/matches/:id" element={<MatchCentrePage />} />
    </Routes>,
    { client, route: `/matches/${detail.id}` },
  );
  await settle();
}

/** A name as a reader hears it, the invisible isolates (see lib/bidi.ts) around "4-3-3" left out. */
const heard = (name: string) => (accessibleName: string) => accessibleName.replace(/[\u2066-\u2069]/g, '') === name;
const region = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map(spokenText);

describe('the match centre before kick-off', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('puts the kick-off time (Baghdad) where the score will be, and the day under it', async () => {
    await openMatchCentre(fixture);
    expect(spokenText(screen.getByRole('heading', { level: 1 }))).toBe('Al-Shorta19:00Al-Zawraa');
    expect(screen.getByRole('heading', { level: 1 }).querySelector('time')?.getAttribute('datetime')).toBe(fixture.matchDate);
    expect(shownText()).not.toContain('vs');
    expect(shownText()).toContain('Sat, May 24');
  });

  it('offers to predict while predictions are open', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    await openMatchCentre({ ...fixture, matchDate: soon });
    expect(screen.getByRole('link', { name: 'Predict' }).getAttribute('href')).toBe('/predictions');
  });

  it('shows no Predict link for a match whose kick-off has passed', async () => {
    await openMatchCentre(fixture);
    expect(screen.queryByRole('link', { name: 'Predict' })).toBeNull();
  });

  it('shows the expected line-ups on the pitch, each side in its 4-3-3 with shirt numbers', async () => {
    await openMatchCentre(fixture);
    const lineups = region('Expected line-ups');
    expect(visibleText(lineups)).toContain('players in a 4-3-3: kick-off fields them');
    const home = within(lineups).getByRole('group', { name: heard('Al-Shorta, 4-3-3') });
    const away = within(lineups).getByRole('group', { name: heard('Al-Zawraa, 4-3-3') });
    expect(within(home).getAllByRole('listitem')).toHaveLength(11);
    // The home side attacks upwards: its forwards' line comes first, its goalkeeper last.
    expect(visibleText(within(home).getAllByRole('list')[0])).toContain('Shorta 9');
    expect(visibleText(within(home).getAllByRole('list')[3])).toBe('1Shorta 1shirt 1');
    expect(visibleText(within(away).getAllByRole('list')[0])).toBe('1Zawraa 1shirt 1');
  });

  it("gives the two clubs' rows of the table, their other meeting this season and their last five", async () => {
    await openMatchCentre(fixture);
    expect(rowsOf('In the table')).toEqual(['2Al-Shorta30101010+2658', '3Al-Zawraa30101010+2057']);
    const meetings = region('Head-to-head');
    expect(within(meetings).getAllByRole('heading', { level: 3 }).map(spokenText)).toEqual(expect.arrayContaining(['This season', 'Last five meetings']));
    // This season's one meeting, then the last five: the same one, and one of a season before.
    expect(within(meetings).getAllByRole('listitem').map(spokenText)).toEqual([
      expect.stringMatching(/^Final TimeAl-Zawraa2-1Al-Shorta/),
      expect.stringMatching(/^Final TimeAl-Zawraa2-1Al-Shorta/),
      expect.stringMatching(/^Final TimeAl-Shorta0-0Al-Zawraa/),
    ]);
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await openMatchCentre(fixture);
    expect(spokenText(screen.getByRole('heading', { level: 1 }))).toBe('الشرطة19:00الزوراء');
    // Both sides on the pitch named in Arabic, the away side at the top.
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label')?.replace(/[\u2066-\u2069]/g, ''))).toEqual(['الزوراء، 4-3-3', 'الشرطة، 4-3-3']);
    expect(rowsOf('في جدول الترتيب')[0]).toMatch(/^2الشرطة/);
  });
});

describe('the match centre during play', () => {
  const live = { ...fixture, status: 'live' as const, isLive: true, homeScore: 0, awayScore: 2, elapsed: 60, lineups: { ...fixture.lineups!, status: 'confirmed' as const } };

  it('shows the live table: the standings if the scores held, the two clubs marked, moves shown', async () => {
    const elsewhere = match({ id: 11, status: 'live', isLive: true, homeTeamId: 4, awayTeamId: 3, homeScore: 1, awayScore: 0 });
    await openMatchCentre(live, (client) => client.setQueryData(liveMatchesQueryOptions().queryKey, [elsewhere]));
    expect(screen.queryByRole('table', { name: 'In the table' })).toBeNull();
    // Zawraa win 2-0 away (60 points), Erbil lose at Duhok (60, but goal difference +29 against +22).
    expect(rowsOf('Live table')).toEqual([
      '1Erbilplaying now31101011+2960',
      '2up 1Al-Zawraaplaying now31111010+2260',
      '3down 1Al-Shortaplaying now31101011+2458',
      '4Duhokplaying now31111010-1433',
    ]);
    expect(within(screen.getByRole('table', { name: 'Live table' })).getAllByText('playing now')).toHaveLength(4);
    // And in words, for the match's two clubs.
    expect(shownText()).toContain('If the scores hold, Al-Zawraa would move up to position 2.');
    expect(shownText()).toContain('If the scores hold, Al-Shorta would drop to position 3.');
    expect(within(region('Line-ups')).getAllByRole('group')).toHaveLength(2);
  });
});
