import { ALL_ROUNDS, changeView, matchesViewParams, readMatchesView } from './matches-view';

const read = (query: string) => readMatchesView(new URLSearchParams(query), 38);

describe('the Matches page address', () => {
  it('opens on the fixtures, first page, no round or club picked', () => {
    expect(read('')).toEqual({ list: 'fixtures', round: undefined, club: undefined, page: 1 });
  });

  it('reads the list, round, club and page', () => {
    expect(read('list=results&round=31&club=4&page=2')).toEqual({ list: 'results', round: 31, club: 4, page: 2 });
    expect(read('round=all').round).toBe(ALL_ROUNDS);
  });

  it('reads a value that is not one as not given', () => {
    expect(read('list=live&round=39&club=x&page=0')).toEqual({ list: 'fixtures', round: undefined, club: undefined, page: 1 });
    expect(read('round=01&club=-3&page=1.5')).toEqual({ list: 'fixtures', round: undefined, club: undefined, page: 1 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(matchesViewParams({ list: 'fixtures', round: undefined, club: undefined, page: 1 }).toString()).toBe('');
    const view = { list: 'results', round: ALL_ROUNDS, club: 7, page: 3 } as const;
    expect(matchesViewParams(view).toString()).toBe('list=results&round=all&club=7&page=3');
    expect(readMatchesView(matchesViewParams(view), 38)).toEqual(view);
  });

  it('goes back to the first page when the list, round or club changes', () => {
    expect(changeView({ list: 'results', round: 30, club: undefined, page: 4 }, { club: 2 })).toEqual({ list: 'results', round: 30, club: 2, page: 1 });
  });
});
