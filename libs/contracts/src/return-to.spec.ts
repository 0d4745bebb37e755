import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/', '/matches', '/matches/12?tab=events#goals', '/teams/%2F%2Fx', '/ar/فرق'])('keeps the same-site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a NUL character', '/\u0000/evil.example'],
    ['a DEL character', '/\u007f/evil.example'],
    ['a relative path', 'matches'],
    ['javascript:', 'javascript:alert(1)'],
    ['an empty value', ''],
    ['a repeated parameter', ['/a', '/b']],
    ['no value', undefined],
    ['null', null],
    ['a very long path', `/${'a'.repeat(3000)}`],
  ])('turns %s into "/"', (_, value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
