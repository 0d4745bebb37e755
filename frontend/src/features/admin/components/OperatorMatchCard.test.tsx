import type { MatchResponse } from '@isl/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { stubFetch } from '../../../../test/canned-fetch';
import { EVEN_CHANCES, match, matchDetail, player } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText, visibleText } from '../../../../test/render';
import { teamPlayersQueryOptions } from '../../../lib/teams/get-team-players';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { liveMatchesQueryOptions } from '../../../lib/matches/get-live-matches';
import { matchQueryOptions } from '../../../lib/matches/get-match';
import { useLanguageStore } from '../../../lib/language-store';
import { OperatorMatchCard } from './OperatorMatchCard';

const kickedOffAt = '2025-05-24T16:00:00.000Z';
const now = new Date('2025-05-24T16:30:00.000Z');

const PHASES: [string, Partial<MatchResponse>, string[]][] = [
  ['scheduled', { status: 'scheduled' }, ['Kick off', 'Postpone', 'Cancel match']],
  ['in the first half', { status: 'live', kickedOffAt, homeScore: 0, awayScore: 0 }, ['Goal', 'Half-time', 'Correct score']],
  ['at half-time', { status: 'live', kickedOffAt, halfTimeAt: '2025-05-24T16:46:00.000Z', homeScore: 0, awayScore: 0 }, ['Start second half', 'Correct score']],
  [
    'in the second half',
    { status: 'live', kickedOffAt, halfTimeAt: '2025-05-24T16:46:00.000Z', secondHalfStartedAt: '2025-05-24T17:01:00.000Z', homeScore: 0, awayScore: 0 },
    ['Goal', 'Full time', 'Correct score'],
  ],
  ['finished', { status: 'finished', homeScore: 2, awayScore: 1 }, ['Correct score']],
  ['postponed', { status: 'postponed' }, ['Reschedule', 'Cancel match']],
  ['cancelled', { status: 'cancelled' }, []],
];

function renderCard(overrides: Partial<MatchResponse>, client = createTestQueryClient()) {
  const shown = match({ id: 5, version: 3, ...overrides });
  // The clubs the crests are drawn from, and the timeline a live match's pad reads: known, so the card fetches
  // nothing it is not asked to.
  client.setQueryData(teamsQueryOptions().queryKey, []);
  client.setQueryData(matchQueryOptions(5).queryKey, matchDetail({ ...shown, winProbability: EVEN_CHANCES }));
  return renderWithProviders(
    <ul>
      <OperatorMatchCard match={shown} now={now} />
    </ul>,
    { client },
  );
}

const commandButtons = () => {
  const group = screen.queryByRole('group', { name: 'Match actions' });
  return group ? within(group).getAllByRole('button').map((button) => button.textContent) : [];
};

const optionsOf = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => visibleText(option));

