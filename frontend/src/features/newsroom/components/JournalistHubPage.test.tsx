import type { ArticlePage, UserResponse } from '@isl/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppToaster } from '../../../components/AppToaster';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { jsonResponse, routeFetch } from '../../../../test/canned-fetch';
import { user } from '../../../../test/fixtures';
import { article } from '../../../../test/newsroom-fixtures';
import { createTestQueryClient, renderWithProviders, settle, shownText, visibleText } from '../../../../test/render';
import JournalistHubPage from './JournalistHubPage';

const page = (items: ReturnType<typeof article>[], pageNumber = 1, total = items.length): ArticlePage => ({ items, page: pageNumber, limit: 6, total });
const journalist = () => user({ role: 'journalist', isJournalistApproved: true, userType: 'journalist' });

const emptyHub = {
  'GET /api/articles/featured': () => jsonResponse(200, []),
  'GET /api/articles?language=en&page=1&limit=6': () => jsonResponse(200, page([])),
  'GET /api/journalists/top': () => jsonResponse(200, []),
  'GET /api/articles/mine': () => jsonResponse(200, []),
};

async function renderHub(signedIn: UserResponse | null, routes: Record<string, () => Response | Promise<Response>> = {}) {
  const fetchStub = routeFetch({ ...emptyHub, ...routes });
  const client = createTestQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, signedIn);
  renderWithProviders(
    <>
      <JournalistHubPage />
      <AppToaster />
    </>,
    { client, route: '/journalists' },
  );
  await settle();
  return fetchStub;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('JournalistHubPage', () => {
  it('shows six placeholders while the latest articles load', async () => {
    await renderHub(null, { 'GET /api/articles?language=en&page=1&limit=6': () => new Promise<never>(() => {}) });
    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    expect(within(latest).getByRole('status', { name: 'Loading...' }).children).toHaveLength(6);
  });

  it("shows the empty states: no articles, no contributors; the static cards; and for a visitor 'Apply as Journalist' and a disabled 'Journalist Only'", async () => {
    await renderHub(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Journalist Hub');
    expect(shownText()).toContain('Latest news, analysis, and expert commentary');
    await waitFor(() => expect(shownText()).toContain('No articles yet'));
    expect(shownText()).toContain('Be the first to write about Iraqi football!');
    expect(shownText()).toContain('No contributors yet');
    expect(shownText()).toContain('Start writing to join the contributors!');
    expect(screen.queryByRole('region', { name: /Featured/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Trending Topics' })).getAllByRole('listitem')).toHaveLength(4);
    expect(visibleText(screen.getByRole('region', { name: 'Article Categories' }))).toBe('Article CategoriesNewsAnalysisOpinionYouth FootballFan Culture');
    expect(screen.getByRole('link', { name: 'Apply as Journalist' }).getAttribute('href')).toBe('/journalist-apply');
    const journalistOnly = screen.getByRole('button', { name: 'Journalist Only' }) as HTMLButtonElement;
    expect(journalistOnly.disabled).toBe(true);
    expect(journalistOnly.getAttribute('aria-describedby') && document.getElementById(journalistOnly.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Only approved journalists can write articles',
    );
    expect(screen.queryByRole('region', { name: 'My Articles' })).toBeNull();
  });

  it('shows at most two featured articles in the featured card, and the latest with "load more" paging', async () => {
    const fetchStub = await renderHub(null, {
      'GET /api/articles/featured': () => jsonResponse(200, [article({ id: 1, isFeatured: true }), article({ id: 2, isFeatured: true }), article({ id: 3, isFeatured: true })]),
      'GET /api/articles?language=en&page=1&limit=6': () => jsonResponse(200, page([1, 2, 3, 4, 5, 6].map((id) => article({ id, title: `Story ${id}` })), 1, 7)),
      'GET /api/articles?language=en&page=2&limit=6': () => jsonResponse(200, page([article({ id: 7, title: 'Story 7' })], 2, 7)),
    });
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(featured.querySelectorAll('[data-variant="featured"]')).toHaveLength(2);
    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    await waitFor(() => expect(within(latest).getAllByRole('listitem')).toHaveLength(6));
    fireEvent.click(within(latest).getByRole('button', { name: 'Load more articles' }));
    await waitFor(() => expect(within(latest).getAllByRole('listitem')).toHaveLength(7));
    expect(within(latest).queryByRole('button', { name: 'Load more articles' })).toBeNull();
    expect(fetchStub.mock.calls.map(([url]) => url)).toContain('/api/articles?language=en&page=2&limit=6');
  });

  it("fetches each list's first picture at once and first, and the others as the fan scrolls to them", async () => {
    await renderHub(null, {
      'GET /api/articles/featured': () => jsonResponse(200, [article({ id: 1, isFeatured: true }), article({ id: 2, isFeatured: true })]),
      'GET /api/articles?language=en&page=1&limit=6': () => jsonResponse(200, page([3, 4, 5].map((id) => article({ id })), 1, 3)),
    });
    const featured = await screen.findByRole('region', { name: 'Featured' });
    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    await waitFor(() => expect(within(latest).getAllByRole('listitem')).toHaveLength(3));
    const loading = (region: HTMLElement) => [...region.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(loading(featured)).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ]);
    expect(loading(latest)).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('filters the latest articles by category', async () => {
    const fetchStub = await renderHub(null, {
      'GET /api/articles?language=en&page=1&limit=6&category=youth': () => jsonResponse(200, page([article({ id: 9, category: 'youth', title: 'Under-17s' })])),
    });
    fireEvent.change(screen.getByLabelText('Show articles in'), { target: { value: 'youth' } });
    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    await waitFor(() => expect(within(latest).getAllByRole('listitem').map(visibleText)).toEqual([expect.stringContaining('Under-17s')]));
    expect(fetchStub.mock.calls.map(([url]) => url)).toContain('/api/articles?language=en&page=1&limit=6&category=youth');
  });

  it('lists five top contributors with their article count and average rating to one decimal, 0.0 when none', async () => {
    const contributors = [4.25, 0, 3, 5, 1, 2].map((avgRating, index) => ({ id: `j${index}`, displayName: index === 1 ? null : `Writer ${index}`, profileImageUrl: null, articleCount: 10 - index, avgRating }));
    await renderHub(null, { 'GET /api/journalists/top': () => jsonResponse(200, contributors) });
    const panel = screen.getByRole('region', { name: 'Top Contributors' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(5));
    const rows = within(panel).getAllByRole('listitem').map(visibleText);
    expect(rows[0]).toBe('Writer 0Articles: 104.3Average rating: 4.3');
    expect(rows[1]).toBe('JournalistArticles: 90.0Average rating: 0.0');
  });

  it("tells a fan who applied that the application is pending, without 'Apply as Journalist'", async () => {
    await renderHub(user({ userType: 'journalist' }));
    await waitFor(() => expect(shownText()).toContain('Your journalist application is pending approval.'));
    expect(screen.queryByRole('link', { name: 'Apply as Journalist' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Journalist Only' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives an approved journalist "Write Article" and their own articles with status, reason, and edit and delete where allowed', async () => {
    await renderHub(journalist(), {
      'GET /api/articles/mine': () =>
        jsonResponse(200, [
          article({ id: 1, title: 'Waiting', status: 'pending', publishedAt: null }),
          article({ id: 2, title: 'Sent back', status: 'rejected', publishedAt: null, rejectionReason: 'Check the score.' }),
          article({ id: 3, title: 'Out there', status: 'published' }),
          article({ id: 4, title: 'Unfinished', status: 'draft', publishedAt: null }),
        ]),
    });
    expect((screen.getByRole('button', { name: 'Write Article' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Journalist Only' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Apply as Journalist' })).toBeNull();
    const mine = screen.getByRole('region', { name: 'My Articles' });
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(4));
    const row = (id: number) => mine.querySelector(`[data-article="${id}"]`) as HTMLElement;
    // One true status each: a submitted article is pending review, not also a draft.
    expect(visibleText(row(1))).toBe('WaitingPending review');
    expect(within(row(1)).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(visibleText(row(2))).toContain("Sent backRejectedEditor's note: Check the score.");
    expect(visibleText(row(4))).toMatch(/^UnfinishedDraft Edit/);
    expect(within(row(2)).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(['Edit', 'Delete']);
    expect(visibleText(row(3))).toContain('Published');
    expect(within(row(3)).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row(4)).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual(['Edit', 'Delete']);
  });
});
