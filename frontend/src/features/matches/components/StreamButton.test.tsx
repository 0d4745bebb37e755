import type { MatchResponse } from '@isl/contracts';
import { screen } from '@testing-library/react';
import { match } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { StreamButton } from './StreamButton';

const url = 'https://tv.example.iq/match/7';
const renderButton = (overrides: Partial<MatchResponse>) => renderWithProviders(<StreamButton match={match({ id: 7, ...overrides })} />);

describe('StreamButton', () => {
  it('opens "Watch Live Stream" in a new tab for a live match with a stream', () => {
    renderButton({ status: 'live', elapsed: 67, homeScore: 1, awayScore: 0, isLiveStreamAvailable: true, liveStreamUrl: url });
    const link = screen.getByRole('link', { name: /Watch Live Stream/ });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('offers "Pre-Match Coverage" before kick-off', () => {
    renderButton({ status: 'scheduled', isLiveStreamAvailable: true, liveStreamUrl: url });
    expect(screen.getByRole('link', { name: /Pre-Match Coverage/ }).getAttribute('target')).toBe('_blank');
  });

  it('is absent when the stream is unavailable, has no URL, or the match is over', () => {
    renderButton({ status: 'live', isLiveStreamAvailable: false, liveStreamUrl: url });
    renderButton({ status: 'live', isLiveStreamAvailable: true, liveStreamUrl: null });
    renderButton({ status: 'finished', homeScore: 0, awayScore: 0, isLiveStreamAvailable: true, liveStreamUrl: url });
    expect(screen.queryByRole('link', { name: /Watch Live Stream|Pre-Match Coverage/ })).toBeNull();
  });
});
