/**
 * The user import file (issue 54): its bytes decoded whatever the spreadsheet saved them as, split into lines that
 * keep their number in the file, so every error names the line a person sees in the spreadsheet.
 */
export const CSV_IMPORT_MESSAGES = {
  encoding: 'Não foi possível ler o arquivo: salve-o como "CSV UTF-8" (ou CSV do Excel, Windows-1252) e tente de novo.',
  empty: 'O arquivo precisa de uma linha de cabeçalho e pelo menos uma linha de dados.',
  missingColumns: (cols: string[]) => `Colunas obrigatórias ausentes: ${cols.join(', ')}.`,
  fewCells: 'Linha com menos colunas que o cabeçalho',
  turmaNeedsSchool: 'A coluna turma precisa da escola do aluno',
} as const;

export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

// Bytes Windows-1252 leaves undefined: a file holding them is not Windows-1252 either.
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * UTF-8 (with or without BOM) or Windows-1252 (what Excel on Windows saves as "CSV"); anything else — UTF-16, binary,
 * a spreadsheet saved as .xlsx — is refused with CSV_IMPORT_MESSAGES.encoding instead of importing garbled names.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (bom) {
    try {
      return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
    } catch {
      throw new Error(CSV_IMPORT_MESSAGES.encoding);
    }
  }
  if (bytes.some((b) => b === 0 || CP1252_UNDEFINED.has(b))) throw new Error(CSV_IMPORT_MESSAGES.encoding);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** Splits one line on the delimiter, honouring double quotes ("a, b" and "" escapes). */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  cells.push(cur.trim());
  return cells;
}

export type CsvRecord = { linha: number; campos: Record<string, string> } | { linha: number; erro: string };

/**
 * Header (lower-cased) and data rows, each with its line number in the file (the header is line 1). Blank lines are
 * skipped; a row with fewer cells than the header is an error on its line. pt-BR spreadsheets often use semicolons.
 */
export function readCsvRecords(text: string): { cabecalho: string[]; registros: CsvRecord[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) throw new Error(CSV_IMPORT_MESSAGES.empty);
  const delimiter = !lines[first].includes(',') && lines[first].includes(';') ? ';' : ',';
  const cabecalho = splitCsvLine(lines[first], delimiter).map((h) => h.toLowerCase());
  const registros: CsvRecord[] = [];
  for (let i = first + 1; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const cells = splitCsvLine(lines[i], delimiter);
    if (cells.length < cabecalho.length) {
      registros.push({ linha: i + 1, erro: CSV_IMPORT_MESSAGES.fewCells });
      continue;
    }
    const campos: Record<string, string> = {};
    cabecalho.forEach((h, j) => (campos[h] = cells[j]));
    registros.push({ linha: i + 1, campos });
  }
  if (!registros.length) throw new Error(CSV_IMPORT_MESSAGES.empty);
  return { cabecalho, registros };
}
