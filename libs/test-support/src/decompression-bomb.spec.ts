import { inflateSync } from 'node:zlib';
import { bombPng } from './decompression-bomb';

describe('bombPng', () => {
  it('is about 12 kB that a decoder reads as 10 000 x 10 000 pixels, one bit each', () => {
    const bomb = bombPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(13_000);
    expect(bomb.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([bomb.readUInt32BE(16), bomb.readUInt32BE(20), bomb[24]]).toEqual([10_000, 10_000, 1]);
    const idatLength = bomb.readUInt32BE(33);
    expect(bomb.subarray(37, 41).toString('latin1')).toBe('IDAT');
    expect(inflateSync(bomb.subarray(41, 41 + idatLength)).length).toBe((1 + 1250) * 10_000);
  });
});
