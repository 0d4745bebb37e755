import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { user } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText } from '../../../../test/render';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { useLanguageStore } from '../../../lib/language-store';
import { AccountForm } from './AccountForm';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  act(() => useLanguageStore.getState().setLanguage('en'));
});

/** The JSON bodies posted to `url`. */
const posted = (fetchStub: jest.Mock, url: string) =>
  fetchStub.mock.calls.filter(([calledUrl, init]) => calledUrl === url && init?.method === 'POST').map(([, init]) => JSON.parse(init.body as string) as unknown);

async function openPage(route: string, client = createTestQueryClient()) {
  renderWithProviders(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { client, route },
  );
  await settle();
}

describe('the sign-in form', () => {
  it('offers a way in to a fan who forgot their password', async () => {
    renderWithProviders(<AccountForm mode="signIn" />);
    await settle();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('offers none on the registration form', async () => {
    renderWithProviders(<AccountForm mode="register" />);
    await settle();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });
});

describe('ForgotPasswordPage', () => {
  it('sends the address with the language the page is read in, then says the same whatever the address', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    const fetchStub = routeFetch({ 'POST /api/auth/password-reset': () => jsonResponse(202) });
    await openPage('/forgot-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('نسيت كلمة المرور؟');
    fireEvent.change(screen.getByLabelText(/البريد الإلكتروني/), { target: { value: ' fan@example.iq ' } });
    fireEvent.click(screen.getByRole('button', { name: 'أرسل الرابط' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('تفقّد بريدك الوارد'));
    expect(posted(fetchStub, '/api/auth/password-reset')).toEqual([{ email: 'fan@example.iq', language: 'ar' }]);
    expect(shownText()).toContain('إن كان البريد fan@example.iq مرتبطاً بحساب');
    expect(shownText()).toContain('يعمل الرابط مرة واحدة فقط، ولمدة 30 دقيقة.');
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' }).getAttribute('href')).toBe('/login');
  });

  it('asks for a valid address in place and sends nothing', async () => {
    const fetchStub = routeFetch({});
    await openPage('/forgot-password');
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'fan@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await settle();
    expect(shownText()).toContain('Enter a valid e-mail address, like name@example.com.');
    expect(document.activeElement).toBe(screen.getByLabelText(/E-mail/));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('says when too many links were asked for, in its own words', async () => {
    routeFetch({ 'POST /api/auth/password-reset': () => jsonResponse(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many' }) });
    await openPage('/forgot-password');
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'fan@example.iq' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You have asked for too many links. Please wait a while and try again.'));
  });
});

describe('ResetPasswordPage', () => {
  /** Types both passwords and submits, in whatever language the page is. */
  const fill = (newPassword: string, repeated: string) => {
    const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(input('newPassword'), { target: { value: newPassword } });
    fireEvent.change(input('repeatPassword'), { target: { value: repeated } });
    fireEvent.click(document.querySelector('button[type="submit"]') as HTMLButtonElement);
  };

  it("sets the new password with the link's token, forgets this browser's session and leads to sign-in", async () => {
    const fetchStub = routeFetch({ 'POST /api/auth/password-reset/confirm': () => jsonResponse(204) });
    const client = createTestQueryClient();
    client.setQueryData(currentUserQueryOptions().queryKey, user());
    await openPage('/reset-password?token=abc_DEF-123', client);
    fill('a brand new password', 'a brand new password');

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your new password is set'));
    expect(posted(fetchStub, '/api/auth/password-reset/confirm')).toEqual([{ token: 'abc_DEF-123', newPassword: 'a brand new password' }]);
    expect(client.getQueryData(currentUserQueryOptions().queryKey)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('holds the password to the rules of sign-up and asks for it twice the same, sending nothing until then', async () => {
    const fetchStub = routeFetch({});
    await openPage('/reset-password?token=abc');
    fill('short', 'short');
    await settle();
    expect(shownText()).toContain('The password must be at least 8 characters.');
    fill('a brand new password', 'a brand new pasword');
    await settle();
    expect(shownText()).toContain('The two passwords are not the same.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Repeat the new password/));
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('explains a used or expired link, in Sorani, with a way to ask for a new one', async () => {
    act(() => useLanguageStore.getState().setLanguage('ku'));
    routeFetch({ 'POST /api/auth/password-reset/confirm': () => jsonResponse(400, { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'used' }) });
    await openPage('/reset-password?token=abc');
    fill('a brand new password', 'a brand new password');

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('ئەم بەستەرە چیتر کار ناکات'));
    expect(shownText()).toContain('بۆ ماوەی 30 خولەک کار دەکات');
    expect(screen.getByRole('link', { name: 'داوای بەستەرێکی نوێ بکە' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('button', { name: 'وشەی نهێنیی نوێ پاشەکەوت بکە' })).toBeNull();
  });

  it('says at once that a link without its token cannot work', async () => {
    await openPage('/reset-password');
    expect(screen.getByRole('alert').textContent).toContain('This link no longer works');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});
