import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NOTIFICATION_PREFERENCES_STORAGE_KEY } from '@isl/contracts';
import { AppToaster } from '../../../components/AppToaster';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { createTestQueryClient, renderWithProviders, settle, shownText } from '../../../../test/render';
import { NotificationsCard } from './NotificationsCard';

/** The browser APIs Web Push needs, as a supporting browser has them; `answer` is what the permission prompt gives. */
function supportingBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const notification = Object.assign(jest.fn(), { permission, requestPermission: jest.fn(async () => answer) });
  Object.assign(window, { Notification: notification, PushManager: jest.fn() });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn(async () => undefined), register: jest.fn(), ready: Promise.resolve() },
  });
  return notification;
}

function renderCard() {
  const client = createTestQueryClient();
  client.setQueryData(teamsQueryOptions().queryKey, []);
  return renderWithProviders(
    <>
      <NotificationsCard />
      <AppToaster />
    </>,
    { client },
  );
}

afterEach(() => {
  delete (window as Partial<typeof window>).Notification;
  delete (window as Partial<typeof window> & { PushManager?: unknown }).PushManager;
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('NotificationsCard', () => {
  it("says so in a browser without push notifications", async () => {
    renderCard();
    await settle();
    expect(shownText()).toContain("Your browser doesn't support push notifications.");
  });

  it.each<[NotificationPermission, string]>([
    ['granted', 'Permission Granted'],
    ['denied', 'Permission Denied'],
    ['default', 'Permission Dismissed'],
  ])('asks for permission and answers %s with "%s"', async (answer, title) => {
    routeFetch({ 'GET /api/notifications/preferences': () => jsonResponse(200, { matchResults: true, teamSpecific: [], predictions: true }) });
    const notification = supportingBrowser('default', answer);
    renderCard();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Enable Notifications' }));
    await waitFor(() => expect(shownText()).toContain(title));
    expect(notification.requestPermission).toHaveBeenCalled();
    if (answer === 'granted') expect(shownText()).toContain('Enabled');
  });

  it('saves a switch, and keeps the preferences in the browser when the call fails', async () => {
    const fetchStub = routeFetch({
      'GET /api/notifications/preferences': () => jsonResponse(503, { code: 'UNAVAILABLE' }),
      'PUT /api/notifications/preferences': () => jsonResponse(503, { code: 'UNAVAILABLE' }),
    });
    localStorage.setItem(NOTIFICATION_PREFERENCES_STORAGE_KEY, JSON.stringify({ matchResults: false, teamSpecific: [], predictions: true }));
    supportingBrowser('granted');
    renderCard();
    // The switches show once the preferences are read: here from the browser's copy, after the call fails.
    const matchResults = (await screen.findByRole('checkbox', { name: 'Match Results' })) as HTMLInputElement;
    expect(matchResults.checked).toBe(false);
    fireEvent.click(matchResults);
    await waitFor(() => expect(fetchStub).toHaveBeenCalledWith('/api/notifications/preferences', expect.objectContaining({ method: 'PUT' })));
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_PREFERENCES_STORAGE_KEY)!)).toEqual({ matchResults: true, teamSpecific: [], predictions: true });
    expect((screen.getByRole('checkbox', { name: 'Match Results' }) as HTMLInputElement).checked).toBe(true);
  });

  it('tells the fan when a test notification cannot be sent', async () => {
    routeFetch({
      'GET /api/notifications/preferences': () => jsonResponse(200, { matchResults: true, teamSpecific: [], predictions: true }),
      'POST /api/notifications/test': () => jsonResponse(429, { code: 'RATE_LIMITED' }),
    });
    supportingBrowser('granted');
    renderCard();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send Test Notification' }));
    await waitFor(() => expect(shownText()).toContain('Failed to send test notification.'));
  });
});
