import { nestsDeeperThan, nulCharacterPath, parseJsonBody } from './json-body';

describe('JSON bodies', () => {
  it('counts nesting outside strings only, escaped quotes included', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\"}', 1)).toBe(false);
  });

  it('names where a NUL character is, keys too', () => {
    expect(nulCharacterPath({ a: { b: ['x', 'y\u0000'] } })).toBe('a.b[1]');
    expect(nulCharacterPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulCharacterPath({ a: 'fine', b: [1, true, null] })).toBeNull();
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
