import { fitLine, remembered, wrapParagraph, type MeasureText } from './text-fit';

/** Every character 50 px wide at the reference size (100 px): 10 characters are 250 px at 50 px. */
const measure: MeasureText = (text) => Promise.resolve([...text].length * 50);

describe('fitLine', () => {
  it('keeps a line that fits at its size', async () => {
    expect(await fitLine('Erbil', { maxWidth: 400, size: 46 }, measure)).toEqual({ text: 'Erbil', size: 46, width: 115 });
  });

  it('shrinks a longer line to fit, down to its smallest size', async () => {
    // 17 characters: 400 px hold them at 47 px, at most.
    expect(await fitLine('Al-Quwa Al-Jawiya', { maxWidth: 400, size: 60, minSize: 30 }, measure)).toEqual({ text: 'Al-Quwa Al-Jawiya', size: 47, width: 399.5 });
  });

  it('cuts what does not fit at the smallest size, with an ellipsis, without a space before it', async () => {
    // 200 px at 40 px hold 10 characters: nine and the ellipsis.
    expect(await fitLine('Naft Al-Basra Sports Club', { maxWidth: 200, size: 40 }, measure)).toEqual({ text: 'Naft Al-B…', size: 40, width: 200 });
    expect((await fitLine('Naft Al-Basra Sports Club', { maxWidth: 120, size: 40 }, measure)).text).toBe('Naft…');
  });

  it('cuts Arabic script by characters too', async () => {
    expect((await fitLine('نادي القوة الجوية الرياضي', { maxWidth: 200, size: 40 }, measure)).text).toBe('نادي القو…');
  });
});

describe('wrapParagraph', () => {
  const room = { maxWidth: 500, sizes: [50, 40], maxLines: 2 };

  it('fills lines word by word at the largest size that keeps within the lines', async () => {
    // At 50 px a line holds 20 characters.
    expect(await wrapParagraph('Erbil go top after a night to remember', room, measure)).toEqual({ lines: ['Erbil go top after a', 'night to remember'], size: 50 });
  });

  it('takes a smaller size when the largest needs too many lines', async () => {
    // At 40 px a line holds 25 characters.
    expect(await wrapParagraph('Erbil go top of the table after a night to remember', room, measure)).toEqual({
      lines: ['Erbil go top of the table', 'after a night to remember'],
      size: 40,
    });
  });

  it('cuts the last line at the smallest size', async () => {
    const { lines, size } = await wrapParagraph('Erbil go top of the table after a night to remember at Franso Hariri', room, measure);
    expect(size).toBe(40);
    expect(lines).toEqual(['Erbil go top of the table', 'after a night to remembe…']);
  });

  it('cuts a word wider than a line on its own', async () => {
    expect((await wrapParagraph('Supercalifragilisticexpialidocious win', { ...room, sizes: [50] }, measure)).lines).toEqual(['Supercalifragilisti…', 'win']);
  });
});

describe('remembered', () => {
  it('measures each text once', async () => {
    const counted = jest.fn(measure);
    const once = remembered(counted);
    await Promise.all([once('Erbil'), once('Erbil'), once('Zakho')]);
    expect(counted).toHaveBeenCalledTimes(2);
  });
});
