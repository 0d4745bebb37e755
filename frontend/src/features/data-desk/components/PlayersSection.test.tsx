import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppToaster } from '../../../components/AppToaster';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { deskClub, deskPlayer } from '../../../../test/desk-fixtures';
import { renderWithProviders, settle, shownText, visibleText } from '../../../../test/render';
import { PlayersSection } from './PlayersSection';

const shorta = deskClub({ id: 1, name: 'Al-Shorta', nameArabic: 'الشرطة', nameKurdish: 'شوڕتە' });
const zawraa = deskClub({ id: 2, name: 'Al-Zawraa', nameArabic: 'الزوراء', nameKurdish: 'زەوڕا' });
const aymen = deskPlayer({ id: 9, teamId: 1, name: 'Aymen Hussein', jerseyNumber: 18, position: 'striker' });

const sentBody = (fetchStub: jest.Mock, request: string) => {
  const call = fetchStub.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === request);
  return call ? JSON.parse(call[1].body as string) : undefined;
};

async function openTransfer(routes: Parameters<typeof routeFetch>[0]) {
  const fetchStub = routeFetch({
    'GET /api/admin/clubs': () => jsonResponse(200, [shorta, zawraa]),
    'GET /api/admin/players?teamId=1': () => jsonResponse(200, [aymen]),
    ...routes,
  });
  renderWithProviders(
    <>
      <PlayersSection />
      <AppToaster />
    </>,
  );
  const list = await screen.findByRole('list', { name: 'Players' });
  fireEvent.click(within(list).getByRole('button', { name: /Aymen Hussein/ }));
  await settle();
  const form = screen.getByRole('form', { name: 'Transfer' });
  fireEvent.change(within(form).getByLabelText(/^New club/), { target: { value: '2' } });
  fireEvent.change(within(form).getByLabelText('Shirt number at the new club'), { target: { value: '10' } });
  await settle();
  return { form, fetchStub, submit: () => fireEvent.click(within(form).getByRole('button', { name: 'Record transfer' })) };
}

describe('PlayersSection: the transfer form', () => {
  it('offers only the other clubs, and sends the new club and number', async () => {
    const { form, fetchStub, submit } = await openTransfer({
      'POST /api/admin/players/9/transfer': () => jsonResponse(200, { ...aymen, teamId: 2, jerseyNumber: 10 }),
    });
    expect(within(form).getAllByRole('option').map(visibleText)).toEqual(['Choose a club', 'Al-Zawraa']);
    submit();
    await waitFor(() => expect(shownText()).toContain('Aymen Hussein now plays for Al-Zawraa.'));
    expect(sentBody(fetchStub, 'POST /api/admin/players/9/transfer')).toEqual({ teamId: 2, jerseyNumber: 10 });
  });

  it("shows the server's refusal of a number the new club has given, beside the number, until it is changed", async () => {
    const { form, submit } = await openTransfer({
      'POST /api/admin/players/9/transfer': () => jsonResponse(409, { statusCode: 409, code: 'SHIRT_NUMBER_TAKEN', message: 'Number 10 is worn by Ibrahim Bayesh' }),
    });
    submit();
    const number = within(form).getByLabelText('Shirt number at the new club');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    const field = number.closest('[role="group"]') ?? number.parentElement!;
    expect(visibleText(field)).toContain('Another player of this club already wears that number.');

    fireEvent.change(number, { target: { value: '11' } });
    await settle();
    expect(number.getAttribute('aria-invalid')).toBeNull();
    expect(visibleText(form)).not.toContain('Another player of this club already wears that number.');
  });

  it('sends no number when the field is left empty, and refuses one outside 1 to 99', async () => {
    const { form, fetchStub, submit } = await openTransfer({
      'POST /api/admin/players/9/transfer': () => jsonResponse(200, { ...aymen, teamId: 2, jerseyNumber: null }),
    });
    const number = within(form).getByLabelText('Shirt number at the new club');
    fireEvent.change(number, { target: { value: '0' } });
    await settle();
    expect(within(form).getByText('A number from 1 to 99, or none.')).toBeTruthy();
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Record transfer' }).disabled).toBe(true);

    fireEvent.change(number, { target: { value: '' } });
    await settle();
    submit();
    await waitFor(() => expect(sentBody(fetchStub, 'POST /api/admin/players/9/transfer')).toEqual({ teamId: 2, jerseyNumber: null }));
  });
});
