import type { JokerResponse, MyPredictionResponse, PredictionResponse, PredictionSplitResponse } from '@isl/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppToaster } from '../../../components/AppToaster';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { match, myPrediction, prediction as call, season, settledCall } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText, visibleText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { myPredictionsQueryOptions } from '../../../lib/predictions/my-predictions';
import { seasonsQueryOptions } from '../../../lib/season';
import { jokersQueryOptions } from '../api/get-jokers';
import { predictionSplitQueryOptions } from '../api/get-prediction-split';
import { PredictionCard } from './PredictionCard';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const prediction = (overrides: Partial<PredictionResponse> = {}): PredictionResponse => call({ id: 7, prediction: 'draw', ...overrides });

const submitButton = () => screen.getByRole('button', { name: /Submit Prediction|Submitting/ }) as HTMLButtonElement;

/** An open card for match 1 (Al-Shorta v Al-Zawraa, round 32), the fan's jokers and own calls and the seasons loaded. */
async function renderOpenCard(jokers: JokerResponse[] = [], mine: MyPredictionResponse[] = []) {
  const client = createTestQueryClient();
  client.setQueryData(jokersQueryOptions().queryKey, jokers);
  client.setQueryData(myPredictionsQueryOptions().queryKey, mine);
  client.setQueryData(seasonsQueryOptions().queryKey, [season('2024-25', true)]);
  renderWithProviders(
    <>
      <PredictionCard match={match({ id: 1, matchDate: inHours(3) })} prediction={null} />
      <AppToaster />
    </>,
    { client },
  );
  await settle();
  // The exact score and the joker are folded away until asked for.
  for (const button of screen.queryAllByRole('button', { name: 'Add the exact score or your joker' })) fireEvent.click(button);
}

