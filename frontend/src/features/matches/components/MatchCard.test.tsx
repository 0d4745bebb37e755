import type { MatchResponse } from '@isl/contracts';
import { screen } from '@testing-library/react';
import { match } from '../../../../test/fixtures';
import { renderWithProviders, visibleText } from '../../../../test/render';
import { MatchCard } from './MatchCard';

const now = new Date('2025-04-28T09:00:00Z');
const url = 'https://tv.example.iq/match/7';

const renderCard = (overrides: Partial<MatchResponse>) => renderWithProviders(<MatchCard match={match({ id: 7, ...overrides })} now={now} />);

describe('MatchCard', () => {
  it('shows matchday, venue, date label, both teams, attendance and referee', () => {
    const { container } = renderCard({ matchDate: '2025-04-28T15:00:00Z', attendance: 25000, referee: 'Ali Sabah' });
    const text = visibleText(container);
    expect(text).toContain('Matchday 32');
    expect(text).toContain('Al-Shaab Stadium');
    expect(text).toContain('Today, 18:00');
    expect(text).toContain('Al-Shorta');
    expect(text).toContain('Al-Zawraa');
    expect(text).toContain('Attendance: 25,000');
    expect(text).toContain('Referee: Ali Sabah');
  });

  it('shows the score, "vs" before a result, "-" for a finished match without one', () => {
    expect(renderCard({ status: 'finished', homeScore: 2, awayScore: 1 }).container.textContent).toContain('2-1');
    expect(renderCard({ status: 'scheduled' }).container.textContent).toContain('vs');
    expect(renderCard({ status: 'finished' }).getAllByText('-').length).toBeGreaterThan(0);
  });

  it('has a Predict button only for scheduled matches', () => {
    renderCard({ status: 'scheduled' });
    expect(screen.getByRole('link', { name: 'Predict' }).getAttribute('href')).toBe('/predictions');
  });

  it('opens "Watch Live Stream" in a new tab for a live match with a stream', () => {
    renderCard({ status: 'live', elapsed: 67, homeScore: 1, awayScore: 0, isLiveStreamAvailable: true, liveStreamUrl: url });
    const link = screen.getByRole('link', { name: /Watch Live Stream/ });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'Predict' })).toBeNull();
  });

  it('offers "Pre-Match Coverage" before kick-off', () => {
    renderCard({ status: 'scheduled', isLiveStreamAvailable: true, liveStreamUrl: url });
    expect(screen.getByRole('link', { name: /Pre-Match Coverage/ }).getAttribute('target')).toBe('_blank');
  });

  it('has no stream button when the stream is unavailable, has no URL, or the match is over', () => {
    renderCard({ status: 'live', isLiveStreamAvailable: false, liveStreamUrl: url });
    renderCard({ status: 'live', isLiveStreamAvailable: true, liveStreamUrl: null });
    renderCard({ status: 'finished', homeScore: 0, awayScore: 0, isLiveStreamAvailable: true, liveStreamUrl: url });
    expect(screen.queryByRole('link', { name: /Watch Live Stream|Pre-Match Coverage/ })).toBeNull();
  });
});
