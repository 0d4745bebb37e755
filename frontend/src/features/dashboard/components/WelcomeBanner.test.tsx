import { screen } from '@testing-library/react';
import { user } from '../../../../test/fixtures';
import { renderWithProviders, shownText, visibleText } from '../../../../test/render';
import { WelcomeBanner } from './WelcomeBanner';

describe('WelcomeBanner', () => {
  it('greets by first name, with the prediction points', () => {
    renderWithProviders(<WelcomeBanner user={user({ firstName: 'Zahraa', predictionPoints: 40 })} />);
    expect(visibleText(screen.getByRole('heading'))).toBe('Welcome back, Zahraa!');
    expect(shownText()).toContain('Your prediction points: 40');
  });

  it('falls back to "Fan", never to the e-mail address', () => {
    renderWithProviders(<WelcomeBanner user={user({ firstName: null, email: 'ali.k@example.iq' })} />);
    renderWithProviders(<WelcomeBanner user={user({ firstName: '  ', email: '' })} />);
    expect(screen.getAllByRole('heading').map(visibleText)).toEqual(['Welcome back, Fan!', 'Welcome back, Fan!']);
  });
});
