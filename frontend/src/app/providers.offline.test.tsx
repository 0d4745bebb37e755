import { act, render, screen } from '@testing-library/react';
import { createTestQueryClient } from '../../test/render';
import { notify } from '../lib/toaster';
import { AppProviders } from './providers';

// The toaster's chunk cannot be fetched, as on a phone that has lost its signal.
jest.mock('../components/AppToaster', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('AppProviders: a toaster whose code cannot be fetched', () => {
  it('leaves the page up, without the toast', async () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <p>Screen</p>
      </AppProviders>,
    );
    act(() => notify({ type: 'error', title: 'Could not save your prediction' }));
    // Once the failed fetch has settled (the same import the toaster waits on), the page is still there.
    await act(() => import('../components/AppToaster').catch(() => undefined));
    expect(document.body.textContent).toBe('Screen');
    expect(screen.queryByText('Could not save your prediction')).toBeNull();
  });
});
