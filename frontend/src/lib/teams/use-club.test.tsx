import { cleanup, screen } from '@testing-library/react';
import { team } from '../../../test/fixtures';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { teamsQueryOptions } from './get-teams';
import { useClub } from './use-club';

/** Names the club an id stands for, or "unknown". */
function Club({ id }: { id: number }) {
  return <li>{useClub(id)?.name ?? 'unknown'}</li>;
}

/**
 * 2024-25 is current; Naft Maysan went down after 2023-24, and Karbala came up in its place. No list of seasons is
 * needed: crests are drawn from the clubs of the season the address names, else the current one's.
 */
function openAt(route: string) {
  cleanup();
  const client = createTestQueryClient();
  client.setQueryData(teamsQueryOptions().queryKey, [team({ id: 1, name: 'Zakho' }), team({ id: 3, name: 'Karbala' })]);
  client.setQueryData(teamsQueryOptions('2023-24').queryKey, [team({ id: 1, name: 'Zakho' }), team({ id: 2, name: 'Naft Maysan' })]);
  renderWithProviders(
    <ul>
      {[1, 2, 3].map((id) => (
        <Club key={id} id={id} />
      ))}
    </ul>,
    { client, route },
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent).join(', ');
}

describe('useClub', () => {
  it("finds a club among the current season's clubs on a screen of the current season", () => {
    expect(openAt('/matches')).toBe('Zakho, unknown, Karbala');
  });

  it("finds a club among the shown season's clubs on a past season's screen, one gone down since included", () => {
    expect(openAt('/matches?season=2023-24&round=5')).toBe('Zakho, Naft Maysan, unknown');
  });
});
