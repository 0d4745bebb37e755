import { APPLICATION_LIMITS } from '@isl/contracts';
import { ApiError } from '../../../lib/api-client';
import { applicationProblems, applicationRequest, EMPTY_APPLICATION, fieldsRefusedByServer, withDraft, type ApplicationValues } from './application-form';

const valid: ApplicationValues = {
  firstName: ' Zahraa ',
  lastName: 'Ali',
  email: 'zahraa@example.iq',
  workplace: 'Al-Sabah',
  experience: '4-5',
  specialization: 'tactical-analysis',
  bio: 'b'.repeat(APPLICATION_LIMITS.bio.min),
  portfolio: '',
};

describe('the application form rules', () => {
  it('accepts a complete application, the portfolio left out', () => {
    expect(applicationProblems(valid)).toEqual({});
  });

  it('requires every field but the portfolio, blanks counting as empty', () => {
    const blank = Object.fromEntries(Object.keys(valid).map((key) => [key, '  '])) as ApplicationValues;
    expect(applicationProblems(blank)).toEqual({
      firstName: { problem: 'required' },
      lastName: { problem: 'required' },
      email: { problem: 'required' },
      workplace: { problem: 'required' },
      experience: { problem: 'required' },
      specialization: { problem: 'required' },
      bio: { problem: 'required' },
    });
  });

  it("checks the contracts' bounds, the e-mail's shape, the portfolio's address and the options", () => {
    expect(
      applicationProblems({
        ...valid,
        firstName: 'n'.repeat(APPLICATION_LIMITS.name.max + 1),
        email: 'zahraa@',
        bio: 'b'.repeat(APPLICATION_LIMITS.bio.min - 1),
        portfolio: 'javascript:alert(1)',
        experience: '50+',
      }),
    ).toEqual({
      firstName: { problem: 'tooLong', max: APPLICATION_LIMITS.name.max },
      email: { problem: 'invalidEmail' },
      bio: { problem: 'tooShort', min: APPLICATION_LIMITS.bio.min },
      portfolio: { problem: 'invalidUrl' },
      experience: { problem: 'invalidOption' },
    });
  });

  it("sends trimmed values, the spec's userType, and no portfolio when empty", () => {
    expect(applicationRequest(valid)).toEqual({ ...valid, firstName: 'Zahraa', userType: 'journalist', portfolio: null });
    expect(applicationRequest({ ...valid, portfolio: ' https://example.iq/me ' }).portfolio).toBe('https://example.iq/me');
  });

  it("reads the fields a server's validation refusal names", () => {
    const refusal = new ApiError(400, JSON.stringify({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'bio must be longer than or equal to 50 characters; email must be an email' }), 'Bad Request');
    expect(fieldsRefusedByServer(refusal)).toEqual(['email', 'bio']);
    const characters = new ApiError(400, JSON.stringify({ statusCode: 400, code: 'INVALID_CHARACTERS', message: 'workplace must not contain line breaks or control characters (U+000A)' }), 'Bad Request');
    expect(fieldsRefusedByServer(characters)).toEqual(['workplace']);
    expect(fieldsRefusedByServer(new ApiError(409, JSON.stringify({ code: 'APPLICATION_PENDING', message: 'pending' }), ''))).toEqual([]);
    expect(fieldsRefusedByServer(new TypeError('offline'))).toEqual([]);
  });
});

describe('starting the form from a draft', () => {
  const account = { ...EMPTY_APPLICATION, firstName: 'Hawre', email: 'hawre@example.iq' };

  it('takes what the draft holds, and the account where it holds nothing', () => {
    const draft = { ...EMPTY_APPLICATION, firstName: 'Hawre K.', workplace: 'Radio Nawa', email: '  ' };
    expect(withDraft(account, draft)).toEqual({ ...EMPTY_APPLICATION, firstName: 'Hawre K.', workplace: 'Radio Nawa', email: 'hawre@example.iq' });
  });

  it('starts from the account without a draft', () => {
    expect(withDraft(account, null)).toBe(account);
  });
});
