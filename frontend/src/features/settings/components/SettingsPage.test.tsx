import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NAME_MAX_LENGTH, PROFILE_PICTURE_MAX_BYTES, type BadgeResponse, type LeagueSummary, type UserResponse } from '@isl/contracts';
import { AppToaster } from '../../../components/AppToaster';
import { myBadgesQueryOptions } from '../../../lib/badges/my-badges';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { myLeaguesQueryOptions } from '../../../lib/leagues/my-leagues';
import { navigateToUrl } from '../../../lib/navigation';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { myPredictionsQueryOptions } from '../../../lib/predictions/my-predictions';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { fakeXhr, restoreUploadDoublesAfterEach } from '../../../../test/fake-xhr';
import { myPrediction, team, user } from '../../../../test/fixtures';
import { createTestQueryClient, renderWithProviders, seedPending, settle, shownText, visibleText } from '../../../../test/render';
import SettingsPage from './SettingsPage';

jest.mock('../../../lib/navigation', () => ({ ...jest.requireActual('../../../lib/navigation'), navigateToUrl: jest.fn() }));

/** Settings for this user, whose own predictions (two settled, one to come) and badges (none unless given) have loaded. */
function renderSettings(signedIn: UserResponse | 'loading' = user(), badges: BadgeResponse[] = [], leagues: LeagueSummary[] = []) {
  const client = createTestQueryClient();
  client.setQueryData(myBadgesQueryOptions().queryKey, badges);
  client.setQueryData(myLeaguesQueryOptions().queryKey, leagues);
  client.setQueryData(teamsQueryOptions().queryKey, [team({ id: 1, name: 'Al-Shorta' })]);
  if (signedIn === 'loading') seedPending(client, currentUserQueryOptions().queryKey);
  else client.setQueryData(currentUserQueryOptions().queryKey, signedIn);
  client.setQueryData(myPredictionsQueryOptions().queryKey, [myPrediction(1, 'finished', true), myPrediction(2, 'finished', false), myPrediction(3, 'scheduled')]);
  return renderWithProviders(
    <>
      <SettingsPage />
      <AppToaster />
    </>,
    { client, route: '/settings' },
  );
}

const picture = (bytes = 2000, type = 'image/png', name = 'me.png') => new File([new Uint8Array(bytes)], name, { type });

async function openDialogAndChoose(file: File) {
  fireEvent.click(screen.getByRole('button', { name: 'Change picture' }));
  const dialog = await screen.findByRole('dialog', { name: 'Profile picture' });
  fireEvent.change(within(dialog).getByTestId('file-input'), { target: { files: [file] } });
  await settle();
  return dialog;
}

restoreUploadDoublesAfterEach();

