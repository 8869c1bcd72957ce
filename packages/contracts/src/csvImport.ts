import { z } from './zod.js';
import type { User } from './users.js';

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

/**
 * Classes in the import (issue 54): what the auth service asks the classroom service to make true, school by school —
 * each class (`codigo`: the file's turma name, or a OneRoster class's sourcedId) exists with its name and teacher, and
 * each listed student is in exactly the imported classes the file puts them in (rooms joined by code are untouched).
 * `simular` answers the same counts and rolls back.
 */
export const rosterSyncSchema = z.object({
  simular: z.boolean().default(false),
  turmas: z
    .array(
      z.object({
        escola_id: z.number().int().positive(),
        codigo: z.string().trim().min(1).max(200),
        nome: z.string().trim().min(1).max(200),
        professor_id: z.number().int().positive().nullable(),
      }),
    )
    .max(5000),
  matriculas: z
    .array(
      z.object({
        escola_id: z.number().int().positive(),
        estudante_id: z.number().int().positive(),
        codigos: z.array(z.string().trim().min(1).max(200)).max(50),
      }),
    )
    .max(20_000),
});
export type RosterSyncRequest = z.infer<typeof rosterSyncSchema>;
export type RosterSyncClass = {
  escola_id: number;
  codigo: string;
  sala_id: number | null;
  nome: string;
  nova: boolean;
};
export type RosterSyncReport = {
  turmas_novas: number;
  turmas_existentes: number;
  /** Students placed in a class they were not in (a move counts here too). */
  matriculas_novas: number;
  /** Students the file has in their classes already: a re-import of the same file changes nothing. */
  matriculas_mantidas: number;
  /** Students taken out of an imported class the file no longer puts them in (moved to another). */
  matriculas_removidas: number;
  turmas: RosterSyncClass[];
  erros: { escola_id: number; codigo: string; erro: string }[];
};

export const ROSTER_MESSAGES = {
  classNeedsTeacher: (turma: string) =>
    `A turma "${turma}" é nova e precisa de um professor (coluna professor com o e-mail ou a matrícula).`,
  teacherNotFound: (ref: string) => `Professor "${ref}" não encontrado nesta escola (e-mail ou matrícula).`,
  notTeacher: (ref: string) => `"${ref}" não é professor nem coordenador.`,
  classroomDown:
    'As contas foram salvas, mas as turmas não: o serviço de salas não respondeu. Importe o mesmo arquivo de novo.',
  summary: (novas: number, matriculas: number) =>
    `${novas} ${novas === 1 ? 'turma nova' : 'turmas novas'}, ${matriculas} ${matriculas === 1 ? 'matrícula' : 'matrículas'}`,
} as const;

/** The OneRoster-style set's own refusals (issue 54), naming the file and the OneRoster term. */
export const ONEROSTER_MESSAGES = {
  missingFiles: (names: string[]) => `Faltam arquivos do conjunto: ${names.join(', ')}.`,
  zipCorrupt: 'Não foi possível abrir o arquivo .zip: envie-o de novo ou envie os três arquivos CSV.',
  zipTooLarge: 'Um arquivo dentro do .zip passa de 5 MB descompactado: envie os arquivos CSV separados.',
  unknownClass: (id: string) => `Turma "${id}" não está em classes.csv`,
  unknownUser: (id: string) => `Pessoa "${id}" não está em users.csv`,
  enrollmentRole: (role: string) => `Papel "${role}" não importado: use student ou teacher`,
  userRole: (role: string) => `Papel "${role}" não importado: use student, teacher ou administrator`,
} as const;

/** One person the import created or updated (issue 54), where the file has them. */
export type ImportedRow = {
  linha: number;
  arquivo?: string;
  acao: 'criado' | 'atualizado';
  usuario: User;
  email: string;
  matricula: string | null;
  /** Generated when the file had no password: printed on the class's credential sheet, shown once. */
  codigo_acesso?: string;
};
export type ImportError = { linha: number; arquivo?: string; email: string; erro: string };
/** The classes the file put students in (absent when it names none). */
export type ImportClasses = Omit<RosterSyncReport, 'erros'> & { resumo: string };
/** What POST /admin/usuarios/importar and /importar-oneroster answer (the preview too, with `simulacao`). */
export type UserImportReport = {
  codificacao: CsvEncoding;
  simulacao: boolean;
  total_processados: number;
  total_sucesso: number;
  criados: number;
  atualizados: number;
  total_erros: number;
  sucessos: ImportedRow[];
  erros: ImportError[];
  turmas?: ImportClasses;
  /** Set when the accounts were saved but the classes could not be (the same file imported again completes them). */
  aviso?: string;
};
