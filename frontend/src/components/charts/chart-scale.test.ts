import { axisTicks, linearScale, niceStep, shareOf } from './chart-scale';

describe('linearScale', () => {
  it('maps the domain onto the range, mirrored when the range runs backwards', () => {
    expect(linearScale([1, 11], [20, 120])(6)).toBe(70);
    expect(linearScale([1, 11], [120, 20])(1)).toBe(120);
    // Position 1 at the top: the domain runs from the top value to the bottom one.
    expect(linearScale([1, 20], [0, 190])(20)).toBe(190);
  });

  it('puts the only value of a one-value domain in the middle', () => {
    expect(linearScale([1, 1], [20, 120])(1)).toBe(70);
  });
});

describe('niceStep', () => {
  it('cuts a span into at most so many parts with a step of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(19, 4)).toBe(5);
    expect(niceStep(37, 6)).toBe(10);
    expect(niceStep(13, 6)).toBe(5);
    expect(niceStep(70, 4)).toBe(20);
    expect(niceStep(3, 6)).toBe(1);
    expect(niceStep(0, 4)).toBe(1);
  });
});

describe('axisTicks', () => {
  it('marks both ends and the steps between them', () => {
    expect(axisTicks(1, 20, 5)).toEqual([1, 5, 10, 15, 20]);
    expect(axisTicks(0, 40, 10)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(1, 6, 1)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('leaves out a step that would crowd an end, and marks a one-value axis once', () => {
    expect(axisTicks(1, 12, 5)).toEqual([1, 5, 12]);
    expect(axisTicks(1, 38, 10)).toEqual([1, 10, 20, 30, 38]);
    expect(axisTicks(1, 1, 1)).toEqual([1]);
  });
});

describe('shareOf', () => {
  it('is the part of the best a value reaches, from 0 to 1', () => {
    expect(shareOf(5, 20)).toBe(0.25);
    expect(shareOf(20, 20)).toBe(1);
    expect(shareOf(25, 20)).toBe(1);
    expect(shareOf(3, 0)).toBe(0);
  });
});
