import { preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it('takes brotli, then gzip, honouring q=0 refusals', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('BR;q=0.5')).toBe('br');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('gzip;q=0.000')).toBe('identity');
  });
});
