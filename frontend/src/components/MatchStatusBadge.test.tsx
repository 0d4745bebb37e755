import type { MatchStatus } from '@isl/contracts';
import { renderWithProviders } from '../../test/render';
import { MatchStatusBadge } from './MatchStatusBadge';

const label = (status: MatchStatus, variant: 'card' | 'ticker', elapsed: number | null = null) =>
  renderWithProviders(<MatchStatusBadge match={{ status, elapsed }} variant={variant} />).container.textContent;

describe('MatchStatusBadge', () => {
  it('reads Final Time, Live, Scheduled, Postponed, Cancelled on match cards', () => {
    expect(label('finished', 'card')).toBe('Final Time');
    expect(label('live', 'card', 12)).toBe('Live');
    expect(label('scheduled', 'card')).toBe('Scheduled');
    expect(label('postponed', 'card')).toBe('Postponed');
    expect(label('cancelled', 'card')).toBe('Cancelled');
  });

  it('shows the minute (or LIVE), Finished and Scheduled in the live scores panel', () => {
    // "Live" is said to screen readers before the minute, not shown.
    expect(label('live', 'ticker', 67)).toBe("Live 67'");
    expect(label('live', 'ticker')).toBe('LIVE');
    expect(label('finished', 'ticker')).toBe('Finished');
    expect(label('scheduled', 'ticker')).toBe('Scheduled');
    expect(label('postponed', 'ticker')).toBe('Postponed');
  });
});