describe('OperatorMatchCard', () => {
  it.each(PHASES)('offers only what a match %s accepts', (_phase, state, buttons) => {
    renderCard(state);
    expect(commandButtons()).toEqual(buttons);
  });

  it('says a cancelled match takes nothing more', () => {
    renderCard({ status: 'cancelled' });
    expect(shownText()).toContain('This match is cancelled: nothing more can be recorded.');
  });

  it("lists the chosen team's squad for scorer and assist in the api's squad order", async () => {
    const client = createTestQueryClient();
    client.setQueryData(teamPlayersQueryOptions(1).queryKey, [
      player({ id: 10, name: 'Ibrahim Bayesh', jerseyNumber: 7 }),
      player({ id: 9, name: 'Aymen Hussein', jerseyNumber: 18 }),
    ]);
    client.setQueryData(teamPlayersQueryOptions(2).queryKey, [player({ id: 30, teamId: 2, name: 'Hussein Ali', jerseyNumber: 4 })]);
    renderCard(PHASES[1][1], client);

    fireEvent.click(screen.getByRole('button', { name: 'Goal' }));
    await settle();
    expect(screen.getByRole('form', { name: 'Record a goal' }).querySelectorAll('select')).toHaveLength(3);
    expect(optionsOf('Team')).toEqual(['Al-Shorta', 'Al-Zawraa']);
    expect(optionsOf('Scorer')).toEqual(['Not recorded', '7. Ibrahim Bayesh', '18. Aymen Hussein']);

    // The scorer cannot also be the assist.
    fireEvent.change(screen.getByLabelText('Scorer'), { target: { value: '9' } });
    expect(optionsOf('Assist')).toEqual(['No assist', '7. Ibrahim Bayesh']);

    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '2' } });
    await settle();
    expect(optionsOf('Scorer')).toEqual(['Not recorded', '4. Hussein Ali']);
  });

  it('sends the goal and explains a refusal from its code', async () => {
    const fetchStub = stubFetch(400, '{"statusCode":400,"code":"MINUTE_OUT_OF_RANGE","message":"minute must be from 1 to 45"}');
    const client = createTestQueryClient();
    client.setQueryData(teamPlayersQueryOptions(1).queryKey, [player({ id: 9, name: 'Aymen Hussein', jerseyNumber: 18 })]);
    renderCard(PHASES[1][1], client);

    fireEvent.click(screen.getByRole('button', { name: 'Goal' }));
    await settle();
    fireEvent.change(screen.getByLabelText('Scorer'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Minute'), { target: { value: '52' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record goal' }));
    await settle();

    expect(fetchStub).toHaveBeenCalledWith('/api/admin/matches/5/commands', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchStub.mock.calls[0][1]?.body as string)).toEqual({ type: 'goal', teamId: 1, playerId: 9, minute: 52 });
    expect((await screen.findByRole('alert')).textContent).toBe('The minute must be within the current half.');
  });

  it('asks before full time, and writes the answer into the cached lists', async () => {
    const finished = match({ id: 5, status: 'finished', homeScore: 0, awayScore: 0, version: 4 });
    const fetchStub = stubFetch(200, JSON.stringify(finished));
    const client = createTestQueryClient();
    client.setQueryData(liveMatchesQueryOptions().queryKey, [match({ id: 5, ...PHASES[3][1], version: 3 })]);
    renderCard(PHASES[3][1], client);

    fireEvent.click(screen.getByRole('button', { name: 'Full time' }));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('End the match with this score?');
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Full time' }));
    await settle();

    expect(JSON.parse(fetchStub.mock.calls[0][1]?.body as string)).toEqual({ type: 'fulltime' });
    expect(client.getQueryData(liveMatchesQueryOptions().queryKey)?.[0]).toMatchObject({ status: 'finished', version: 4 });
  });

  describe('an early kick-off', () => {
    const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    const live = match({ id: 5, status: 'live', kickedOffAt: now.toISOString(), homeScore: 0, awayScore: 0, version: 4 });

    it('asks first past 15 minutes early, saying when the match is due, and sends the confirmation', async () => {
      const fetchStub = stubFetch(200, JSON.stringify(live));
      renderCard({ status: 'scheduled', matchDate: inMinutes(2 * 60 + 12) });

      fireEvent.click(screen.getByRole('button', { name: 'Kick off' }));
      expect(fetchStub).not.toHaveBeenCalled();
      const question = screen.getByRole('alert');
      expect(question.textContent).toContain('This match is scheduled for Today, 21:42, 2 hours and 12 minutes from now. Kick off early?');
      fireEvent.click(within(question).getByRole('button', { name: 'Kick off' }));
      await settle();

      expect(JSON.parse(fetchStub.mock.calls[0][1]?.body as string)).toEqual({ type: 'kickoff', confirmEarly: true });
    });

    it('kicks off at once up to 15 minutes early', async () => {
      const fetchStub = stubFetch(200, JSON.stringify(live));
      renderCard({ status: 'scheduled', matchDate: inMinutes(15) });
      fireEvent.click(screen.getByRole('button', { name: 'Kick off' }));
      await settle();
      expect(JSON.parse(fetchStub.mock.calls[0][1]?.body as string)).toEqual({ type: 'kickoff' });
    });

    it("asks when the server's clock finds it early though the console's did not", async () => {
      stubFetch(409, '{"statusCode":409,"code":"KICKOFF_TOO_EARLY","message":"the match is scheduled for ..."}');
      renderCard({ status: 'scheduled', matchDate: inMinutes(14) });
      fireEvent.click(screen.getByRole('button', { name: 'Kick off' }));
      await settle();
      const question = screen.getByRole('alert');
      expect(question.textContent).toContain('14 minutes from now. Kick off early?');
      expect(within(question).getByRole('button', { name: 'Kick off' })).toBeTruthy();
    });

    it('says the time to kick-off as Arabic and Sorani sports desks write it', () => {
      renderCard({ status: 'scheduled', matchDate: inMinutes(2 * 60 + 2) });
      try {
        act(() => useLanguageStore.getState().setLanguage('ar'));
        fireEvent.click(screen.getByRole('button', { name: 'صافرة البداية' }));
        expect(screen.getByRole('alert').textContent).toContain('بعد ساعتين ودقيقتين');
        act(() => useLanguageStore.getState().setLanguage('ku'));
        expect(screen.getByRole('alert').textContent).toContain('2 کاتژمێر و 2 خولەک');
      } finally {
        act(() => useLanguageStore.getState().setLanguage('en'));
      }
    });
  });
});
