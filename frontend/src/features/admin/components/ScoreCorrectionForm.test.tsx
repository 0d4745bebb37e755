import type { MatchResponse } from '@isl/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { match, matchDetail, matchEvent, player } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, spokenText, visibleText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { matchQueryOptions, type MatchDetail } from '../../../lib/matches/get-match';
import { teamPlayersQueryOptions } from '../../../lib/teams/get-team-players';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { OperatorMatchCard } from './OperatorMatchCard';

const now = new Date('2025-05-24T18:30:00.000Z');
const finishedTwoOne = { id: 5, status: 'finished', homeScore: 2, awayScore: 1, version: 6 } as const;
const finished = match(finishedTwoOne);

/** A finished 2-1 as GET /api/matches/5 gives it: two home goals, one away, and an old disallowed one. */
const detail: MatchDetail = matchDetail({
  ...finishedTwoOne,
  events: [
    matchEvent(20, { type: 'kickoff', minute: 0, version: 1 }),
    matchEvent(21, { type: 'goal', minute: 23, teamId: 1, playerId: 9, playerName: 'Aymen Hussein', assistPlayerId: 10, assistPlayerName: 'Ibrahim Bayesh', version: 2 }),
    matchEvent(22, { type: 'goal', minute: 40, teamId: 1, playerId: 10, playerName: 'Ibrahim Bayesh', version: 3 }),
    matchEvent(23, { type: 'goal', minute: 55, teamId: 2, version: 4, disallowed: true }),
    matchEvent(24, { type: 'goal', minute: 70, teamId: 2, playerId: 30, playerName: 'Hussein Ali', version: 5 }),
    matchEvent(25, { type: 'fulltime', minute: 90, version: 6 }),
  ],
});

function renderCard(shown: MatchResponse = finished) {
  const client = createTestQueryClient();
  // The clubs the crests are drawn from: known, so the card fetches nothing it is not asked to.
  client.setQueryData(teamsQueryOptions().queryKey, []);
  client.setQueryData(matchQueryOptions(5).queryKey, detail);
  client.setQueryData(teamPlayersQueryOptions(1).queryKey, [player({ id: 9, name: 'Aymen Hussein', jerseyNumber: 18 })]);
  client.setQueryData(teamPlayersQueryOptions(2).queryKey, [
    player({ id: 30, teamId: 2, name: 'Hussein Ali', jerseyNumber: 4 }),
    player({ id: 31, teamId: 2, name: 'Mohanad Ali', jerseyNumber: 10 }),
  ]);
  renderWithProviders(
    <ul>
      <OperatorMatchCard match={shown} now={now} />
    </ul>,
    { client },
  );
  return client;
}

async function openForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Correct score' }));
  await settle();
  return screen.getByRole('form', { name: 'Correct the score' });
}

/** The new score's row, as the match cards show it. */
const newScore = (form: HTMLElement, label = 'New score') => spokenText(within(form).getByText(label).nextElementSibling as Element);
const saveButton = (form: HTMLElement) => within(form).getByRole<HTMLButtonElement>('button', { name: 'Save score' });

