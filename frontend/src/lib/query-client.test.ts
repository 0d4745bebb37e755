import { stubFetch } from '../../test/canned-fetch';
import { getJson } from './api-client';
import { navigateToUrl } from './navigation';
import { createQueryClient } from './query-client';
import { connectToaster, type Notice } from './toaster';

jest.mock('./navigation', () => ({ ...jest.requireActual('./navigation'), navigateToUrl: jest.fn() }));

describe('the 401 rule (spec section 8)', () => {
  let shown: Notice[];
  let disconnectToaster: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    (navigateToUrl as jest.Mock).mockClear();
    shown = [];
    disconnectToaster = connectToaster((notice) => shown.push(notice));
    stubFetch(401, '{"statusCode":401,"code":"UNAUTHORIZED","message":"Unauthorized"}', 'Unauthorized');
  });
  afterEach(() => {
    disconnectToaster();
    jest.useRealTimers();
  });

  it('shows "Unauthorized" / "You are logged out. Logging in again..." and goes to /api/login after 500 ms', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['predictions', 'my'], queryFn: () => getJson('/api/predictions/my') });

    expect(shown).toEqual([{ title: 'Unauthorized', description: 'You are logged out. Logging in again...', type: 'error' }]);
    jest.advanceTimersByTime(499);
    expect(navigateToUrl).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigateToUrl).toHaveBeenCalledWith('/api/login');
  });

  it('leaves alone a query that reads 401 as "signed out", and a request that opts out', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['auth', 'user'], queryFn: () => getJson('/api/auth/user', { on401: 'returnNull' }) });
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => getJson('/api/auth/login'), meta: { redirectOnUnauthorized: false } })
      .execute(undefined)
      .catch(() => undefined);

    jest.advanceTimersByTime(1000);
    expect(shown).toEqual([]);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