const goals = (team: string) => screen.getByRole('spinbutton', { name: `${team} goals` }) as HTMLInputElement;
const score = () => `${goals('Al-Shorta').value}-${goals('Al-Zawraa').value}`;
const checkedOutcome = () => (screen.getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.value ?? null;
const jokerSwitch = () => screen.getByRole('checkbox', { name: 'Play your joker: double points' }) as HTMLInputElement;

describe('PredictionCard', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('offers three outcomes as a radio group, with the odds, the points and a countdown', async () => {
    renderWithProviders(<PredictionCard match={match({ id: 1, matchDate: inHours(3) })} prediction={null} />);
    await settle();
    const group = screen.getByRole('radiogroup', { name: 'Your prediction' });
    expect(within(group).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['home', 'draw', 'away']);
    for (const label of ['Home Win', 'Draw', 'Away Win', '2.1x', '3.2x', '2.8x', '10 Points']) expect(shownText()).toContain(label);
    expect(visibleText(screen.getByRole('timer', { name: 'Predictions close in' }))).toMatch(/\d/);
    // The exact score and the joker wait behind one button, so a phone shows more cards at once.
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add the exact score or your joker' }));
    expect(screen.getAllByRole('spinbutton')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Play your joker: double points' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add the exact score or your joker' })).toBeNull();
  });

  it('counts the days left in words, as Arabic counts them («يومان»), before the clock', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    try {
      renderWithProviders(<PredictionCard match={match({ id: 1, matchDate: inHours(50) })} prediction={null} />);
      await settle();
      // A phone shows the words; from `sm` up, the days' box (jsdom applies no media query: both are here).
      expect(visibleText(screen.getByRole('timer'))).toMatch(/^يومان/);
    } finally {
      act(() => useLanguageStore.getState().setLanguage('en'));
    }
  });

  it('keeps submit disabled until an outcome is chosen, and while submitting', async () => {
    // The request never answers: the card stays in flight.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    renderWithProviders(<PredictionCard match={match({ id: 1, matchDate: inHours(3) })} prediction={null} />);
    await settle();
    expect(submitButton().disabled).toBe(true);

    fireEvent.click(screen.getByText('Away Win'));
    await settle();
    expect(submitButton().disabled).toBe(false);

    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(submitButton().textContent).toBe('Submitting...'));
    expect(submitButton().disabled).toBe(true);
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/predictions', expect.objectContaining({ method: 'POST', body: JSON.stringify({ matchId: 1, prediction: 'away' }) }));
  });

  it('takes an optional exact score from 0 to 20 that the outcome follows, and says when a picked outcome disagrees', async () => {
    await renderOpenCard();
    expect(score()).toBe('-');
    expect(visibleText(screen.getByRole('group', { name: 'Exact score (optional)' }))).toContain('Exact score (optional)+5 bonus');

    fireEvent.click(screen.getByRole('button', { name: 'One more goal for Al-Shorta' }));
    await settle();
    // One side given, the other starts at 0: a whole score, and the outcome it means is picked.
    expect(score()).toBe('1-0');
    expect(checkedOutcome()).toBe('home');
    fireEvent.change(goals('Al-Zawraa'), { target: { value: '3' } });
    await settle();
    expect([score(), checkedOutcome()]).toEqual(['1-3', 'away']);
    fireEvent.change(goals('Al-Zawraa'), { target: { value: '25' } });
    await settle();
    expect(score()).toBe('1-20');
    expect((screen.getByRole('button', { name: 'One more goal for Al-Zawraa' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByText('Draw'));
    await settle();
    expect(shownText()).toContain('Your score means Away Win, but you picked Draw: change one of them.');
    expect(submitButton().disabled).toBe(true);

    fireEvent.change(goals('Al-Zawraa'), { target: { value: '' } });
    await settle();
    expect(shownText()).toContain('Give both numbers of the score, or clear it.');
    expect(submitButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await settle();
    expect([score(), checkedOutcome()]).toEqual(['-', 'draw']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('sends the exact score (both numbers) and the joker with the outcome', async () => {
    const fetchStub = routeFetch({ 'POST /api/predictions': () => new Promise<never>(() => {}) });
    await renderOpenCard();
    fireEvent.click(screen.getByRole('button', { name: 'One more goal for Al-Shorta' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more goal for Al-Shorta' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more goal for Al-Zawraa' }));
    fireEvent.click(jokerSwitch());
    await settle();
    expect(jokerSwitch().checked).toBe(true);
    expect(visibleText(jokerSwitch().closest('label')!.parentElement)).toContain('One joker per round: it doubles this match\'s points in round 32.');
    fireEvent.click(submitButton());
    await settle();
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/predictions',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ matchId: 1, prediction: 'home', homeScore: 2, awayScore: 1, joker: true }) }),
    );
  });

  it("turns the joker off, naming the match, when the fan played the round's joker on another match of it", async () => {
    const elsewhere = { ...myPrediction(2, 'scheduled'), joker: true, match: match({ id: 2, homeTeamName: 'Erbil', awayTeamName: 'Duhok' }) };
    // A joker of another round, or of another season's round 32, leaves this one free.
    await renderOpenCard([
      { season: '2024-25', round: 31, matchId: 3 },
      { season: '2023-24', round: 32, matchId: 4 },
    ]);
    expect(jokerSwitch().disabled).toBe(false);

    await renderOpenCard([{ season: '2024-25', round: 32, matchId: 2 }], [elsewhere]);
    const [, second] = screen.getAllByRole('checkbox', { name: 'Play your joker: double points' }) as HTMLInputElement[];
    expect(second.disabled).toBe(true);
    expect(shownText()).toContain('Your round 32 joker is on Erbil v Duhok.');
  });

  it("tells the fan, in their words, that the round's joker was played meanwhile (JOKER_USED), and turns it off", async () => {
    let jokers: JokerResponse[] = [];
    routeFetch({
      'POST /api/predictions': () => {
        jokers = [{ season: '2024-25', round: 32, matchId: 2 }];
        return jsonResponse(409, { statusCode: 409, code: 'JOKER_USED', message: 'used' });
      },
      'GET /api/predictions/jokers': () => jsonResponse(200, jokers),
      'GET /api/predictions/my': () => jsonResponse(200, []),
      'GET /api/predictions/user/1': () => jsonResponse(200, null),
    });
    await renderOpenCard();
    fireEvent.click(screen.getByText('Home Win'));
    fireEvent.click(jokerSwitch());
    await settle();
    fireEvent.click(submitButton());
    await waitFor(() => expect(shownText()).toContain('You have already played your joker in this round.'));
    await waitFor(() => expect(jokerSwitch().disabled).toBe(true));
    expect(jokerSwitch().checked).toBe(false);
    expect(shownText()).toContain('Your round 32 joker is on another match.');
  });

  it('shows a submitted call with its exact score and the joker mark', async () => {
    renderWithProviders(<PredictionCard match={match({ id: 1, matchDate: inHours(3) })} prediction={prediction({ prediction: 'home', homeScore: 2, awayScore: 1, joker: true })} />);
    await settle();
    expect(visibleText(screen.getByTestId('called-score')).replace(/\s/g, '')).toBe('Exactscore:2-1');
    expect(visibleText(screen.getByTestId('joker-mark'))).toBe('Joker ×2');
    expect(screen.queryByTestId('points-breakdown')).toBeNull();
  });

  it('shows a settled call\'s points line by line, adding up to the points earned, and when it was settled', async () => {
    const settled = settledCall({ id: 7, homeScore: 2, awayScore: 1, exact: true, joker: true, settledAt: '2025-05-24T18:05:00.000Z' });
    renderWithProviders(<PredictionCard match={match({ id: 1, status: 'finished', homeScore: 2, awayScore: 1, matchDate: inHours(-3) })} prediction={settled} />);
    await settle();
    const breakdown = screen.getByTestId('points-breakdown');
    const lines = within(breakdown).getAllByRole('listitem').map(visibleText);
    expect(lines).toEqual(['Right outcome+10', 'Exact score+5', 'Joker ×2+15']);
    expect(visibleText(within(breakdown).getByTestId('points-total'))).toBe('Total30');
    expect(lines.reduce((total, line) => total + Number(line.match(/[+-]\d+$/)?.[0]), 0)).toBe(30);
    expect(shownText()).toContain('Points earned: 30');
    // 18:05 UTC is 21:05 in Baghdad.
    expect(shownText()).toContain('Settled: Sat, May 24, 21:05');
  });

  it('shows a submitted prediction with its outcome, and points earned only above 0', async () => {
    const { unmount } = renderWithProviders(<PredictionCard match={match({ id: 1, matchDate: inHours(3) })} prediction={prediction()} />);
    await settle();
    expect(shownText()).toContain('Prediction Submitted');
    expect(shownText()).toMatch(/Your prediction: Draw/);
    expect(screen.queryByText(/Points earned/)).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    unmount();

    renderWithProviders(
      <PredictionCard match={match({ id: 1, status: 'finished', homeScore: 1, awayScore: 1, matchDate: inHours(-3) })} prediction={prediction({ pointsAwarded: 10, isCorrect: true })} />,
    );
    await settle();
    expect(shownText()).toContain('Points earned: 10');
  });

  /** The crowd's split on the card of a fan who called a draw (at the fixture's stamp, 1 April), as the split query holds it. */
  async function crowdAfterDraw(split: Omit<PredictionSplitResponse, 'matchId'>) {
    const client = createTestQueryClient();
    client.setQueryData(predictionSplitQueryOptions(1).queryKey, { matchId: 1, ...split });
    renderWithProviders(<PredictionCard match={match({ id: 1, matchDate: inHours(3) })} prediction={prediction()} />, { client });
    await settle();
    const crowd = screen.getByRole('region', { name: 'How fans called it' });
    return { rows: within(crowd).getAllByRole('listitem').map((row) => visibleText(row)), text: visibleText(crowd) };
  }

  it('shows how the crowd called the match once the fan has, in whole percent adding up to 100, the fan\'s call marked', async () => {
    // Counted five seconds after the fan's call: the split holds it already.
    const crowd = await crowdAfterDraw({ home: 1, draw: 1, away: 1, total: 3, countedAt: '2025-04-01T00:00:05.000Z' });
    expect(crowd.rows).toEqual(['Home Win34%', 'DrawYou33%', 'Away Win33%']);
    expect(crowd.text).toContain('Predictions counted: 3');
  });

  it('adds the fan\'s own call to a split counted before it', async () => {
    const crowd = await crowdAfterDraw({ home: 3, draw: 0, away: 0, total: 3, countedAt: '2025-03-31T23:59:50.000Z' });
    expect(crowd.rows).toEqual(['Home Win75%', 'DrawYou25%', 'Away Win0%']);
    expect(crowd.text).toContain('Predictions counted: 4');
  });

  it('is closed once the kick-off has passed', async () => {
    renderWithProviders(<PredictionCard match={match({ id: 1, matchDate: inHours(-1) })} prediction={null} />);
    await settle();
    expect(shownText()).toContain('Prediction Closed');
    expect(shownText()).toContain('The deadline for this match has passed');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a prediction kept on the phone as waiting, with the pick, in words and in a status, instead of the form', async () => {
    renderWithProviders(
      <PredictionCard match={match({ id: 1, matchDate: inHours(-1) })} prediction={null} waiting={{ matchId: 1, prediction: 'away', homeScore: 0, awayScore: 2 }} />,
    );
    await settle();
    // Kept through the kick-off: the api decides whether it came in time.
    const note = screen.getByRole('status');
    expect(visibleText(note)).toContain('Waiting to be sent');
    expect(visibleText(note)).toContain('Your prediction: Away Win');
    expect(visibleText(note)).toContain('Saved on this phone. It will be sent when you are back online.');
    expect(screen.getByTestId('called-score')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(shownText()).not.toContain('Prediction Closed');
  });

  it('shows the submitted prediction once the api has it, though the kept one has not left the phone yet', async () => {
    renderWithProviders(<PredictionCard match={match({ id: 1, matchDate: inHours(3) })} prediction={prediction()} waiting={{ matchId: 1, prediction: 'draw' }} />);
    await settle();
    expect(shownText()).toContain('Prediction Submitted');
    expect(shownText()).not.toContain('Waiting to be sent');
  });

  it('is not available for a postponed match', async () => {
    renderWithProviders(<PredictionCard match={match({ id: 1, status: 'postponed', matchDate: inHours(24) })} prediction={null} />);
    await settle();
    expect(shownText()).toContain('Not Available');
    expect(shownText()).toContain('Predictions are not available for this match');
  });
});
