import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { stubFetch } from '../../../../test/canned-fetch';
import { user } from '../../../../test/fixtures';
import { createTestQueryClient } from '../../../../test/render';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { forgetWritesOf } from '../../../lib/offline/write-queue';
import { useSignOut } from './sign-out';

jest.mock('../../../lib/offline/write-queue', () => ({ forgetWritesOf: jest.fn(async () => undefined) }));

/** Signs out fan-1, signed in until then; resolves with the query client once the attempt has settled. */
async function signOutFan() {
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, user({ id: 'fan-1' }));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSignOut(), { wrapper });
  await act(() => result.current.mutateAsync().catch(() => undefined));
  return client;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.mocked(forgetWritesOf).mockClear();
});

describe('useSignOut', () => {
  it('forgets the writes the fan left unsent and the answers kept for offline use once signed out', async () => {
    stubFetch(204, '');
    // The browser's CacheStorage, where the service worker keeps answers (jsdom has none).
    const deleted: string[] = [];
    Object.assign(globalThis, { caches: { delete: async (name: string) => deleted.push(name) > 0 } });
    const client = await signOutFan();
    delete (globalThis as { caches?: unknown }).caches;
    expect(client.getQueryData(currentUserQueryOptions().queryKey)).toBeNull();
    expect(forgetWritesOf).toHaveBeenCalledWith('fan-1');
    expect(deleted.sort()).toEqual(['isl-articles', 'isl-reads']);
  });

  it('keeps them when signing out fails (offline): the fan is still signed in', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const client = await signOutFan();
    expect(client.getQueryData(currentUserQueryOptions().queryKey)).toEqual(expect.objectContaining({ id: 'fan-1' }));
    expect(forgetWritesOf).not.toHaveBeenCalled();
  });
});
