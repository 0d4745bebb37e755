import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { season } from '../../test/fixtures';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { seasonsQueryOptions, useSeasonParam, useShownSeason } from './season';

const SEASONS = [season('2025-26', true, 34), season('2024-25'), season('2023-24')];

/** Shows what the hooks read and where the address stands, with a button to pick each season. */
function Probe() {
  const { season, setSeason } = useSeasonParam();
  const shown = useShownSeason();
  const { search } = useLocation();
  return (
    <>
      <output data-testid="picked">{season ?? 'none'}</output>
      <output data-testid="shown">{JSON.stringify({ label: shown.season?.label, readOnly: shown.readOnly, past: shown.past })}</output>
      <output data-testid="address">{search}</output>
      {SEASONS.map(({ label }) => (
        <button key={label} onClick={() => setSeason(label)}>
          {label}
        </button>
      ))}
    </>
  );
}

function openAt(route: string) {
  const client = createTestQueryClient();
  client.setQueryData(seasonsQueryOptions().queryKey, SEASONS);
  renderWithProviders(<Probe />, { client, route });
}

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const picked = () => screen.getByTestId('picked').textContent;
const shown = () => JSON.parse(screen.getByTestId('shown').textContent ?? '{}') as { label?: string; readOnly: boolean; past: boolean };
const pick = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));

describe('the season a screen reads', () => {
  it('is the current season when the address names none: nothing to pass to the API, nothing read only', () => {
    openAt('/matches?round=5');
    expect(picked()).toBe('none');
    expect(shown()).toEqual({ label: '2025-26', readOnly: false, past: false });
  });

  it("is the address's season when it names one: passed to the API, read only, and past", () => {
    openAt('/matches?season=2024-25&round=5');
    expect(picked()).toBe('2024-25');
    expect(shown()).toEqual({ label: '2024-25', readOnly: true, past: true });
  });

  it('reads the current season named in the address as no season at all', () => {
    openAt('/?season=2025-26');
    expect(picked()).toBe('none');
    expect(shown().readOnly).toBe(false);
  });

  it("writes a pick to the address, dropping the rounds and pages of the other season and keeping the rest", () => {
    openAt('/matches?round=5&club=7&page=2');
    pick('2023-24');
    expect(Object.fromEntries(address())).toEqual({ season: '2023-24', club: '7' });
    expect(picked()).toBe('2023-24');
  });

  it('removes the parameter when the current season is picked, so a shared link follows the next season', () => {
    openAt('/?season=2023-24');
    pick('2025-26');
    expect(address().has('season')).toBe(false);
    expect(shown().label).toBe('2025-26');
  });
});
