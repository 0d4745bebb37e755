import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, shownText } from '../../test/render';
import { QueryState, type QueryLike } from './QueryState';

const query = (overrides: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: jest.fn(),
  ...overrides,
});

const renderState = (state: QueryLike<string[]>, props: { isEmpty?: (data: string[]) => boolean } = {}) =>
  renderWithProviders(
    <QueryState query={state} errorTitle="Could not load" emptyTitle="Nothing yet" {...props}>
      {(items) => <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('says it is loading while the query is pending', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows the error with a retry that refetches', () => {
    const failed = query({ isError: true });
    renderState(failed);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty line for an empty answer, or what isEmpty calls empty', () => {
    renderState(query({ data: [] }));
    expect(shownText()).toContain('Nothing yet');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the content with the data otherwise', () => {
    renderState(query({ data: ['Erbil', 'Zakho'] }), { isEmpty: (items) => items.length < 2 });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Erbil', 'Zakho']);
  });
});
