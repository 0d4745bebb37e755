import type { UserResponse } from '@isl/contracts';
import { user } from '../../../test/fixtures';
import { renderWithProviders, visibleText } from '../../../test/render';
import { UserSummary } from './UserSummary';

/** The name line and the points badge of one summary. */
function summaryOf(fan: UserResponse): [string, string] {
  const [name, points] = renderWithProviders(<UserSummary user={fan} />).container.firstElementChild?.children ?? [];
  return [visibleText(name), visibleText(points)];
}

describe('UserSummary (header)', () => {
  it('shows the first name, else "User", never the e-mail address', () => {
    expect(summaryOf(user({ firstName: 'Zahraa' }))[0]).toBe('Zahraa');
    expect(summaryOf(user({ firstName: null, email: 'ali.k@example.iq' }))[0]).toBe('User');
    expect(summaryOf(user({ firstName: '  ', email: '' }))[0]).toBe('User');
  });

  it('shows the prediction points, 0 when missing', () => {
    expect(summaryOf(user({ predictionPoints: 120 }))[1]).toBe('120 pts');
    expect(summaryOf({ ...user(), predictionPoints: undefined } as unknown as UserResponse)[1]).toBe('0 pts');
  });
});
