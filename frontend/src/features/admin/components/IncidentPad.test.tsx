import type { MatchResponse } from '@isl/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { EVEN_CHANCES, lineupPlayer, match, matchDetail, matchEvent, player } from '../../../../test/fixtures';
import { createTestQueryClient, nameIs, renderWithProviders, settle, visibleText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { matchQueryOptions } from '../../../lib/matches/get-match';
import { teamPlayersQueryOptions } from '../../../lib/teams/get-team-players';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { OperatorMatchCard } from './OperatorMatchCard';

const now = new Date('2025-05-24T16:40:00.000Z');
const firstHalf = { id: 5, status: 'live', kickedOffAt: '2025-05-24T16:00:00.000Z', homeScore: 0, awayScore: 0, version: 4 } as const;

const homeSheet = [
  lineupPlayer({ id: 9, name: 'Aymen Hussein', jerseyNumber: 18 }),
  lineupPlayer({ id: 1, name: 'Ahmed Basil', jerseyNumber: 1 }),
  lineupPlayer({ id: 10, name: 'Ibrahim Bayesh', jerseyNumber: 7 }),
  lineupPlayer({ id: 11, name: 'Manaf Younis', jerseyNumber: 5 }),
  lineupPlayer({ id: 14, name: 'Mohammed Dawood', jerseyNumber: 20 }),
  lineupPlayer({ id: 12, name: 'Ali Jasim', jerseyNumber: 11, isStarter: false }),
];

/**
 * Al-Shorta 0-0 Al-Zawraa at 40 minutes: Ali Jasim came on for Mohammed Dawood, Manaf Younis was sent off, and
 * Al-Zawraa have had a corner.
 */
const detail = matchDetail({
  ...firstHalf,
  winProbability: EVEN_CHANCES,
  lineups: {
    status: 'confirmed',
    home: homeSheet,
    away: [lineupPlayer({ id: 30, name: 'Hussein Ali', jerseyNumber: 4 })],
  },
  events: [
    matchEvent(39, { type: 'kickoff', minute: 0, version: 1 }),
    matchEvent(40, {
      type: 'substitution',
      minute: 30,
      teamId: 1,
      playerId: 14,
      playerName: 'Mohammed Dawood',
      playerOnId: 12,
      playerOnName: 'Ali Jasim',
      version: 2,
    }),
    matchEvent(41, { type: 'red_card', minute: 35, teamId: 1, playerId: 11, playerName: 'Manaf Younis', version: 3 }),
    matchEvent(42, { type: 'corner', minute: 38, teamId: 2, version: 4 }),
  ],
});

function renderCard(shown: Partial<MatchResponse> = firstHalf) {
  const client = createTestQueryClient();
  // The clubs the crests are drawn from, the match's timeline and Al-Shorta's squad (two of whom have not played):
  // known, so the card fetches only what a command makes it.
  client.setQueryData(teamsQueryOptions().queryKey, []);
  client.setQueryData(matchQueryOptions(5).queryKey, detail);
  client.setQueryData(teamPlayersQueryOptions(1).queryKey, [
    ...homeSheet.map(({ id, name, jerseyNumber }) => player({ id, name, jerseyNumber })),
    player({ id: 13, name: 'Sherko Karim', jerseyNumber: 23 }),
    player({ id: 15, name: 'Bashar Resan', jerseyNumber: 8 }),
  ]);
  renderWithProviders(
    <ul>
      <OperatorMatchCard match={match({ ...firstHalf, ...shown })} now={now} />
    </ul>,
    { client },
  );
}

/** Answers every command with the match as it stands, and the refetched timeline with the same. */
function answerCommands() {
  return routeFetch({
    'POST /api/admin/matches/5/commands': () => jsonResponse(200, match({ ...firstHalf, version: 5 })),
    'GET /api/matches/5': () => jsonResponse(200, detail),
  });
}

/** The commands sent, as the server got them. */
const sentCommands = (fetchStub: jest.Mock) =>
  fetchStub.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(init?.body as string) as unknown);

const question = (title: string) => screen.getByRole('group', { name: nameIs(title) });
const buttonsOf = (element: HTMLElement) => within(element).getAllByRole('button').map(visibleText);

