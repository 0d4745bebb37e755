import { clientHolds } from './if-none-match';

describe('clientHolds', () => {
  const ours = (tag: string) => tag === '"abc"';

  it('finds our tag in the list, spaces trimmed', () => {
    expect(clientHolds('"x", "abc"', ours)).toBe(true);
    expect(clientHolds('"x","y"', ours)).toBe(false);
  });

  it('takes `*` as holding anything, and no header as holding nothing', () => {
    expect(clientHolds(' * ', ours)).toBe(true);
    expect(clientHolds(undefined, ours)).toBe(false);
    expect(clientHolds('', ours)).toBe(false);
  });
});
