import { act, render, screen } from '@testing-library/react';
import { createTestQueryClient } from '../../test/render';
import { notify } from '../lib/toaster';
import { AppProviders } from './providers';

describe('AppProviders: the toaster', () => {
  it('is not in the page until the first notice, which then shows in its live region', async () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <p>Screen</p>
      </AppProviders>,
    );
    expect(document.body.textContent).toBe('Screen');
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();

    act(() => notify({ type: 'success', title: 'Prediction saved' }));

    const notice = await screen.findByText('Prediction saved');
    expect(notice.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });
});
