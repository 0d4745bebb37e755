import { act, renderHook, waitFor } from '@testing-library/react';
import { jsonResponse, routeFetch } from '../../../test/canned-fetch';
import { useLanguageStore } from '../language-store';
import { usePushLanguageSync } from './use-push-language-sync';

/** A browser subscribed to pushes, its notifications `permission` as given. */
function subscribedBrowser(permission: NotificationPermission) {
  const subscription = { endpoint: 'https://push.example/fan-1', expirationTime: null, toJSON: () => ({ keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }) };
  Object.assign(window, { Notification: { permission }, PushManager: jest.fn() });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn(async () => ({ pushManager: { getSubscription: async () => subscription } })) },
  });
}

/** The languages the subscription was posted with. */
const postedLanguages = (fetchStub: jest.Mock) =>
  fetchStub.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => (JSON.parse(init.body as string) as { language: string }).language);

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
  delete (window as Partial<typeof window>).Notification;
  delete (window as Partial<typeof window> & { PushManager?: unknown }).PushManager;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('usePushLanguageSync', () => {
  it("posts the subscription again in the new language after a switch, and not before", async () => {
    const fetchStub = routeFetch({ 'POST /api/notifications/subscriptions': () => jsonResponse(204) });
    subscribedBrowser('granted');
    renderHook(() => usePushLanguageSync(true));
    expect(fetchStub).not.toHaveBeenCalled();
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await waitFor(() => expect(postedLanguages(fetchStub)).toEqual(['ar']));
    act(() => useLanguageStore.getState().setLanguage('ku'));
    await waitFor(() => expect(postedLanguages(fetchStub)).toEqual(['ar', 'ku']));
  });

  it.each<[string, boolean, NotificationPermission]>([
    ['a signed-out reader', false, 'granted'],
    ['a fan who has not allowed notifications', true, 'default'],
  ])('leaves the subscription alone for %s', async (_who, signedIn, permission) => {
    const fetchStub = routeFetch({ 'POST /api/notifications/subscriptions': () => jsonResponse(204) });
    subscribedBrowser(permission);
    renderHook(() => usePushLanguageSync(signedIn));
    act(() => useLanguageStore.getState().setLanguage('ar'));
    // The post would follow the push client's import: a few turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
