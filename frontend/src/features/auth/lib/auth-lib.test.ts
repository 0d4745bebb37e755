import { validateCredentials, validateFirstName } from './validate-credentials';

describe('validateCredentials', () => {
  it('asks for an e-mail and a password, and checks the password length on registration', () => {
    expect(validateCredentials('', '', false)).toEqual({
      email: { key: 'auth.validation.emailRequired' },
      password: { key: 'auth.validation.passwordRequired' },
    });
    expect(validateCredentials('not-an-email', 'short', false)).toEqual({ email: { key: 'auth.validation.emailInvalid' } });
    expect(validateCredentials('fan@example.iq', 'short', true)).toEqual({
      password: { key: 'auth.validation.passwordTooShort', values: { min: 8 } },
    });
    expect(validateCredentials('fan@example.iq', 'x'.repeat(129), true).password?.key).toBe('auth.validation.passwordTooLong');
    expect(validateCredentials('fan@example.iq', 'long-enough', true)).toEqual({});
  });
});

describe('validateFirstName', () => {
  it('asks for a first name on registration: a blank one is none', () => {
    expect(validateFirstName('')).toEqual({ key: 'auth.validation.firstNameRequired' });
    expect(validateFirstName('   ')).toEqual({ key: 'auth.validation.firstNameRequired' });
    expect(validateFirstName('Zahraa')).toBeUndefined();
  });
});
