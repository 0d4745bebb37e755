import { NAME_MAX_LENGTH } from '@isl/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { user } from '../../../../test/fixtures';
import { renderWithProviders, settle, shownText } from '../../../../test/render';
import { useLanguageStore } from '../../../lib/language-store';
import { AccountForm } from './AccountForm';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  act(() => useLanguageStore.getState().setLanguage('en'));
});

/** Fills the registration form; a field left undefined stays empty. */
function fill(fields: { firstName?: string; email?: string; password?: string }) {
  if (fields.firstName !== undefined) fireEvent.change(screen.getByLabelText(/First name/), { target: { value: fields.firstName } });
  if (fields.email !== undefined) fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: fields.email } });
  if (fields.password !== undefined) fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: fields.password } });
}

describe('AccountForm', () => {
  it('shows field errors in place and sends nothing while they stand', async () => {
    const { client } = renderWithProviders(<AccountForm mode="register" />);

    fill({ firstName: 'Zahraa', email: 'fan@example', password: 'short' });
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

  it('requires a first name to register: a blank one is refused in place, focused, and nothing is sent', async () => {
    const { client } = renderWithProviders(<AccountForm mode="register" />);
    await settle();
    const firstName = screen.getByLabelText(/First name/) as HTMLInputElement;
    expect(firstName.required).toBe(true);
    expect(screen.getByText(/First name/).textContent).not.toMatch(/optional/);

    fill({ firstName: '   ', email: 'fan@example.iq', password: 'a long enough password' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await settle();

    expect(shownText()).toContain('Enter your first name. It is the name other fans see.');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });

  it('caps both names at the contract limit and names the field whose filled-in text is longer', async () => {
    const { client } = renderWithProviders(<AccountForm mode="register" />);
    await settle();
    const [first, last] = [screen.getByLabelText(/First name/), screen.getByLabelText(/Last name/)] as HTMLInputElement[];
    expect([first.maxLength, last.maxLength]).toEqual([NAME_MAX_LENGTH, NAME_MAX_LENGTH]);

    fill({ firstName: 'ز'.repeat(300), email: 'fan@example.iq', password: 'a long enough password' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await settle();

    expect(shownText()).toContain('The first name must be at most 100 characters.');
    expect(document.activeElement).toBe(first);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
  });

  it('sends the trimmed first name with the new account', async () => {
    const created = user({ firstName: 'Zahraa' });
    const fetchStub = routeFetch({ 'POST /api/auth/register': () => jsonResponse(201, created) });
    renderWithProviders(<AccountForm mode="register" />);
    await settle();

    fill({ firstName: '  Zahraa ', email: 'zahraa@example.iq', password: 'a long enough password' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(1));
    const [url, init] = fetchStub.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'zahraa@example.iq', password: 'a long enough password', firstName: 'Zahraa' });
  });

  it.each([
    ['ar', 'الاسم الأول', 'أدخل اسمك الأول، فهو الاسم الذي يراه المشجعون الآخرون.'],
    ['ku', 'ناوی یەکەم', 'ناوی یەکەمت بنووسە، ئەمە ئەو ناوەیە کە هاندەرانی تر دەیبینن.'],
  ] as const)('asks for the first name in %s, right to left', async (language, label, message) => {
    act(() => useLanguageStore.getState().setLanguage(language));
    renderWithProviders(<AccountForm mode="register" />);
    await settle();
    expect(document.documentElement.dir).toBe('rtl');
    const firstName = screen.getByLabelText(new RegExp(label)) as HTMLInputElement;
    // A name follows the page's direction; only the e-mail and the password are kept left to right.
    expect(firstName.getAttribute('dir')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /./ }));
    await settle();
    expect(shownText()).toContain(message);
    expect(document.activeElement).toBe(firstName);
  });
});