describe('the incident pad', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it("offers each side's incidents and the whole match's, each button saying its side", () => {
    renderCard();
    expect(buttonsOf(screen.getByRole('group', { name: 'Al-Shorta' }))).toEqual([
      'Shot on target',
      'Shot off target',
      'Corner',
      'Yellow card',
      'Red card',
      'Penalty',
      'Substitution',
    ]);
    expect(screen.getByRole('button', { name: 'Red card, Al-Zawraa' })).toBeTruthy();
    expect(buttonsOf(screen.getByRole('group', { name: 'Both sides' }))).toEqual(['VAR review', 'Added time']);
    // The incidents are the pad's: the row keeps the match's own steps.
    expect(buttonsOf(screen.getByRole('group', { name: 'Match actions' }))).toEqual(['Goal', 'Half-time', 'Correct score']);
  });

  it('sends a corner in one tap, with no minute (the server reads the clock)', async () => {
    const fetchStub = answerCommands();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Corner, Al-Zawraa' }));
    await settle();
    expect(sentCommands(fetchStub)).toEqual([{ type: 'corner', teamId: 2 }]);
  });

  it('asks which player on the pitch is booked, then sends the card', async () => {
    const fetchStub = answerCommands();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Yellow card, Al-Shorta' }));
    expect(fetchStub).not.toHaveBeenCalled();

    // Starters by shirt number and the substitute who came on; not the player he replaced, nor the one sent off.
    const booked = question('Yellow card for which Al-Shorta player?');
    expect(buttonsOf(booked)).toEqual(['1. Ahmed Basil', '7. Ibrahim Bayesh', '11. Ali Jasim', '18. Aymen Hussein', 'Go back']);
    expect(document.activeElement?.id).toBe(booked.getAttribute('aria-labelledby'));

    fireEvent.click(within(booked).getByRole('button', { name: nameIs('7. Ibrahim Bayesh') }));
    await settle();
    expect(sentCommands(fetchStub)).toEqual([{ type: 'card', teamId: 1, playerId: 10, colour: 'yellow' }]);
    // Sent: the pad is back for the next incident.
    expect(screen.getByRole('group', { name: 'Al-Shorta' })).toBeTruthy();
  });

  it('takes a substitution in three taps: the incident, who goes off, who comes on from those yet to play', async () => {
    const fetchStub = answerCommands();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Substitution, Al-Shorta' }));
    fireEvent.click(within(question('Substitution for Al-Shorta: who goes off?')).getByRole('button', { name: nameIs('18. Aymen Hussein') }));
    await settle();

    const comingOn = question('Substitution for Al-Shorta: who comes on for Aymen Hussein?');
    expect(buttonsOf(comingOn)).toEqual(['23. Sherko Karim', '8. Bashar Resan', 'Go back']);
    fireEvent.click(within(comingOn).getByRole('button', { name: nameIs('23. Sherko Karim') }));
    await settle();
    expect(sentCommands(fetchStub)).toEqual([{ type: 'substitution', teamId: 1, playerOffId: 9, playerOnId: 13 }]);
  });

  it('asks how a penalty ended, what the review decided and what the board shows', async () => {
    const fetchStub = answerCommands();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Penalty, Al-Zawraa' }));
    fireEvent.click(within(question('Penalty for Al-Zawraa: scored or missed?')).getByRole('button', { name: 'Missed' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'VAR review' }));
    fireEvent.click(within(question('VAR review: what was decided?')).getByRole('button', { name: 'Goal ruled out' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Added time' }));
    fireEvent.click(within(question('Added time: how many minutes on the board?')).getByRole('button', { name: nameIs('+4') }));
    await settle();

    expect(sentCommands(fetchStub)).toEqual([
      { type: 'penalty', teamId: 2, scored: false },
      { type: 'var_review', outcome: 'goal_disallowed' },
      { type: 'added_time', minutes: 4 },
    ]);
  });

  it('goes back to the pad without sending anything', () => {
    const fetchStub = answerCommands();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Red card, Al-Zawraa' }));
    fireEvent.click(within(question('Red card for which Al-Zawraa player?')).getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('group', { name: 'Al-Zawraa' })).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('lists the latest incidents newest first, and takes one back once confirmed', async () => {
    const fetchStub = answerCommands();
    renderCard();
    const undo = screen.getByRole('region', { name: 'Take back an incident' });
    expect(within(undo).getAllByRole('listitem').map((item) => visibleText(item.querySelector('p')))).toEqual([
      "38' · Corner (Al-Zawraa)",
      "35' · Red card (Al-Shorta) · Manaf Younis",
      "30' · Substitution (Al-Shorta) · Off: Mohammed Dawood · On: Ali Jasim",
    ]);

    fireEvent.click(within(undo).getByRole('button', { name: nameIs("Undo: 35' · Red card (Al-Shorta) · Manaf Younis") }));
    expect(fetchStub).not.toHaveBeenCalled();
    const confirm = question("Take back this incident? 35' · Red card (Al-Shorta) · Manaf Younis");
    fireEvent.click(within(confirm).getByRole('button', { name: 'Undo' }));
    await settle();
    expect(sentCommands(fetchStub)).toEqual([{ type: 'undo', eventId: 41 }]);
  });

  it('explains a refusal above the question, and reloads a timeline that was out of date', async () => {
    const fetchStub = routeFetch({
      'POST /api/admin/matches/5/commands': () =>
        jsonResponse(400, { statusCode: 400, code: 'PLAYER_NOT_ON_PITCH', message: 'player 10 is not on the pitch for team 1' }),
      'GET /api/matches/5': () => jsonResponse(200, detail),
    });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Yellow card, Al-Shorta' }));
    fireEvent.click(screen.getByRole('button', { name: nameIs('7. Ibrahim Bayesh') }));
    await settle();

    expect(visibleText(screen.getByRole('alert'))).toBe(
      'That player is no longer on the pitch: he was replaced or sent off. The line-ups have been reloaded: choose again.',
    );
    expect(fetchStub).toHaveBeenCalledWith('/api/matches/5', expect.objectContaining({ method: 'GET' }));
    expect(question('Yellow card for which Al-Shorta player?')).toBeTruthy();
  });

  it('offers at half-time only what the break allows: cards and substitutions', () => {
    renderCard({ halfTimeAt: '2025-05-24T16:46:00.000Z' });
    expect(buttonsOf(screen.getByRole('group', { name: 'Al-Zawraa' }))).toEqual(['Yellow card', 'Red card', 'Substitution']);
    expect(screen.queryByRole('group', { name: 'Both sides' })).toBeNull();
  });

  it('speaks Arabic and Sorani with the sports pages’ words', () => {
    renderCard();
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(screen.getByRole('button', { name: 'ركلة ركنية، الزوراء' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الوقت بدل الضائع' })).toBeTruthy();
    act(() => useLanguageStore.getState().setLanguage('ku'));
    expect(screen.getByRole('button', { name: 'کارتی زەرد، شوڕتە' })).toBeTruthy();
  });
});
