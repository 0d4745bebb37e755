import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { season } from '../../test/fixtures';
import { createTestQueryClient, renderWithProviders, settle, visibleText } from '../../test/render';
import { useLanguageStore } from '../lib/language-store';
import { seasonsQueryOptions } from '../lib/season';
import { SeasonPicker } from './SeasonPicker';

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

async function openPicker(seasons: ReturnType<typeof season>[], route = '/') {
  const client = createTestQueryClient();
  client.setQueryData(seasonsQueryOptions().queryKey, seasons);
  renderWithProviders(
    <>
      <SeasonPicker />
      <Address />
    </>,
    { client, route },
  );
  await settle();
}

const options = () => screen.getAllByRole('option').map((option) => visibleText(option));
const picker = (name = 'Season') => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const address = () => screen.getByTestId('address').textContent;

describe('the season picker', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));
  const seasons = [season('2025-26', true), season('2024-25')];

  it('lists every season, newest first, with the current one marked and chosen', async () => {
    await openPicker(seasons);
    expect(options()).toEqual(['2025-26 (current)', '2024-25']);
    expect(picker().value).toBe('2025-26');
    expect(screen.queryByText('Past season')).toBeNull();
  });

  it('puts a past season in the address and says it is past; the current one takes it out again', async () => {
    await openPicker(seasons, '/matches?round=3');
    fireEvent.change(picker(), { target: { value: '2024-25' } });
    await settle();
    expect(address()).toBe('?season=2024-25');
    expect(screen.getByText('Past season')).toBeTruthy();
    fireEvent.change(picker(), { target: { value: '2025-26' } });
    await settle();
    expect(address()).toBe('');
    expect(screen.queryByText('Past season')).toBeNull();
  });

  it('shows the season an address names, in Arabic too', async () => {
    await openPicker(seasons, '/?season=2024-25');
    expect(picker().value).toBe('2024-25');
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await settle();
    expect(picker('الموسم').value).toBe('2024-25');
    expect(options()).toEqual(['2025-26 (الحالي)', '2024-25']);
    expect(screen.getByText('موسم سابق')).toBeTruthy();
  });

  it('is not there while there is only one season to read', async () => {
    await openPicker([season('2025-26', true)]);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
