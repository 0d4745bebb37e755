import type { UserResponse } from '@isl/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppToaster } from '../../../components/AppToaster';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { navigateToUrl } from '../../../lib/navigation';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { user } from '../../../../test/fixtures';
import { articleDetail } from '../../../../test/newsroom-fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText, visibleText } from '../../../../test/render';
import type { FakeSocket } from '../../../__mocks__/socket.io-client';
import { connectLiveSocket } from '../../../lib/socket';
import { useWaitingWritesStore } from '../../../lib/waiting-writes';
import ArticlePage from './ArticlePage';

jest.mock('../../../lib/navigation', () => ({ ...jest.requireActual('../../../lib/navigation'), navigateToUrl: jest.fn() }));

const published = articleDetail({ id: 12, title: '<b>Derby</b> day', ratingAverage: 4.5, ratingCount: 2 });
const comments = [
  { id: 1, articleId: 12, authorName: 'Ali', authorImageUrl: null, content: '<img src=x onerror=alert(1)> great', isApproved: true, createdAt: '2025-04-01T00:00:00Z', mine: false },
  { id: 2, articleId: 12, authorName: 'Zahraa', authorImageUrl: null, content: 'Mine, waiting', isApproved: false, createdAt: '2025-04-01T00:00:00Z', mine: true },
];

async function renderArticle(signedIn: UserResponse | null, routes: Record<string, () => Response> = {}) {
  const fetchStub = routeFetch({
    'GET /api/articles/12': () => jsonResponse(200, published),
    'GET /api/articles/12/comments': () => jsonResponse(200, comments),
    ...routes,
  });
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, signedIn);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/journalists/articles/:id/:slug?" element={<ArticlePage />} />
      </Routes>
      <AppToaster />
    </>,
    { client, route: '/journalists/articles/12/derby-day' },
  );
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return fetchStub;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

