import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { AppToaster } from '../../../components/AppToaster';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { fakeXhr, restoreUploadDoublesAfterEach } from '../../../../test/fake-xhr';
import { articleDetail } from '../../../../test/newsroom-fixtures';
import { renderWithProviders, settle, shownText } from '../../../../test/render';
import { ArticleEditorDialog } from './ArticleEditorDialog';

function NewArticle() {
  const [open, setOpen] = useState(false);
  return <ArticleEditorDialog open={open} onOpenChange={setOpen} trigger={<Button>Write Article</Button>} />;
}

async function openEditor() {
  renderWithProviders(
    <>
      <NewArticle />
      <AppToaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Write Article' }));
  return screen.findByRole('dialog', { name: 'Create New Article' });
}

const sentBody = (fetchStub: jest.Mock, request: string) => {
  const call = fetchStub.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === request);
  return call ? JSON.parse(call[1].body as string) : undefined;
};

restoreUploadDoublesAfterEach();

describe('ArticleEditorDialog', () => {
  it("refuses a blank title or content with the spec's validation toast, sending nothing", async () => {
    const fetchStub = routeFetch({});
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Article' }));
    await settle();
    expect(shownText()).toContain('Validation Error');
    expect(within(dialog).getAllByText('Please fill in title and content fields.')).toHaveLength(2);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('creates a draft in the reader language, category news by default; says so, closes and starts afresh', async () => {
    const fetchStub = routeFetch({ 'POST /api/articles': () => jsonResponse(201, articleDetail({ id: 1, status: 'draft' })) });
    let dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: ' Derby day ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Content/), { target: { value: 'The **derby** returns.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(shownText()).toContain('Article created successfully!'));
    expect(sentBody(fetchStub, 'POST /api/articles')).toEqual({
      title: 'Derby day',
      content: 'The **derby** returns.',
      excerpt: null,
      category: 'news',
      language: 'en',
      isPublished: false,
      isFeatured: false,
      featuredImageUrl: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Write Article' }));
    dialog = await screen.findByRole('dialog', { name: 'Create New Article' });
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('');
  });

  it('uploads the picked picture first, then submits for review with a featured request', async () => {
    const sent = fakeXhr(200);
    const fetchStub = routeFetch({
      'POST /api/objects/upload-public': () => jsonResponse(200, { uploadURL: '/api/objects/put/abc', objectPath: '/objects/abc', expiresAt: '2030-01-01T00:00:00Z' }),
      'POST /api/objects/complete': () => jsonResponse(200, { objectPath: '/objects/abc', mediaType: 'image/jpeg', url: '/media/media/abc-1200.webp', thumbnailUrl: '/media/media/abc-400.webp' }),
      'POST /api/articles': () => jsonResponse(201, articleDetail({ id: 2, status: 'pending' })),
    });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Derby day' } });
    fireEvent.change(within(dialog).getByLabelText(/^Content/), { target: { value: 'Text' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'analysis' } });
    fireEvent.change(within(dialog).getByTestId('file-input'), { target: { files: [new File([new Uint8Array(3000)], 'pitch.jpg', { type: 'image/jpeg' })] } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Submit for review' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Request featured' }));
    await settle();
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen picture' }).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(shownText()).toContain('Article created successfully and sent for approval!'));
    expect(sent.map((request) => request.url)).toEqual(['/api/objects/put/abc']);
    expect(sentBody(fetchStub, 'POST /api/articles')).toMatchObject({ category: 'analysis', isPublished: true, isFeatured: true, featuredImageUrl: '/objects/abc' });
  });

  it('refuses a video as the featured image, before any upload', async () => {
    const fetchStub = routeFetch({});
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByTestId('file-input'), { target: { files: [new File([new Uint8Array(3000)], 'clip.mp4', { type: 'video/mp4' })] } });
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a JPEG, PNG, WebP or GIF image.');
    expect((within(dialog).getByRole('button', { name: 'Create Article' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("shows the server's reason in an Error toast and keeps the dialog open", async () => {
    routeFetch({ 'POST /api/articles': () => jsonResponse(403, { statusCode: 403, code: 'FORBIDDEN', message: 'approved journalists only' }) });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Derby day' } });
    fireEvent.change(within(dialog).getByLabelText(/^Content/), { target: { value: 'Text' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(shownText()).toContain('You are not authorized to perform this action.'));
    expect(screen.queryByRole('dialog', { name: 'Create New Article' })).toBe(dialog);
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Derby day');
  });

  it('says "Failed to create article" when the server gives no reason it knows', async () => {
    routeFetch({ 'POST /api/articles': () => jsonResponse(500, {}) });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Derby day' } });
    fireEvent.change(within(dialog).getByLabelText(/^Content/), { target: { value: 'Text' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(shownText()).toContain('Failed to create article'));
  });
});
