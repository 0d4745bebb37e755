import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppToaster } from '../../../components/AppToaster';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { deskClub } from '../../../../test/desk-fixtures';
import { fakeXhr, restoreUploadDoublesAfterEach } from '../../../../test/fake-xhr';
import { renderWithProviders, settle, shownText, spokenText, visibleText } from '../../../../test/render';
import { ClubsSection } from './ClubsSection';

const shorta = deskClub({ id: 4, name: 'Al-Shorta', nameKurdish: 'شوڕتە', city: 'Baghdad', founded: 1932, aliases: ['Police Club'] });
const erbil = deskClub({ id: 9, name: 'Erbil SC', nameArabic: 'أربيل', nameKurdish: 'هەولێر' });

const sentBody = (fetchStub: jest.Mock, request: string) => {
  const call = fetchStub.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === request);
  return call ? JSON.parse(call[1].body as string) : undefined;
};

async function openEditor(fetchStub: jest.Mock) {
  renderWithProviders(
    <>
      <ClubsSection />
      <AppToaster />
    </>,
  );
  const list = await screen.findByRole('list', { name: 'Clubs' });
  expect(fetchStub).toHaveBeenCalledWith('/api/admin/clubs', expect.anything());
  fireEvent.click(within(list).getByRole('button', { name: /Al-Shorta/ }));
  await settle();
  return screen.getByRole('form', { name: 'Edit Al-Shorta' });
}

restoreUploadDoublesAfterEach();

describe('ClubsSection', () => {
  it('marks the clubs that lack a name in Arabic or Sorani', async () => {
    routeFetch({ 'GET /api/admin/clubs': () => jsonResponse(200, [shorta, erbil]) });
    renderWithProviders(<ClubsSection />);
    const list = await screen.findByRole('list', { name: 'Clubs' });
    expect(within(list).getAllByRole('button').map(spokenText)).toEqual(['Al-ShortaNeeds Arabic/Sorani', 'Erbil SC']);
  });

  it('edits a club in three scripts and sends only what changed', async () => {
    const fetchStub = routeFetch({
      'GET /api/admin/clubs': () => jsonResponse(200, [shorta, erbil]),
      'PATCH /api/admin/clubs/4': () => jsonResponse(200, { ...shorta, nameArabic: 'الشرطة' }),
    });
    const form = await openEditor(fetchStub);
    const save = within(form).getByRole<HTMLButtonElement>('button', { name: 'Save changes' });
    expect(save.disabled).toBe(true);
    expect(visibleText(form)).toContain('Nothing changed yet.');

    fireEvent.change(within(form).getByLabelText('Name (Arabic)'), { target: { value: ' الشرطة ' } });
    fireEvent.change(within(form).getByLabelText('Stadium (Latin)'), { target: { value: 'Al-Shorta Stadium' } });
    fireEvent.change(within(form).getByLabelText('City (Latin)'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Founded'), { target: { value: '1932' } });
    fireEvent.change(within(form).getByLabelText('Second colour'), { target: { value: '#00ff00' } });
    fireEvent.change(within(form).getByLabelText('Other names'), { target: { value: 'Police Club, Al Shorta SC,  ' } });
    await settle();
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(() => expect(shownText()).toContain('Al-Shorta has been updated.'));
    expect(sentBody(fetchStub, 'PATCH /api/admin/clubs/4')).toEqual({
      nameArabic: 'الشرطة',
      city: null,
      stadium: 'Al-Shorta Stadium',
      secondaryColor: '#00ff00',
      aliases: ['Police Club', 'Al Shorta SC'],
    });
  });

  it('refuses to save a club without its Latin name or with a founding year that is not one', async () => {
    const fetchStub = routeFetch({ 'GET /api/admin/clubs': () => jsonResponse(200, [shorta]) });
    const form = await openEditor(fetchStub);
    const save = within(form).getByRole<HTMLButtonElement>('button', { name: 'Save changes' });
    fireEvent.change(within(form).getByLabelText('Name (Latin)'), { target: { value: ' ' } });
    await settle();
    expect(save.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Name (Latin)'), { target: { value: 'Al-Shorta SC' } });
    fireEvent.change(within(form).getByLabelText('Founded'), { target: { value: '32' } });
    await settle();
    expect(within(form).getByText('A year, such as 1932.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("uploads a new crest through the upload pipeline, then makes it the club's crest", async () => {
    const sent = fakeXhr(200);
    const fetchStub = routeFetch({
      'GET /api/admin/clubs': () => jsonResponse(200, [shorta]),
      'POST /api/objects/upload-public': () => jsonResponse(200, { uploadURL: '/api/objects/put/crest', objectPath: '/objects/crest', expiresAt: '2030-01-01T00:00:00Z' }),
      'POST /api/objects/complete': () => jsonResponse(200, { objectPath: '/objects/crest', mediaType: 'image/png', url: '/media/media/crest-1200.webp', thumbnailUrl: '/media/media/crest-400.webp' }),
      'PUT /api/admin/clubs/4/crest': () => jsonResponse(200, { ...shorta, logoUrl: '/media/media/crest-400.webp' }),
    });
    const form = await openEditor(fetchStub);
    const crest = new File([new Uint8Array(2000)], 'shorta.png', { type: 'image/png' });
    fireEvent.change(within(form).getByTestId('file-input'), { target: { files: [crest] } });

    await waitFor(() => expect(shownText()).toContain('Crest updated'));
    expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([['PUT', '/api/objects/put/crest', crest]]);
    expect(sentBody(fetchStub, 'PUT /api/admin/clubs/4/crest')).toEqual({ logoUrl: '/objects/crest' });
  });

  it('refuses a crest that is not a picture before uploading anything', async () => {
    const fetchStub = routeFetch({ 'GET /api/admin/clubs': () => jsonResponse(200, [shorta]) });
    const form = await openEditor(fetchStub);
    fireEvent.change(within(form).getByTestId('file-input'), { target: { files: [new File(['x'], 'goal.mp4', { type: 'video/mp4' })] } });
    await settle();
    expect(within(form).getByRole('alert').textContent).toBe('Choose a JPEG, PNG, WebP or GIF image.');
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
