import { forbiddenCharacterAt, nestsDeeperThan, parseJsonBody } from './json-body';

describe('JSON bodies', () => {
  it('counts nesting outside strings only, escaped quotes included', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\"}', 1)).toBe(false);
  });

  it('names where a NUL character or a lone surrogate is, keys too, without repeating a key', () => {
    expect(forbiddenCharacterAt({ a: { b: ['x', 'y\u0000'] } })).toEqual({ path: 'a.b[1]', character: 'a NUL character' });
    expect(forbiddenCharacterAt({ a: { c: 'x\udc00' } })).toEqual({ path: 'a.c', character: 'a lone surrogate (U+DC00)' });
    expect(forbiddenCharacterAt({ ['k\u0000']: 1 })).toEqual({ path: 'a key', character: 'a NUL character' });
    expect(forbiddenCharacterAt({ a: { ['k\ud800']: 1 } })).toEqual({ path: 'a key of a', character: 'a lone surrogate (U+D800)' });
    expect(forbiddenCharacterAt({ a: 'fine \ud83e\udd85', b: [1, true, null] })).toBeNull();
  });

  it('refuses a lone surrogate sent as a JSON escape as INVALID_CHARACTERS', () => {
    expect(() => parseJsonBody('{"email":"a\\ud800b@x.test"}')).toThrow(
      expect.objectContaining({ code: 'INVALID_CHARACTERS', message: 'email must not contain a lone surrogate (U+D800)' }),
    );
    expect(parseJsonBody('{"name":"\\ud83e\\udd85"}')).toEqual({ name: '\u{1F985}' });
  });

  it('refuses prototype keys and malformed JSON as INVALID_JSON', () => {
    expect(() => parseJsonBody('{"__proto__":{"admin":true}}')).toThrow(expect.objectContaining({ code: 'INVALID_JSON' }));
    expect(() => parseJsonBody('{"a":')).toThrow(expect.objectContaining({ code: 'INVALID_JSON' }));
    expect(parseJsonBody('{"a":[1,{"b":2}]}')).toEqual({ a: [1, { b: 2 }] });
  });

  it('takes an empty body, or whitespace alone, as no body', () => {
    expect(parseJsonBody('')).toBeUndefined();
    expect(parseJsonBody(' \r\n\t')).toBeUndefined();
  });
});
