import { validateCredentials, validateNames } from './validate-credentials';

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

describe('validateNames', () => {
  it('asks for a first name on registration: a blank one is none; the last name may be left out', () => {
    expect(validateNames('', '').firstName).toEqual({ key: 'auth.validation.firstNameRequired' });
    expect(validateNames('   ', '').firstName).toEqual({ key: 'auth.validation.firstNameRequired' });
    expect(validateNames('Zahraa', '')).toEqual({ firstName: undefined, lastName: undefined });
  });

  it('names the field that is longer than the contract allows', () => {
    expect(validateNames('n'.repeat(300), 'Ali')).toEqual({ firstName: { key: 'errors.fields.firstNameTooLong', values: { max: 100 } }, lastName: undefined });
    expect(validateNames('Ali', 'n'.repeat(300)).lastName).toEqual({ key: 'errors.fields.lastNameTooLong', values: { max: 100 } });
  });
});
