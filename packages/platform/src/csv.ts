/**
 * The spreadsheets the platform exports (a batch's results, a school's dashboard): `;`-separated, CRLF, UTF-8 with a
 * BOM, as Excel in pt-BR opens them. Every cell goes through csvCell, so a name a user typed is never read as a formula.
 */

/**
 * One cell. A value starting with =, +, -, @, tab or CR is a formula to Excel, LibreOffice and Google Sheets
 * (`=HYPERLINK(...)` in a student's name ran when the teacher opened the file): it gets a leading apostrophe, which the
 * spreadsheet shows as text (OWASP "CSV injection"). Numbers are written as numbers, negative ones included, with a
 * decimal comma (613,3): with `;` as the separator, Excel in pt-BR and Google Sheets in a Brazilian locale read "613.3"
 * as text or as 6133.
 */
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v).replace('.', ',');
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows of cells as a whole file. */
export const csvFile = (rows: unknown[][]): string =>
  `\uFEFF${rows.map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`;
