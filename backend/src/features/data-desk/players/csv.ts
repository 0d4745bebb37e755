/*
 * Comma-separated values as RFC 4180 writes them: no library for it is installed, and the squads file needs only
 * this much (what spreadsheets export: quoted fields with commas, line breaks and doubled quotes; CRLF or LF).
 */

/** A file that is not CSV at `record` (counted from 0, the header included): parsing stops there. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly record: number,
    message: string,
  ) {
    super(message);
  }
}

const isFieldEnd = (char: string | undefined) => char === undefined || char === ',' || char === '\n' || char === '\r';

/** The records of `text`, each a list of its fields as written (quotes undone). A final line break ends the last record. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  for (;;) {
    let field: string;
    if (text[at] === '"') {
      field = '';
      let from = at + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) throw new CsvSyntaxError(records.length, 'a quoted field is not closed');
        field += text.slice(from, close);
        if (text[close + 1] !== '"') {
          at = close + 1;
          break;
        }
        field += '"';
        from = close + 2;
      }
      if (!isFieldEnd(text[at])) throw new CsvSyntaxError(records.length, "text follows a quoted field's closing quote");
    } else {
      const start = at;
      while (!isFieldEnd(text[at])) at++;
      field = text.slice(start, at);
      if (field.includes('"')) throw new CsvSyntaxError(records.length, 'a quote inside an unquoted field: quote the whole field and double the quote');
    }
    record.push(field);
    if (text[at] === ',') {
      at++;
      continue;
    }
    records.push(record);
    record = [];
    if (at >= text.length) return records;
    at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
    if (at >= text.length) return records;
  }
}
