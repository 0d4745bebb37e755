import type { PredictionResponse, PredictionSplitResponse } from '@isl/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { match } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText, visibleText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { predictionSplitQueryOptions } from '../api/get-prediction-split';
import { PredictionCard } from './PredictionCard';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const stamp = '2025-04-01T00:00:00.000Z';
const prediction = (overrides: Partial<PredictionResponse> = {}): PredictionResponse => ({
  id: 7,
  matchId: 1,
  prediction: 'draw',
  pointsAwarded: 0,
  isCorrect: null,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

const submitButton = () => screen.getByRole('button', { name: /Submit Prediction|Submitting/ }) as HTMLButtonElement;

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

  /** The crowd's split on the card of a fan who called a draw (at `stamp`), as the split query holds it. */
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

  it('is not available for a postponed match', async () => {
    renderWithProviders(<PredictionCard match={match({ id: 1, status: 'postponed', matchDate: inHours(24) })} prediction={null} />);
    await settle();
    expect(shownText()).toContain('Not Available');
    expect(shownText()).toContain('Predictions are not available for this match');
  });
});
