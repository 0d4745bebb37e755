import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders, shownText } from '../../test/render';
import { QueryState, type QueryLike } from './QueryState';

const query = (overrides: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: jest.fn(),
  ...overrides,
});

const renderList = (items: string[]) => <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>;

/** QueryState over a query that moves to the next of `states` at each press of "Next", as a query's key changes. */
function ChangingQuery({ states }: { states: QueryLike<string[]>[] }) {
  const [index, setIndex] = useState(0);
  return (
    <>
      <button onClick={() => setIndex(index + 1)}>Next</button>
      <QueryState query={states[index]} errorTitle="Could not load">
        {renderList}
      </QueryState>
    </>
  );
}

const renderState = (state: QueryLike<string[]>, props: { isEmpty?: (data: string[]) => boolean } = {}) =>
  renderWithProviders(
    <QueryState query={state} errorTitle="Could not load" emptyTitle="Nothing yet" {...props}>
      {renderList}
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

  it('replaces the placeholder with the answer once it arrives', async () => {
    renderWithProviders(<ChangingQuery states={[query({ isPending: true }), query({ data: ['Erbil', 'Zakho'] })]} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['Erbil', 'Zakho']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes back to the placeholder at once when a new key has no answer yet', () => {
    renderWithProviders(<ChangingQuery states={[query({ data: ['Erbil'] }), query({ isPending: true })]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
