import { keepsRetrying, leftBehind } from './outbox-relay.service';

describe('who delivers the outbox', () => {
  it('leaves a message to its committer for a second, then to the polls', () => {
    expect(leftBehind(null)).toBe(false);
    expect(leftBehind(999)).toBe(false);
    expect(leftBehind(1_000)).toBe(true);
    expect(leftBehind(60_000)).toBe(true);
  });

  it('has a committer locked out by another relay try again for that second', () => {
    const lockedOutAt = 1_700_000_000_000;
    expect(keepsRetrying(lockedOutAt, lockedOutAt)).toBe(true);
    expect(keepsRetrying(lockedOutAt, lockedOutAt + 999)).toBe(true);
    expect(keepsRetrying(lockedOutAt, lockedOutAt + 1_000)).toBe(false);
  });

  it("stops a locked-out committer's retries exactly when the polls start taking its message on", () => {
    // A message recorded as its committer is first locked out (one recorded earlier reaches the polls sooner).
    const ages = Array.from({ length: 2_001 }, (_, ms) => ms);
    expect(ages.filter((age) => keepsRetrying(0, age) === leftBehind(age))).toEqual([]);
  });
});
