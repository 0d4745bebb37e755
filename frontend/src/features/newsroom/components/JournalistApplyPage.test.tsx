import type { JournalistApplicationResponse, UserResponse } from '@isl/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppToaster } from '../../../components/AppToaster';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { navigateToUrl } from '../../../lib/navigation';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { user } from '../../../../test/fixtures';
import { application } from '../../../../test/newsroom-fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText } from '../../../../test/render';
import { applySettingsQueryOptions } from '../api/get-apply-settings';
import { myApplicationQueryOptions } from '../api/get-my-application';
import type { FakeSocket } from '../../../__mocks__/socket.io-client';
import { connectLiveSocket } from '../../../lib/socket';
import { useApplicationDraftStore } from '../hooks/application-draft-store';
import JournalistApplyPage from './JournalistApplyPage';

jest.mock('../../../lib/navigation', () => ({ ...jest.requireActual('../../../lib/navigation'), navigateToUrl: jest.fn() }));

interface Setup {
  signedIn?: UserResponse | null;
  autoApprove?: boolean;
  latest?: JournalistApplicationResponse | null;
}

async function renderPage({ signedIn = user(), autoApprove = false, latest = null }: Setup = {}) {
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, signedIn);
  client.setQueryData(applySettingsQueryOptions().queryKey, { autoApprove, reviewBusinessDays: '1-2' });
  client.setQueryData(myApplicationQueryOptions().queryKey, latest);
  const result = renderWithProviders(
    <>
      <JournalistApplyPage />
      <AppToaster />
    </>,
    { client, route: '/journalist-apply' },
  );
  await settle();
  return result;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidApplication() {
  type(/^Current Workplace/, 'Al-Sabah newspaper');
  type(/^Years of Experience/, '4-5');
  type(/^Specialization/, 'tactical-analysis');
  type(/^Biography/, 'I have covered the Iraqi league for five years, from Basra to Duhok, for print and radio.');
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  jest.mocked(navigateToUrl).mockClear();
  useApplicationDraftStore.getState().discard();
});

