import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppToaster } from '../../../components/AppToaster';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { application, articleDetail, pendingComment } from '../../../../test/newsroom-fixtures';
import { renderWithProviders, settle, shownText, visibleText } from '../../../../test/render';
import EditorialReviewPage from './EditorialReviewPage';

const queues = {
  'GET /api/admin/journalists/pending': () => jsonResponse(200, [application()]),
  'GET /api/admin/articles/pending': () =>
    jsonResponse(200, [articleDetail({ id: 5, title: 'Derby day', status: 'pending', publishedAt: null, featureRequested: true, contentHtml: '<p>Rendered <em>body</em></p>' })]),
  'GET /api/admin/comments/pending': () => jsonResponse(200, [pendingComment({ id: 9, content: 'Great read\nThanks' })]),
};

async function renderReview(routes: Record<string, () => Response> = {}) {
  const fetchStub = routeFetch({ ...queues, ...routes });
  renderWithProviders(
    <>
      <EditorialReviewPage />
      <AppToaster />
    </>,
    { route: '/admin/review' },
  );
  await settle();
  return fetchStub;
}

const call = (fetchStub: jest.Mock, request: string) => fetchStub.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === request);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('EditorialReviewPage', () => {
  it('shows an application in full and approves it', async () => {
    const fetchStub = await renderReview({ 'POST /api/admin/journalists/7/approve': () => jsonResponse(200, application({ status: 'approved' })) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Editorial Review');
    const card = await screen.findByRole('listitem');
    for (const text of ['Zahraa Ali', 'zahraa.ali@example.iq', 'Al-Sabah newspaper', '6-10 years', 'Match Reporting', 'Ten years on the Iraqi league beat']) {
      expect(visibleText(card)).toContain(text);
    }
    expect(within(card).getByRole('link', { name: 'https://example.iq/zahraa' }).getAttribute('rel')).toContain('noopener');
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: /Journalist applications/ }).textContent).toContain('1');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(shownText()).toContain('Zahraa Ali is now an approved journalist.'));
    expect(call(fetchStub, 'POST /api/admin/journalists/7/approve')?.[1].body).toBeUndefined();
  });

  it("lays an application's details out as one list of labels and values, each label on its value's row", async () => {
    await renderReview();
    const card = await screen.findByRole('listitem');
    const details = card.querySelector('dl') as HTMLElement;
    // A grid of its labels and values (two columns from phone-landscape width up), not a column of centred pairs.
    expect(getComputedStyle(details).display).toBe('grid');
    const cells = [...details.querySelectorAll('dt, dd')];
    expect(cells.map((cell) => `${cell.tagName} ${getComputedStyle(cell.parentElement as Element).display}`)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i % 2 ? 'DD' : 'DT'} contents`),
    );
    expect(cells.map((cell) => visibleText(cell))).toEqual([
      'E-mail',
      'zahraa.ali@example.iq',
      'Workplace',
      'Al-Sabah newspaper',
      'Experience',
      '6-10 years',
      'Specialization',
      'Match Reporting',
      'Portfolio',
      'https://example.iq/zahraa',
    ]);
  });

  it('rejects an application with the optional reason', async () => {
    const fetchStub = await renderReview({ 'POST /api/admin/journalists/7/reject': () => jsonResponse(200, application({ status: 'rejected' })) });
    const card = await screen.findByRole('listitem');
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    fireEvent.change(within(card).getByLabelText('Reason (optional)'), { target: { value: '  Add links to published work.  ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(shownText()).toContain("Zahraa Ali's application was rejected."));
    expect(JSON.parse(call(fetchStub, 'POST /api/admin/journalists/7/reject')?.[1].body as string)).toEqual({ reason: 'Add links to published work.' });
  });

  it("shows an article as readers would get it with the author's feature request, and approves it as featured or not", async () => {
    const fetchStub = await renderReview({ 'POST /api/admin/articles/5/approve': () => jsonResponse(200, articleDetail({ id: 5, status: 'published' })) });
    fireEvent.click(screen.getByRole('tab', { name: /Articles/ }));
    await settle();
    const card = await screen.findByRole('listitem');
    expect(visibleText(card)).toContain('The author asks for this article to be featured.');
    expect(card.querySelector('em')?.textContent).toBe('body');
    const feature = within(card).getByRole('checkbox', { name: 'Feature it on the Journalist Hub' }) as HTMLInputElement;
    expect(feature.checked).toBe(true);
    fireEvent.click(feature);
    await settle();
    expect(feature.checked).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(shownText()).toContain('"Derby day" is published.'));
    expect(JSON.parse(call(fetchStub, 'POST /api/admin/articles/5/approve')?.[1].body as string)).toEqual({ featured: false });
  });

  it('approves a comment as plain text, and says why a decision failed', async () => {
    const fetchStub = await renderReview({
      'POST /api/admin/comments/9/reject': () => jsonResponse(409, { statusCode: 409, code: 'ALREADY_DECIDED', message: 'decided' }),
    });
    fireEvent.click(screen.getByRole('tab', { name: /Comments/ }));
    await settle();
    const card = await screen.findByRole('listitem');
    expect(visibleText(card)).toContain('On "Derby day in Baghdad"');
    expect(visibleText(card)).toContain('Great read\nThanks');
    // A comment's rejection takes no reason: it goes at once.
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(shownText()).toContain('This has already been reviewed.'));
    expect(call(fetchStub, 'POST /api/admin/comments/9/reject')?.[1].body).toBeUndefined();
  });

  it('says when a queue is empty', async () => {
    await renderReview({ 'GET /api/admin/journalists/pending': () => jsonResponse(200, []) });
    await waitFor(() => expect(visibleText(screen.getByRole('tabpanel'))).toBe('No applications are waiting'));
  });
});
