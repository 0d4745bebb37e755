import type { UserResponse } from '@isl/contracts';
import { user } from '../../../test/fixtures';
import { renderWithProviders, shownText } from '../../../test/render';
import { UserSummary } from './UserSummary';

describe('UserSummary (header)', () => {
  it('names the user by first name, else e-mail prefix, else "User"', () => {
    renderWithProviders(<UserSummary user={user({ firstName: 'Zahraa' })} />);
    renderWithProviders(<UserSummary user={user({ firstName: null, email: 'ali.k@example.iq' })} />);
    renderWithProviders(<UserSummary user={user({ firstName: null, email: '' })} />);
    expect(shownText()).toContain('Zahraa');
    expect(shownText()).toContain('ali.k');
    expect(shownText()).toContain('User');
  });

  it('shows the prediction points, 0 when missing', () => {
    renderWithProviders(<UserSummary user={user({ predictionPoints: 120 })} />);
    renderWithProviders(<UserSummary user={{ ...user(), predictionPoints: undefined } as unknown as UserResponse} />);
    expect(shownText()).toContain('120 pts');
    expect(shownText()).toContain('0 pts');
  });
});
