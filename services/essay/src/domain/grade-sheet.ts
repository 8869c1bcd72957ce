import ExcelJS from 'exceljs';
import {
  ESSAY_STATUS_LABEL,
  GRADE_SHEET_COLUMNS,
  GRADE_SOURCE_LABEL,
  type EssayStatus,
  type SubmissoesResponse,
} from '@argumenta/contracts';
import { csvFile } from '@argumenta/platform';

/**
 * The grade sheet of an activity or a room (issue 46), for the school's record book: one row per student and activity,
 * with the official grade (C1–C5 and total), its source, the AI's total, the status and whether it came late. Students
 * who sent nothing are listed too, without grades.
 */
export type GradeSheetRow = (string | number | null)[];

export function gradeSheetRows(activities: SubmissoesResponse[]): GradeSheetRow[] {
  const rows: { nome: string; row: GradeSheetRow }[] = [];
  for (const a of activities) {
    for (const s of a.submissoes) {
      const notas = s.notas ?? [null, null, null, null, null];
      rows.push({
        nome: s.estudante_nome,
        row: [
          s.estudante_nome,
          s.estudante_email,
          a.atividade.titulo,
          ...notas,
          s.nota,
          s.origem_nota ? GRADE_SOURCE_LABEL[s.origem_nota] : null,
          s.nota_ia ?? null,
          ESSAY_STATUS_LABEL[s.status as EssayStatus] ?? s.status,
          s.status_entrega === 'late' ? 'Atrasada' : 'No prazo',
        ],
      });
    }
    for (const n of a.nao_enviaram)
      rows.push({
        nome: n.estudante_nome,
        row: [
          n.estudante_nome,
          n.estudante_email,
          a.atividade.titulo,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          'Não enviada',
          null,
        ],
      });
  }
  return rows.sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR')).map((r) => r.row);
}

/** `;`-separated, UTF-8 with BOM (platform csv.ts): Excel in pt-BR and Google Sheets open it as is. */
export const gradeSheetCsv = (rows: GradeSheetRow[]) => csvFile([[...GRADE_SHEET_COLUMNS], ...rows]);

/** The same sheet as XLSX: numbers as numbers (the spreadsheet shows them in the reader's locale), a frozen header. */
export async function gradeSheetXlsx(title: string, rows: GradeSheetRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Argumenta';
  const sheet = book.addWorksheet(title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Notas', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow([...GRADE_SHEET_COLUMNS]).font = { bold: true };
  // A typed name is text, never a formula (exceljs writes strings as strings, so "=..." stays inert).
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((col, i) => {
    col.width = i < 3 ? 30 : i === 9 || i === 11 ? 24 : 12;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
