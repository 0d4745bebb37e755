import { DEFAULT_NOTIFICATION_PREFERENCES } from '@isl/contracts';
import { anonymousAccount, nameChanges, roleWithoutAdmin } from './users.service';

describe('nameChanges', () => {
  it('changes the names given and leaves a name left out as it is', () => {
    expect(nameChanges({ firstName: 'Zainab' })).toEqual({ firstName: 'Zainab' });
    expect(nameChanges({ firstName: undefined, lastName: 'Hassan' })).toEqual({ lastName: 'Hassan' });
    expect(nameChanges({})).toEqual({});
  });

  it('removes the last name given as null', () => {
    expect(nameChanges({ lastName: null })).toEqual({ lastName: null });
  });
});

describe('anonymousAccount', () => {
  it('keeps nothing personal of a deleted account, and no e-mail anyone could sign in with', () => {
    expect(anonymousAccount('7c9e6679-7425-40de-944b-e07fc1f90ae7')).toEqual({
      email: 'deleted:7c9e6679-7425-40de-944b-e07fc1f90ae7',
      passwordHash: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: 'user',
      isJournalistApproved: false,
      userType: 'normal',
      workplace: null,
      bio: null,
      experience: null,
      specialization: null,
      portfolio: null,
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
    });
  });
});

describe('roleWithoutAdmin', () => {
  it('leaves an approved journalist a journalist, and anyone else a fan', () => {
    expect(roleWithoutAdmin({ isJournalistApproved: true })).toBe('journalist');
    expect(roleWithoutAdmin({ isJournalistApproved: false })).toBe('user');
  });
});
