import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();
  beforeAll(() => hasher.onModuleInit());

  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, and verifies the password against it', async () => {
    const hash = await hasher.hash('a known password');
    expect(hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await hasher.verify(hash, 'a known password')).toBe(true);
    expect(await hasher.verify(hash, 'another password')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('a known password')).not.toBe(await hasher.hash('a known password'));
  });

  it('answers false for an account without a password, after the same work', async () => {
    expect(await hasher.verify(null, 'a known password')).toBe(false);
    expect(await hasher.verify(undefined, '')).toBe(false);
  });
});