describe('JournalistApplyPage', () => {
  it('says that editors review applications when auto-approval is off, and never claims both', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Join Our Editorial Team');
    expect(shownText()).toContain('Our editorial team reviews applications within 1-2 business days, and articles are reviewed before publication.');
    expect(shownText()).not.toContain('approved automatically');
    expect(screen.getByRole('region', { name: 'Why Write for Us?' }).textContent).toContain('Reach thousands of Iraqi football fans');
  });

  it('says applications are approved at once when auto-approval is on', async () => {
    await renderPage({ autoApprove: true });
    expect(shownText()).toContain('Applications are approved automatically, so you can start publishing immediately.');
    expect(shownText()).not.toContain('reviews applications');
  });

  it('asks a visitor who submits to sign in or create an account, not that they were logged out, and keeps what they typed', async () => {
    const fetchStub = routeFetch({});
    const visit = await renderPage({ signedIn: null });
    type(/^First Name/, 'Hawre');
    type(/^Last Name/, 'Aziz');
    type(/^Email Address/, 'hawre@example.iq');
    fillValidApplication();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await settle();
    const prompt = screen.getByRole('alert');
    expect(prompt.textContent).toContain('Sign in to send your application');
    expect(prompt.textContent).toContain('what you have typed here will be waiting for you');
    expect(within(prompt).getByRole('link', { name: 'Sign in or create an account' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fjournalist-apply');
    expect(shownText()).not.toContain('logged out');
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(fetchStub).not.toHaveBeenCalled();
    visit.unmount();

    // Back from signing up: the form as it was left, the draft before the new account's details.
    await renderPage({ signedIn: user({ firstName: 'Hawre', lastName: null, email: 'hawre.new@example.iq' }) });
    expect((screen.getByLabelText(/^Last Name/) as HTMLInputElement).value).toBe('Aziz');
    expect((screen.getByLabelText(/^Email Address/) as HTMLInputElement).value).toBe('hawre@example.iq');
    expect((screen.getByLabelText(/^Current Workplace/) as HTMLInputElement).value).toBe('Al-Sabah newspaper');
    expect((screen.getByLabelText(/^Specialization/) as HTMLSelectElement).value).toBe('tactical-analysis');
  });

  it('sends a fan whose session ran out to sign in again, with the draft kept', async () => {
    jest.useFakeTimers();
    routeFetch({ 'POST /api/journalists/apply': () => jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }) });
    await renderPage();
    type(/^Last Name/, 'Ali');
    fillValidApplication();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await act(async () => jest.advanceTimersByTimeAsync(500));
    expect(navigateToUrl).toHaveBeenCalledWith('/api/login?returnTo=%2Fjournalist-apply');
    expect(useApplicationDraftStore.getState().values?.workplace).toBe('Al-Sabah newspaper');
  });

  it('starts from the account, and shows each field its problem before sending anything', async () => {
    const fetchStub = routeFetch({});
    await renderPage();
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Zahraa');
    expect((screen.getByLabelText(/^Email Address/) as HTMLInputElement).type).toBe('email');
    expect(getComputedStyle(screen.getByLabelText(/^Biography/)).minHeight).toBe('100px');
    type(/^Email Address/, 'zahraa@');
    type(/^Biography/, 'Too short');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Please correct the highlighted fields.');
    expect(shownText()).toContain('Invalid email');
    expect(shownText()).toContain('Must contain at least 50 characters');
    expect(shownText().match(/Required/g)).toHaveLength(4);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('sends the application, says "Submitting Application..." meanwhile, then shows the confirmation card', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchStub = routeFetch({ 'POST /api/journalists/apply': () => new Promise((resolve) => (answer = resolve)) });
    await renderPage();
    type(/^Last Name/, 'Ali');
    type(/^Portfolio URL/, 'https://example.iq/zahraa');
    fillValidApplication();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await settle();
    // The button says so, and cannot send the application twice.
    expect((screen.getByRole('button', { name: /Submitting Application/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(fetchStub.mock.calls[0][1].body as string)).toEqual({
      userType: 'journalist',
      firstName: 'Zahraa',
      lastName: 'Ali',
      email: 'zahraa.ali@example.iq',
      workplace: 'Al-Sabah newspaper',
      experience: '4-5',
      specialization: 'tactical-analysis',
      bio: 'I have covered the Iraqi league for five years, from Basra to Duhok, for print and radio.',
      portfolio: 'https://example.iq/zahraa',
    });
    answer(jsonResponse(201, application()));
    // A card announced as a status, in the form's stead.
    const confirmation = await screen.findByRole('heading', { name: 'Application Submitted!' });
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(shownText()).toContain('Your application is under review, and we will e-mail you once it is approved.');
    expect(shownText()).toContain('Review typically takes 1-2 business days.');
    expect(shownText()).toContain('Your journalist application has been submitted for review. You will be notified once approved.');
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    // Sent: no draft left to fill a new form with.
    expect(useApplicationDraftStore.getState().values).toBeNull();
  });

  it("marks the fields the server refused and returns the form to editing with the spec's error notice", async () => {
    routeFetch({
      'POST /api/journalists/apply': () => jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'workplace must be shorter than or equal to 100 characters' }),
    });
    await renderPage();
    type(/^Last Name/, 'Ali');
    fillValidApplication();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(shownText()).toContain('Please check this field'));
    expect(screen.getByLabelText(/^Current Workplace/).getAttribute('aria-invalid')).toBe('true');
    expect(shownText()).toContain('Please check your input and try again.');
    expect((screen.getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells a pending applicant their application waits, without the form', async () => {
    await renderPage({ signedIn: user({ userType: 'journalist' }), latest: application() });
    expect(screen.getByRole('heading', { name: 'Your journalist application is pending approval.' }).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });

  it("shows a rejected applicant the editors' reason and lets them apply again from what they sent", async () => {
    await renderPage({ signedIn: user({ userType: 'journalist' }), latest: application({ status: 'rejected', reason: 'Please add links to published work.' }) });
    expect(shownText()).toContain('Your application was not approved');
    expect(shownText()).toContain("The editors' note: Please add links to published work.");
    expect((screen.getByLabelText(/^Current Workplace/) as HTMLInputElement).value).toBe('Al-Sabah newspaper');
    expect((screen.getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends an approved journalist on to the Hub', async () => {
    await renderPage({ signedIn: user({ role: 'journalist', isJournalistApproved: true, userType: 'journalist' }) });
    expect(screen.getByRole('link', { name: 'Go to the Journalist Hub' }).getAttribute('href')).toBe('/journalists');
  });

  describe("an editor's decision, pushed to the open page", () => {
    let socket: FakeSocket;
    beforeAll(async () => {
      socket = (await connectLiveSocket()) as unknown as FakeSocket;
    });

    it('shows a rejection with its reason in place of "pending", without a reload', async () => {
      const fetchStub = routeFetch({
        'GET /api/journalists/application': () => jsonResponse(200, application({ status: 'rejected', reason: 'Please add links to published work.' })),
        'GET /api/auth/user': () => jsonResponse(200, user({ userType: 'normal' })),
      });
      await renderPage({ signedIn: user({ userType: 'journalist' }), latest: application() });
      expect(shownText()).toContain('Your journalist application is pending approval.');
      expect(fetchStub).not.toHaveBeenCalled();

      act(() => socket.receive('application:decided', { applicationId: 7, status: 'rejected' }));
      await waitFor(() => expect(shownText()).toContain("The editors' note: Please add links to published work."));
      expect(shownText()).not.toContain('pending approval');
    });

    it('turns the confirmation after a submit into the way to the Hub once approved', async () => {
      routeFetch({
        'POST /api/journalists/apply': () => jsonResponse(201, application()),
        'GET /api/journalists/application': () => jsonResponse(200, application({ status: 'approved' })),
        'GET /api/auth/user': () => jsonResponse(200, user({ role: 'journalist', isJournalistApproved: true, userType: 'journalist' })),
      });
      await renderPage();
      type(/^Last Name/, 'Ali');
      fillValidApplication();
      fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
      await screen.findByRole('heading', { name: 'Application Submitted!' });

      act(() => socket.receive('application:decided', { applicationId: 7, status: 'approved' }));
      expect((await screen.findByRole('link', { name: 'Go to the Journalist Hub' })).getAttribute('href')).toBe('/journalists');
      expect(screen.queryByRole('heading', { name: 'Application Submitted!' })).toBeNull();
    });
  });
});
