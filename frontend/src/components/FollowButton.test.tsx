import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentUserQueryOptions } from '../lib/current-user';
import { notificationPreferencesQueryOptions } from '../lib/push/notification-preferences';
import { jsonResponse, routeFetch } from '../../test/canned-fetch';
import { user } from '../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle } from '../../test/render';
import { FollowButton } from './FollowButton';

describe('FollowButton', () => {
  it('follows and unfollows a club through the preferences, a pressed toggle', async () => {
    const fetchStub = routeFetch({ 'PUT /api/notifications/preferences': () => jsonResponse(200, { matchResults: true, teamSpecific: [7], predictions: true }) });
    const client = createTestQueryClient();
    client.setQueryData(currentUserQueryOptions().queryKey, user());
    client.setQueryData(notificationPreferencesQueryOptions().queryKey, { matchResults: true, teamSpecific: [], predictions: true });
    renderWithProviders(<FollowButton teamId={7} teamName="Zakho" />, { client });
    await settle();
    const button = screen.getByRole('button', { name: 'Follow Zakho' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Zakho' }).getAttribute('aria-pressed')).toBe('true'));
    expect(fetchStub).toHaveBeenCalledWith('/api/notifications/preferences', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ matchResults: true, teamSpecific: [7], predictions: true }) }));
  });

  it('is not there for a visitor', async () => {
    const client = createTestQueryClient();
    client.setQueryData(currentUserQueryOptions().queryKey, null);
    renderWithProviders(<FollowButton teamId={7} teamName="Zakho" />, { client });
    await settle();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
