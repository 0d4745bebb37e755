import { CsvSyntaxError, parseCsv } from './csv';

describe('parseCsv (RFC 4180)', () => {
  it('splits records at CRLF or LF and fields at commas, keeping empty fields', () => {
    expect(parseCsv('a,b,c\r\n1,,3\n4,5,\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['4', '5', ''],
    ]);
  });

  it('reads quoted fields holding commas, line breaks and doubled quotes', () => {
    expect(parseCsv('name,note\r\n"Ali, Jr.","said ""yes""\r\nthen left"\r\n')).toEqual([
      ['name', 'note'],
      ['Ali, Jr.', 'said "yes"\r\nthen left'],
    ]);
  });

  it('reads a last record without a line break, and Arabic and Sorani text as it is', () => {
    expect(parseCsv('علي,عەلی')).toEqual([['علي', 'عەلی']]);
  });

  it('answers a blank line as a record of one empty field, for the caller to pass over', () => {
    expect(parseCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
  });

  it('refuses an unclosed quote, a quote inside an unquoted field and text after a closing quote, naming the record', () => {
    const failure = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        return error instanceof CsvSyntaxError ? { record: error.record, message: error.message } : error;
      }
      return null;
    };
    expect(failure('a,b\n"open,c\n')).toEqual({ record: 1, message: expect.stringContaining('not closed') });
    expect(failure('a,b\nsa"id,c\n')).toEqual({ record: 1, message: expect.stringContaining('quote') });
    expect(failure('a\n"x"y\n')).toEqual({ record: 1, message: expect.stringContaining('closing quote') });
  });
});
