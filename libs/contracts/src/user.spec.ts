import { NAME_MAX_LENGTH, nameProblem } from './user';

describe('nameProblem', () => {
  it('needs a first name, and lets a last name be left out', () => {
    expect(nameProblem('   ', true)).toBe('missing');
    expect(nameProblem('', false)).toBeNull();
  });

  it('counts characters after trimming, up to NAME_MAX_LENGTH', () => {
    expect(nameProblem(`  ${'ن'.repeat(NAME_MAX_LENGTH)}  `, true)).toBeNull();
    expect(nameProblem('n'.repeat(NAME_MAX_LENGTH + 1), false)).toBe('tooLong');
    expect(nameProblem('n'.repeat(300), true)).toBe('tooLong');
  });
});
