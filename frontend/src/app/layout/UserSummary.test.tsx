import { screen } from '@testing-library/react';
import type { UserResponse } from '@isl/contracts';
import { user } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { UserSummary } from './UserSummary';

describe('UserSummary (header)', () => {
  it('names the user by first name, else e-mail prefix, else "User"', () => {
    renderWithProviders(<UserSummary user={user({ firstName: 'Zahraa' })} />);
    renderWithProviders(<UserSummary user={user({ firstName: null, email: 'ali.k@example.iq' })} />);
    renderWithProviders(<UserSummary user={user({ firstName: null, email: '' })} />);
    expect(screen.getByText('Zahraa')).toBeTruthy();
    expect(screen.getByText('ali.k')).toBeTruthy();
    expect(screen.getByText('User')).toBeTruthy();
  });

  it('shows the prediction points, 0 when missing', () => {
    renderWithProviders(<UserSummary user={user({ predictionPoints: 120 })} />);
    renderWithProviders(<UserSummary user={{ ...user(), predictionPoints: undefined } as unknown as UserResponse} />);
    expect(screen.getByText('120 pts')).toBeTruthy();
    expect(screen.getByText('0 pts')).toBeTruthy();
  });
});
