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

  const uploaded = { objectPath: '/objects/abc', mediaType: 'image/jpeg', url: '/media/media/abc-1200.webp', thumbnailUrl: '/media/media/abc-400.webp' };
  const ticket = { uploadURL: '/api/objects/put/abc', objectPath: '/objects/abc', expiresAt: '2030-01-01T00:00:00Z' };
  const choosePicture = (dialog: HTMLElement) =>
    fireEvent.change(within(dialog).getByTestId('file-input'), { target: { files: [new File([new Uint8Array(3000)], 'pitch.jpg', { type: 'image/jpeg' })] } });

  it("uploads a chosen picture at once with the spec's toast, then submits for review with it and a featured request", async () => {
    const sent = fakeXhr(200);
    const fetchStub = routeFetch({
      'POST /api/objects/upload-public': () => jsonResponse(200, ticket),
      'POST /api/objects/complete': () => jsonResponse(200, uploaded),
      'POST /api/articles': () => jsonResponse(201, articleDetail({ id: 2, status: 'pending' })),
    });
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Derby day' } });
    fireEvent.change(within(dialog).getByLabelText(/^Content/), { target: { value: 'Text' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'analysis' } });
    choosePicture(dialog);
    await waitFor(() => expect(shownText()).toContain('Media has been uploaded successfully!'));
    expect(shownText()).toContain('Upload Successful');
    expect(sent.map((request) => request.url)).toEqual(['/api/objects/put/abc']);
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen picture' }).getAttribute('src')).toBe('blob:preview');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Submit for review' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Request featured' }));
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(shownText()).toContain('Article created successfully and sent for approval!'));
    // Uploaded once, when chosen: saving sends only the article.
    expect(sent).toHaveLength(1);
    expect(sentBody(fetchStub, 'POST /api/articles')).toMatchObject({ category: 'analysis', isPublished: true, isFeatured: true, featuredImageUrl: '/objects/abc' });
  });

  it('says "Upload Error" when the upload cannot be prepared, and its Retry action uploads the picture again', async () => {
    fakeXhr(200);
    let prepare = () => jsonResponse(503, { statusCode: 503, code: 'UNAVAILABLE', message: 'storage down' });
    const fetchStub = routeFetch({
      'POST /api/objects/upload-public': () => prepare(),
      'POST /api/objects/complete': () => jsonResponse(200, uploaded),
      'POST /api/articles': () => jsonResponse(201, articleDetail({ id: 3, status: 'draft' })),
    });
    const dialog = await openEditor();
    choosePicture(dialog);
    await waitFor(() => expect(shownText()).toContain('Failed to prepare upload. Please try again.'));
    expect(shownText()).toContain('Upload Error');
    // The picture was not uploaded: the form does not show it as the article's.
    expect(within(dialog).queryByRole('img', { name: 'Preview of the chosen picture' })).toBeNull();

    prepare = () => jsonResponse(200, ticket);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownText()).toContain('Media has been uploaded successfully!'));
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Derby day' } });
    fireEvent.change(within(dialog).getByLabelText(/^Content/), { target: { value: 'Text' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(shownText()).toContain('Article created successfully!'));
    expect(sentBody(fetchStub, 'POST /api/articles')).toMatchObject({ featuredImageUrl: '/objects/abc' });
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
