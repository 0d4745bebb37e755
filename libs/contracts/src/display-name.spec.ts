import { displayName } from './display-name';

describe('displayName', () => {
  it('is the trimmed first name', () => {
    expect(displayName({ firstName: 'Zahraa' }, 'Fan')).toBe('Zahraa');
    expect(displayName({ firstName: '  Ali ' }, 'Fan')).toBe('Ali');
  });

  it('never shows any part of the e-mail address: without a first name it is the fallback word', () => {
    // Users as the api answers them, e-mail included.
    const blank = { firstName: '  ', email: 'ali.k@example.iq' };
    const nameless = { firstName: null, email: 'ali.k@example.iq' };
    expect(displayName(blank, 'Fan')).toBe('Fan');
    expect(displayName(nameless, 'User')).toBe('User');
    expect(displayName({ firstName: null }, 'User')).toBe('User');
    expect(displayName(undefined, 'Fan')).toBe('Fan');
  });
});