async function addGoal(form: HTMLElement, { team, minute, scorer }: { team: string; minute: string; scorer?: string }) {
  fireEvent.change(within(form).getByLabelText('Team'), { target: { value: team } });
  await settle();
  if (scorer) fireEvent.change(within(form).getByLabelText('Scorer'), { target: { value: scorer } });
  fireEvent.change(within(form).getByLabelText(/^Minute/), { target: { value: minute } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add goal' }));
  await settle();
}

describe('ScoreCorrectionForm', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('lists the goals that stand, and cannot be sent before something changes', async () => {
    renderCard();
    const form = await openForm();

    const goals = within(form).getAllByRole('checkbox');
    // The disallowed 55th-minute goal is no longer offered.
    expect(goals.map((box) => box.closest('label')).map(visibleText)).toEqual([
      "23'Al-ShortaAymen Hussein · Assist: Ibrahim BayeshDisallow",
      "40'Al-ShortaIbrahim BayeshDisallow",
      "70'Al-ZawraaHussein AliDisallow",
    ]);
    expect(newScore(form)).toBe('Al-Shorta2-1Al-Zawraa');
    expect(visibleText(form)).toContain('Before: 2 – 1');
    expect(saveButton(form).disabled).toBe(true);
    expect(visibleText(form)).toContain('Nothing to save yet: disallow a goal or add one.');
  });

  it('disallows a goal, adds one, shows the score they make and sends exactly that', async () => {
    const corrected = { ...finished, homeScore: 1, awayScore: 2, version: 7 };
    const fetchStub = routeFetch({
      'POST /api/admin/matches/5/commands': () => jsonResponse(200, corrected),
      'GET /api/matches/5': () => jsonResponse(200, { ...detail, ...corrected }),
    });
    const client = renderCard();
    const form = await openForm();

    const first = within(form).getByRole<HTMLInputElement>('checkbox', { name: /^23'/ });
    fireEvent.click(first);
    await settle();
    expect(first.checked).toBe(true);
    const row = first.closest('label') as HTMLElement;
    expect(visibleText(row)).toContain('Disallowed goal');
    expect(newScore(form)).toBe('Al-Shorta1-1Al-Zawraa');

    await addGoal(form, { team: '2', minute: '88', scorer: '31' });
    expect(newScore(form)).toBe('Al-Shorta1-2Al-Zawraa');
    expect(visibleText(within(form).getByRole('button', { name: 'Remove the goal added at minute 88' }).closest('li'))).toBe(
      "88'Al-ZawraaMohanad Ali",
    );
    // The fields are ready for another goal.
    expect(within(form).getByLabelText<HTMLInputElement>(/^Minute/).value).toBe('');
    expect(saveButton(form).disabled).toBe(false);

    fireEvent.click(saveButton(form));
    await settle();

    const post = fetchStub.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/admin/matches/5/commands');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      type: 'correct_score',
      homeScore: 1,
      awayScore: 2,
      disallowGoalIds: [21],
      addGoals: [{ teamId: 2, minute: 88, playerId: 31 }],
    });
    // The form closes, and the timeline is fetched again for the goals the correction changed.
    expect(screen.queryByRole('form', { name: 'Correct the score' })).toBeNull();
    expect(fetchStub.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual(['POST /api/admin/matches/5/commands', 'GET /api/matches/5']);
    expect(client.getQueryData(matchQueryOptions(5).queryKey)).toMatchObject({ homeScore: 1, awayScore: 2, version: 7 });
  });

  it('needs a minute that has been played, and is back to unchanged once the added goal is removed', async () => {
    // At half-time only the first 45 minutes have been played.
    renderCard(match({ id: 5, status: 'live', kickedOffAt: '2025-05-24T16:00:00.000Z', halfTimeAt: '2025-05-24T16:47:00.000Z', homeScore: 2, awayScore: 1, version: 6 }));
    const form = await openForm();

    await addGoal(form, { team: '1', minute: '' });
    expect(visibleText(form)).toContain('Enter a minute from 1 to 45.');
    await addGoal(form, { team: '1', minute: '52' });
    expect(visibleText(form)).toContain('Enter a minute from 1 to 45.');
    expect(newScore(form)).toBe('Al-Shorta2-1Al-Zawraa');

    await addGoal(form, { team: '1', minute: '44' });
    expect(newScore(form)).toBe('Al-Shorta3-1Al-Zawraa');
    expect(visibleText(form)).toContain('Scorer not recorded');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove the goal added at minute 44' }));
    await settle();
    expect(newScore(form)).toBe('Al-Shorta2-1Al-Zawraa');
    expect(saveButton(form).disabled).toBe(true);
  });

  it("shows the server's refusal in the console's words and reloads the timeline it was refused on", async () => {
    const fetchStub = routeFetch({
      'POST /api/admin/matches/5/commands': () => jsonResponse(400, { statusCode: 400, code: 'SCORE_GOALS_MISMATCH', message: 'the goals make 1-1' }),
      'GET /api/matches/5': () => jsonResponse(200, detail),
    });
    renderCard();
    const form = await openForm();

    fireEvent.click(within(form).getByRole('checkbox', { name: /^70'/ }));
    await settle();
    fireEvent.click(saveButton(form));
    await settle();

    expect(visibleText(await screen.findByRole('alert'))).toBe('The goals that stand must add up to the corrected score: disallow goals or add them.');
    expect(fetchStub).toHaveBeenCalledWith('/api/matches/5', expect.anything());
    // The form stays open with the operator's choices.
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: /^70'/ }).checked).toBe(true);
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'تصحيح النتيجة' }));
    await settle();
    const form = screen.getByRole('form', { name: 'تصحيح النتيجة' });

    fireEvent.click(within(form).getByRole('checkbox', { name: /^40'/ }));
    await settle();
    expect(visibleText(form)).toContain('هدف ملغى');
    expect(visibleText(form)).toContain('إضافة هدف');
    expect(newScore(form, 'النتيجة الجديدة')).toBe('الشرطة1-1الزوراء');
    expect(visibleText(form)).toContain('قبل التصحيح: 2 – 1');
  });
});
