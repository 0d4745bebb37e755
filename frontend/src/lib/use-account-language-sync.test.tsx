import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { jsonResponse, routeFetch } from '../../test/canned-fetch';
import { user } from '../../test/fixtures';
import { createTestQueryClient } from '../../test/render';
import { currentUserQueryOptions } from './current-user';
import { useLanguageStore } from './language-store';
import { useAccountLanguageSync } from './use-account-language-sync';

/** The hook in a shell whose current user is `signedIn` (null: signed out). */
function mount(signedIn: ReturnType<typeof user> | null) {
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, signedIn);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => useAccountLanguageSync(), { wrapper });
  return client;
}

/** The languages the account was told. */
const putLanguages = (fetchStub: jest.Mock) =>
  fetchStub.mock.calls.filter(([url, init]) => url === '/api/auth/user/language' && init?.method === 'PUT').map(([, init]) => (JSON.parse(init.body as string) as { language: string }).language);

afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

describe('useAccountLanguageSync', () => {
  it("tells the account the language the fan reads in when they differ, and keeps the cached account in step", async () => {
    const fetchStub = routeFetch({ 'PUT /api/auth/user/language': () => jsonResponse(204) });
    const client = mount(user({ language: 'en' }));
    expect(fetchStub).not.toHaveBeenCalled();
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await waitFor(() => expect(putLanguages(fetchStub)).toEqual(['ar']));
    await waitFor(() => expect(client.getQueryData(currentUserQueryOptions().queryKey)?.language).toBe('ar'));
    act(() => useLanguageStore.getState().setLanguage('ku'));
    await waitFor(() => expect(putLanguages(fetchStub)).toEqual(['ar', 'ku']));
  });

  it('tells an account that signed in with another language than the page', async () => {
    act(() => useLanguageStore.getState().setLanguage('ku'));
    const fetchStub = routeFetch({ 'PUT /api/auth/user/language': () => jsonResponse(204) });
    mount(user({ language: 'en' }));
    await waitFor(() => expect(putLanguages(fetchStub)).toEqual(['ku']));
  });

  it('asks nothing for a signed-out reader', async () => {
    const fetchStub = routeFetch({});
    mount(null);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
