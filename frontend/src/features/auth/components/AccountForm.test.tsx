import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, settle, shownText } from '../../../../test/render';
import { AccountForm } from './AccountForm';

describe('AccountForm', () => {
  it('shows field errors in place and sends nothing while they stand', async () => {
    const { client } = renderWithProviders(<AccountForm mode="register" />);

    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'fan@example' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await settle();

    expect(shownText()).toContain('Enter a valid e-mail address, like name@example.com.');
    expect(shownText()).toContain('The password must be at least 8 characters.');
    expect(document.activeElement).toBe(screen.getByLabelText(/E-mail/));
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });

  it('labels every field', async () => {
    renderWithProviders(<AccountForm mode="register" />);
    await settle();
    const fields = [/First name/, /Last name/, /E-mail/, /^Password/].map((label) => screen.getByLabelText(label) as HTMLInputElement);
    expect(fields.map((field) => field.type)).toEqual(['text', 'text', 'email', 'password']);
  });
});
