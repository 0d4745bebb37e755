import { displayName } from './display-name';

describe('displayName', () => {
  it('prefers the first name, then the e-mail prefix, then the fallback', () => {
    expect(displayName({ firstName: 'Zahraa', email: 'z@example.iq' }, 'Fan')).toBe('Zahraa');
    expect(displayName({ firstName: '  ', email: 'ali.k@example.iq' }, 'Fan')).toBe('ali.k');
    expect(displayName({ firstName: null, email: null }, 'User')).toBe('User');
    expect(displayName(undefined, 'Fan')).toBe('Fan');
  });
});
