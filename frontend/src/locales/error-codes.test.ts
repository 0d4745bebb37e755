import { API_ERROR_CODES } from '@isl/contracts';
import ar from './ar.json';
import en from './en.json';
import ku from './ku.json';

describe.each([
  ['en', en],
  ['ar', ar],
  ['ku', ku],
])('the %s catalogue', (_language, catalogue) => {
  it('explains every error code the API can send', () => {
    const texts = (catalogue.errors as { api: Record<string, unknown> }).api;
    const unexplained = API_ERROR_CODES.filter((code) => typeof texts[code] !== 'string' || (texts[code] as string).trim() === '');
    expect(unexplained).toEqual([]);
  });
});
