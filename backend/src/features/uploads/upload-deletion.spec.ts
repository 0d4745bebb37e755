import { sweepCutoffs } from './upload-deletion';

describe('sweepCutoffs', () => {
  it('lets the sweep delete processed uploads made over a day ago and uploads whose URL expired over an hour ago', () => {
    expect(sweepCutoffs(new Date('2026-11-24T12:00:00Z'))).toEqual({
      unreferencedSince: new Date('2026-11-23T12:00:00Z'),
      abandonedSince: new Date('2026-11-24T11:00:00Z'),
    });
  });
});
