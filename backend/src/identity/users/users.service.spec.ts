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
  const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  const journalist = {
    id,
    email: 'zainab.hassan@example.com',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    firstName: 'Zainab',
    lastName: 'Hassan',
    profileImageUrl: '/media/avatars/zainab-256.webp',
    role: 'journalist' as const,
    isJournalistApproved: true,
    userType: 'journalist' as const,
    workplace: 'Al-Sabah',
    bio: 'Covers Al-Shorta and the national team from Baghdad.',
    experience: '5-10',
    specialization: 'analysis',
    portfolio: 'https://zainab.example',
    notificationPreferences: { matchResults: true, teamSpecific: [3, 7], predictions: true },
  };
  const deleted = { ...journalist, ...anonymousAccount(id) };

  it('keeps nothing personal of a deleted account: no name, contact, picture, profile or followed club', () => {
    const personal = Object.entries(journalist).filter(([key, value]) => key !== 'id' && typeof value === 'string');
    expect(personal.filter(([key, value]) => deleted[key as keyof typeof deleted] === value)).toEqual([]);
  });

  it('asks to hear of nothing, rather than going back to the defaults a new account starts with', () => {
    expect(deleted.notificationPreferences).toEqual({ matchResults: false, teamSpecific: [], predictions: false });
  });

  it('leaves an e-mail no one can sign in with, and a plain fan with no journalist standing', () => {
    expect(deleted.email).not.toContain('@');
    expect(deleted.passwordHash).toBeNull();
    expect({ role: deleted.role, isJournalistApproved: deleted.isJournalistApproved, userType: deleted.userType }).toEqual({
      role: 'user',
      isJournalistApproved: false,
      userType: 'normal',
    });
  });
});

describe('roleWithoutAdmin', () => {
  it('leaves an approved journalist a journalist, and anyone else a fan', () => {
    expect(roleWithoutAdmin({ isJournalistApproved: true })).toBe('journalist');
    expect(roleWithoutAdmin({ isJournalistApproved: false })).toBe('user');
  });
});