describe('SettingsPage', () => {
  it('shows the bouncing football while the user loads', async () => {
    renderSettings('loading');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Loading your settings...');
  });

  it('shows the profile: name, e-mail and the four stats (Total Predictions counts those awaiting a result), 0 for a missing number, then the other cards', async () => {
    renderSettings(user({ winStreak: undefined as unknown as number, predictionPoints: 1250 }));
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings');
    expect(shownText()).toContain('Manage your account preferences and notification settings');
    const profile = screen.getByRole('region', { name: 'Profile Information' });
    expect(profile.textContent).toContain('Zahraa');
    expect(profile.textContent).toContain('zahraa.ali@example.iq');
    for (const [label, value] of [['Points', '1,250'], ['Win Streak', '0'], ['Total Predictions', '9'], ['Correct Predictions', '4']]) {
      expect(within(profile).getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    const cards = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(cards).toEqual(['Profile Information', 'Private mode', 'Push Notifications', 'Language & Region', 'Data saver', 'Account security', 'Contact Information']);
    expect(screen.getByRole('region', { name: 'Language & Region' }).textContent).toContain('العربية');
  });

  it('saves the names and puts the answer in the current user', async () => {
    const renamed = user({ firstName: 'Zahra', lastName: 'Ali' });
    const fetchStub = routeFetch({ 'PATCH /api/auth/user': () => jsonResponse(200, renamed) });
    const { client } = renderSettings();
    await settle();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: '  Zahra ' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Ali' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(client.getQueryData(currentUserQueryOptions().queryKey)).toEqual(renamed));
    expect(fetchStub).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ firstName: 'Zahra', lastName: 'Ali' }) }));
  });

  it("lists the fan's badges on the profile, newest first, each with where it was won", async () => {
    const badge = (overrides: Partial<BadgeResponse> & Pick<BadgeResponse, 'kind' | 'awardedAt'>): BadgeResponse => ({
      season: '2024-25',
      round: null,
      leagueId: null,
      ...overrides,
    });
    const league = (id: number, name: string, clubId: number | null): LeagueSummary => ({
      id,
      name,
      game: 'predictions',
      season: '2024-25',
      startRound: 1,
      clubId,
      memberCount: 12,
      joiningOpen: true,
      isOwner: false,
      myRank: 3,
      myPoints: 40,
    });
    // The leagues are named from the fan's own: a fans' league by its name, a club's by its club; one the fan has
    // left (9) is not among them.
    renderSettings(
      user(),
      [
      badge({ kind: 'streak3', awardedAt: '2025-03-01T20:00:00.000Z' }),
      badge({ kind: 'leagueRoundWinner', round: 30, leagueId: 4, awardedAt: '2025-04-10T20:00:00.000Z' }),
      badge({ kind: 'leagueRoundWinner', round: 29, leagueId: 8, awardedAt: '2025-04-03T20:00:00.000Z' }),
      badge({ kind: 'leagueRoundWinner', round: 28, leagueId: 9, awardedAt: '2025-03-27T20:00:00.000Z' }),
      badge({ kind: 'roundWinner', round: 31, awardedAt: '2025-04-17T20:00:00.000Z' }),
      ],
      [league(4, 'Erbil Friends', null), league(8, 'Al-Shorta fans', 1)],
    );
    await settle();
    const badges = within(screen.getByRole('region', { name: 'Profile Information' })).getByRole('region', { name: 'Your badges' });
    expect(within(badges).getAllByRole('listitem').map(visibleText)).toEqual([
      'Round winnerRound 31, 2024-25',
      'Won a round in a leagueRound 30 in Erbil Friends, 2024-25',
      'Won a round in a leagueRound 29 in Al-Shorta, 2024-25',
      'Won a round in a leagueRound 28 in a league, 2024-25',
      '3 correct in a rowSeason 2024-25',
    ]);
  });

  it('tells a fan with no badge how to earn one', async () => {
    renderSettings();
    await settle();
    const badges = screen.getByRole('region', { name: 'Your badges' });
    expect(visibleText(badges)).toBe(
      'Your badgesNo badges yet. Win a round, call 3 matches right in a row, or get every match of a round right to earn one.',
    );
  });

  it('turns private mode on and off, saying so, and keeps the account the server answers', async () => {
    let hidden = false;
    const fetchStub = routeFetch({
      'PATCH /api/auth/user': async () => {
        hidden = !hidden;
        return jsonResponse(200, user({ hiddenFromLeaderboards: hidden }));
      },
    });
    const { client } = renderSettings();
    await settle();
    const privacy = screen.getByRole('region', { name: 'Private mode' });
    const toggle = within(privacy).getByRole('checkbox', { name: 'Hide me from the public leaderboards' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(visibleText(privacy)).toContain('I still play in my leagues, and their tables still show me.');

    fireEvent.click(toggle);
    await waitFor(() => expect(shownText()).toContain('You are hidden from the public leaderboards.'));
    expect(fetchStub).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ hiddenFromLeaderboards: true }) }));
    expect(client.getQueryData(currentUserQueryOptions().queryKey)?.hiddenFromLeaderboards).toBe(true);
    await waitFor(() => expect(toggle.checked).toBe(true));

    fireEvent.click(toggle);
    await waitFor(() => expect(shownText()).toContain('You are back on the public leaderboards.'));
    expect(fetchStub).toHaveBeenLastCalledWith('/api/auth/user', expect.objectContaining({ body: JSON.stringify({ hiddenFromLeaderboards: false }) }));
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('does not send a first name left empty, nor two new passwords that differ', async () => {
    const fetchStub = routeFetch({});
    renderSettings();
    await settle();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'old password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a new password' } });
    fireEvent.change(screen.getByLabelText(/Repeat the new password/), { target: { value: 'another one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await settle();
    expect(shownText()).toContain('Enter your first name.');
    expect(shownText()).toContain('The two new passwords are not the same.');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('caps both names at the contract limit and names the field whose filled-in text is longer', async () => {
    const fetchStub = routeFetch({});
    renderSettings();
    await settle();
    const [first, last] = [screen.getByLabelText(/First name/), screen.getByLabelText(/Last name/)] as HTMLInputElement[];
    expect([first.maxLength, last.maxLength]).toEqual([NAME_MAX_LENGTH, NAME_MAX_LENGTH]);
    // A value set by script (autofill, a paste handler) is not cut at maxLength; only typing is.
    fireEvent.change(last, { target: { value: 'n'.repeat(300) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await settle();
    expect(shownText()).toContain('The last name must be at most 100 characters.');
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('changes the password and says the other devices are signed out', async () => {
    const fetchStub = routeFetch({ 'POST /api/auth/password': () => jsonResponse(204) });
    renderSettings();
    await settle();
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'old password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a new password' } });
    fireEvent.change(screen.getByLabelText(/Repeat the new password/), { target: { value: 'a new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(shownText()).toContain('Your other devices have been signed out.'));
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/auth/password',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ currentPassword: 'old password', newPassword: 'a new password' }) }),
    );
  });

  it('deletes the account once the dialog is confirmed with the password, then loads the home page afresh', async () => {
    const fetchStub = routeFetch({ 'DELETE /api/auth/user': () => jsonResponse(204) });
    const { client } = renderSettings();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('Your name, e-mail address, picture and all your files will be deleted');
    expect(dialog.textContent).toContain('Your predictions and their points stay in the leaderboard history');
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'my password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/'));
    expect(fetchStub).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ method: 'DELETE', body: JSON.stringify({ password: 'my password' }) }));
    // Settings never sees itself signed out, so it does not send the fan who just left to sign in.
    expect(client.getQueryData(currentUserQueryOptions().queryKey)).toEqual(user());
    expect(shownText()).not.toContain('You are logged out');
  });

  it("shows the server's word when the current password is wrong", async () => {
    routeFetch({ 'POST /api/auth/password': () => jsonResponse(400, { statusCode: 400, code: 'CURRENT_PASSWORD_WRONG', message: 'no' }) });
    renderSettings();
    await settle();
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'wrong password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a new password' } });
    fireEvent.change(screen.getByLabelText(/Repeat the new password/), { target: { value: 'a new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(shownText()).toContain('Your current password is wrong.'));
  });

  it('refuses a picture over 5 MB or an SVG in the browser, without calling the server', async () => {
    const fetchStub = routeFetch({});
    renderSettings();
    await settle();
    const dialog = await openDialogAndChoose(picture(PROFILE_PICTURE_MAX_BYTES + 1));
    expect(dialog.textContent).toContain('This file is too large: the most is 5 MB.');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByTestId('file-input'), { target: { files: [picture(100, 'image/svg+xml', 'logo.svg')] } });
    await settle();
    expect(dialog.textContent).toContain('Choose a JPEG, PNG, WebP or GIF image.');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('uploads through the dialog: ticket, PUT, complete, picture; the current user gets the new picture', async () => {
    const updated = user({ profileImageUrl: '/media/avatars/abc-256.webp' });
    // The last two answers wait, so the test sees each phase of the Upload button.
    let answerComplete!: () => void;
    let answerPicture!: () => void;
    const completeAnswered = new Promise<void>((resolve) => (answerComplete = resolve));
    const pictureAnswered = new Promise<void>((resolve) => (answerPicture = resolve));
    const fetchStub = routeFetch({
      'POST /api/objects/upload': () => jsonResponse(201, { uploadURL: '/api/objects/uploads/1', objectPath: '/objects/1', expiresAt: '' }),
      'POST /api/objects/complete': () =>
        completeAnswered.then(() => jsonResponse(201, { objectPath: '/objects/1', mediaType: 'image/png', url: '/media/avatars/abc-256.webp', thumbnailUrl: '/media/avatars/abc-64.webp' })),
      'PUT /api/profile/picture': () => pictureAnswered.then(() => jsonResponse(200, updated)),
    });
    const sent = fakeXhr(200);
    const { client } = renderSettings();
    await settle();
    const dialog = await openDialogAndChoose(picture());
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen picture' }).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await within(dialog).findByRole('progressbar', { name: '100% uploaded' });
    expect(within(dialog).getByRole('button', { name: /Uploading\.\.\./ })).toHaveProperty('disabled', true);
    answerComplete();
    await within(dialog).findByRole('button', { name: /Updating profile\.\.\./ });
    answerPicture();
    await waitFor(() => expect(client.getQueryData(currentUserQueryOptions().queryKey)).toEqual(updated));
    expect(fetchStub.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${url}`)).toEqual([
      'POST /api/objects/upload',
      'POST /api/objects/complete',
      'PUT /api/profile/picture',
    ]);
    expect(sent.map((request) => request.url)).toEqual(['/api/objects/uploads/1']);
    await waitFor(() => expect(shownText()).toContain('Your profile picture has been updated successfully!'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile picture' })).toBeNull());
  });

  it.each<[string, Record<string, () => Response>, number, string]>([
    ['the URL cannot be had', { 'POST /api/objects/upload': () => jsonResponse(503, { code: 'UNAVAILABLE' }) }, 200, 'Failed to prepare upload. Please try again.'],
    [
      'the server refuses the file',
      { 'POST /api/objects/upload': () => jsonResponse(201, { uploadURL: '/u/1', objectPath: '/objects/1', expiresAt: '' }) },
      415,
      'This kind of file is not accepted',
    ],
    [
      'the file cannot be sent',
      { 'POST /api/objects/upload': () => jsonResponse(201, { uploadURL: '/u/1', objectPath: '/objects/1', expiresAt: '' }) },
      0,
      'Network error. Please check your connection.',
    ],
    [
      'the processing fails',
      {
        'POST /api/objects/upload': () => jsonResponse(201, { uploadURL: '/u/1', objectPath: '/objects/1', expiresAt: '' }),
        'POST /api/objects/complete': () => jsonResponse(500, { code: 'INTERNAL_ERROR' }),
      },
      200,
      'Upload completed but failed to process. Please try again.',
    ],
    [
      'the picture cannot be set',
      {
        'POST /api/objects/upload': () => jsonResponse(201, { uploadURL: '/u/1', objectPath: '/objects/1', expiresAt: '' }),
        'POST /api/objects/complete': () => jsonResponse(201, { objectPath: '/objects/1', mediaType: 'image/png', url: '/media/a', thumbnailUrl: null }),
        'PUT /api/profile/picture': () => jsonResponse(500, { code: 'INTERNAL_ERROR' }),
      },
      200,
      'Failed to update profile picture. Please try again.',
    ],
  ])('tells the fan when %s, and keeps the picture', async (_, routes, putStatus, message) => {
    routeFetch(routes);
    fakeXhr(putStatus, JSON.stringify({ statusCode: putStatus, code: 'UPLOAD_TYPE_NOT_ALLOWED', message: 'no' }));
    const { client } = renderSettings();
    await settle();
    const dialog = await openDialogAndChoose(picture());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(shownText()).toContain(message));
    expect((client.getQueryData(currentUserQueryOptions().queryKey) as UserResponse).profileImageUrl).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false);
  });
});