describe('ArticlePage', () => {
  it('shows its author a submitted article as pending review, with no "Draft" beside it', async () => {
    await renderArticle(user(), { 'GET /api/articles/12': () => jsonResponse(200, { ...published, status: 'pending', publishedAt: null }) });
    const article = screen.getByRole('article');
    expect(visibleText(article)).toContain('Only you and the editors can see this article: Pending review.');
    expect(visibleText(article)).not.toContain('Draft');
  });

  it("shows the title and comments as text, and only the server's contentHtml as HTML", async () => {
    await renderArticle(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('<b>Derby</b> day');
    // The article's picture, the largest thing on a phone's first screen, is asked for ahead of the page's others.
    expect(document.querySelector('article img[fetchpriority="high"]')?.getAttribute('src')).toBe('/images/articles/stadium.webp');
    expect(document.querySelector('article strong')?.textContent).toBe('returns');
    expect(shownText()).toContain('By Hawre');
    expect(shownText()).toContain('4.5 out of 5');
    const list = await within(screen.getByRole('region', { name: 'Comments' })).findByRole('list');
    expect(visibleText(list)).toContain('<img src=x onerror=alert(1)> great');
    expect(list.querySelector('img[src="x"]')).toBeNull();
    expect(visibleText(list.querySelector('[data-comment="2"]'))).toContain('Awaiting approval');
  });

  it('asks a visitor to sign in to rate or comment, coming back to the article', async () => {
    jest.useFakeTimers();
    await renderArticle(null);
    expect(screen.queryByLabelText('Your comment')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to rate this article' }));
    act(() => jest.advanceTimersByTime(500));
    expect(navigateToUrl).toHaveBeenCalledWith('/api/login?returnTo=%2Fjournalists%2Farticles%2F12%2Fderby-day');
  });

  it('lets a signed-in fan rate and comment; the comment joins the list awaiting approval', async () => {
    const fetchStub = await renderArticle(user({ id: 'fan' }), {
      'PUT /api/articles/12/rating': () => jsonResponse(200, { ratingAverage: 4.7, ratingCount: 3, myRating: 5 }),
      'POST /api/articles/12/comments': () =>
        jsonResponse(201, { id: 3, articleId: 12, authorName: 'Zahraa', authorImageUrl: null, content: 'Brilliant', isApproved: false, createdAt: new Date().toISOString(), mine: true }),
    });
    fireEvent.click(screen.getByRole('radio', { name: '5 out of 5 stars' }));
    await waitFor(() => expect(shownText()).toContain('4.7 out of 5'));
    expect(JSON.parse(fetchStub.mock.calls.find(([url, init]) => url === '/api/articles/12/rating' && init?.method === 'PUT')?.[1].body as string)).toEqual({ rating: 5 });
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: '  Brilliant ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(document.querySelector('[data-comment="3"]')).not.toBeNull());
    expect(visibleText(document.querySelector('[data-comment="3"]'))).toContain('Awaiting approval');
    expect(shownText()).toContain('Your comment was sent and will appear once approved.');
  });

  it("lists the fan's comment kept on the phone, marked in words as waiting to be sent", async () => {
    const kept = { kind: 'comment', url: '/api/articles/12/comments', body: { content: 'Written offline' }, articleId: 12, userId: 'fan', key: 'k1', madeAt: Date.now() } as const;
    useWaitingWritesStore.setState({ writes: [kept] });
    try {
      await renderArticle(user({ id: 'fan', firstName: 'Zahraa' }));
      const waiting = screen.getByText('Written offline').closest('li');
      expect(visibleText(waiting)).toContain('Zahraa');
      expect(visibleText(waiting)).toContain('Waiting to be sent');
      expect(waiting?.hasAttribute('data-comment')).toBe(false);
    } finally {
      useWaitingWritesStore.setState({ writes: [] });
    }
  });

  it('shares a published article by its title and address', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await renderArticle(null);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await settle();
    expect(share).toHaveBeenCalledWith({ title: '<b>Derby</b> day', url: `${window.location.origin}/journalists/articles/12/derby-day-in-baghdad?lang=en` });
    expect(document.title).toBe('<b>Derby</b> day · Iraq Stars League');
  });

  it('offers its author no share of an article still in review', async () => {
    await renderArticle(user(), { 'GET /api/articles/12': () => jsonResponse(200, { ...published, status: 'pending', publishedAt: null }) });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('does not offer the author a rating of their own article', async () => {
    await renderArticle(user({ id: 'j1', role: 'journalist', isJournalistApproved: true }));
    expect(shownText()).toContain('You cannot rate your own article.');
  });

  it('says when the article does not exist', async () => {
    routeFetch({ 'GET /api/articles/12': () => jsonResponse(404, { statusCode: 404, code: 'ARTICLE_NOT_FOUND', message: 'no' }) });
    const client = createTestQueryClient();
    client.setQueryData(currentUserQueryOptions().queryKey, null);
    renderWithProviders(
      <Routes>
        <Route path="/journalists/articles/:id/:slug?" element={<ArticlePage />} />
      </Routes>,
      { client, route: '/journalists/articles/12' },
    );
    await waitFor(() => expect(shownText()).toContain('This article could not be found'));
  });

  describe("an editor's review of the reader's own comment, pushed to the open article", () => {
    let socket: FakeSocket;
    beforeAll(async () => {
      socket = (await connectLiveSocket()) as unknown as FakeSocket;
    });

    async function renderReviewed(afterReview: typeof comments) {
      let shown = comments;
      const fetchStub = await renderArticle(user({ id: 'fan' }), { 'GET /api/articles/12/comments': () => jsonResponse(200, shown) });
      const commentReads = () => fetchStub.mock.calls.filter(([url]) => url === '/api/articles/12/comments').length;
      const before = commentReads();
      // Another article's review is not this page's business.
      act(() => socket.receive('comment:reviewed', { commentId: 40, articleId: 99, approved: true }));
      await settle();
      expect(commentReads()).toBe(before);
      shown = afterReview;
      return commentReads;
    }

    it('drops "Awaiting approval" once an editor approves it', async () => {
      await renderReviewed([comments[0], { ...comments[1], isApproved: true }]);
      // The comments arrive after the article: the pending one is awaited before the review is pushed.
      await waitFor(() => expect(visibleText(document.querySelector('[data-comment="2"]'))).toContain('Awaiting approval'));
      act(() => socket.receive('comment:reviewed', { commentId: 2, articleId: 12, approved: true }));
      await waitFor(() => expect(visibleText(document.querySelector('[data-comment="2"]'))).not.toContain('Awaiting approval'));
    });

    it('takes it off the page once an editor rejects it', async () => {
      await renderReviewed([comments[0]]);
      act(() => socket.receive('comment:reviewed', { commentId: 2, articleId: 12, approved: false }));
      // One wait for the end state: while the comments are read again, neither may be on the page for a moment.
      await waitFor(() => {
        expect(document.querySelector('[data-comment="2"]')).toBeNull();
        expect(document.querySelector('[data-comment="1"]')).not.toBeNull();
      });
    });
  });
});
