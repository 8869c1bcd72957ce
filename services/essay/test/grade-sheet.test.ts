import ExcelJS from 'exceljs';
import { GRADE_SHEET_COLUMNS, type Submissao, type SubmissoesResponse } from '@argumenta/contracts';
import { gradeSheetCsv, gradeSheetRows, gradeSheetXlsx } from '../src/domain/grade-sheet.js';

// The grade sheet's content (issue 46): the official grades, the CSV as docs/api.md says, an XLSX exceljs reads back.
const submission = (s: Partial<Submissao>): Submissao => ({
  id: 1,
  estudante_id: 1,
  estudante_nome: 'Ana',
  estudante_email: 'ana@escola.br',
  titulo: 'Redação',
  data_envio: '2026-11-20T12:00:00.000Z',
  status_entrega: 'no_prazo',
  correcao_id: 1,
  nota: null,
  notas: null,
  origem_nota: null,
  nota_ia: null,
  status: 'concluida',
  nota_professor: null,
  notas_professor: null,
  comentario_professor: null,
  data_revisao: null,
  revisado: false,
  ...s,
});

const activity: SubmissoesResponse = {
  atividade: {
    id: 7,
    titulo: 'As fake news',
    sala_id: 3,
    sala_nome: 'Terceirão',
    data_limite: '2026-11-30T12:00:00.000Z',
    pontuacao_maxima: 1000,
    status: 'ativa',
  },
  submissoes: [
    // Reviewed by the teacher: 440 is the official grade, 480 the AI's.
    submission({
      id: 10,
      estudante_id: 1,
      estudante_nome: 'Úrsula Teixeira',
      estudante_email: 'ursula@escola.br',
      nota: 440,
      notas: [80, 80, 80, 120, 80],
      origem_nota: 'professor',
      nota_ia: 480,
    }),
    // An accepted appeal, delivered late.
    submission({
      id: 11,
      estudante_id: 2,
      estudante_nome: 'Bruno Lima',
      estudante_email: 'bruno@escola.br',
      nota: 640,
      notas: [120, 160, 120, 120, 120],
      origem_nota: 'recurso',
      nota_ia: 600,
      status_entrega: 'late',
    }),
    // A formula typed as a name stays text.
    submission({
      id: 12,
      estudante_id: 3,
      estudante_nome: '=HYPERLINK("x")',
      estudante_email: null,
      status: 'em_revisao',
    }),
  ],
  nao_enviaram: [{ estudante_id: 4, estudante_nome: 'Carla Dias', estudante_email: 'carla@escola.br' }],
  estatisticas: {
    total_estudantes: 4,
    total_enviadas: 3,
    total_corrigidas: 2,
    total_revisadas: 0,
    total_atrasadas: 1,
    media_nota: 540,
  },
};

const col = (name: (typeof GRADE_SHEET_COLUMNS)[number]) => GRADE_SHEET_COLUMNS.indexOf(name);

describe('grade sheet', () => {
  const rows = gradeSheetRows([activity]);

  it('one row per student, by name, with the official grade, its source and the AI total beside it', () => {
    expect(rows.map((r) => r[0])).toEqual(['=HYPERLINK("x")', 'Bruno Lima', 'Carla Dias', 'Úrsula Teixeira']);
    const ursula = rows[3]!;
    expect(ursula.slice(col('C1'), col('C5') + 1)).toEqual([80, 80, 80, 120, 80]);
    expect(ursula[col('Nota oficial')]).toBe(440);
    expect(ursula[col('Origem da nota')]).toBe('Revisão do professor');
    expect(ursula[col('Nota da IA')]).toBe(480);
    const bruno = rows[1]!;
    expect(bruno[col('Nota oficial')]).toBe(640);
    expect(bruno[col('Entrega')]).toBe('Atrasada');
    // Every official total is the sum of its competencies.
    for (const r of rows.filter((x) => typeof x[col('Nota oficial')] === 'number'))
      expect((r.slice(col('C1'), col('C5') + 1) as number[]).reduce((a, b) => a + b, 0)).toBe(r[col('Nota oficial')]);
    expect(rows[2]![col('Situação')]).toBe('Não enviada');
    expect(rows[2]![col('Nota oficial')]).toBeNull();
  });

  it('CSV: UTF-8 with a BOM, ";" and CRLF, numbers with a decimal comma, formulas neutralised', () => {
    const csv = gradeSheetCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(GRADE_SHEET_COLUMNS.join(';'));
    expect(lines.find((l) => l.startsWith('Úrsula'))).toBe(
      'Úrsula Teixeira;ursula@escola.br;As fake news;80;80;80;120;80;440;Revisão do professor;480;Corrigida;No prazo',
    );
    expect(lines.find((l) => l.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK/);
    expect(gradeSheetCsv([['Média', null, null, null, null, null, null, null, 613.3]])).toContain(';613,3');
  });

  it('XLSX: exceljs opens it; the header is frozen, grades are numbers, a typed formula is text', async () => {
    const book = new ExcelJS.Workbook();
    // exceljs types its input as its own Buffer (an ArrayBuffer), Node's Buffer at run time.
    await book.xlsx.load((await gradeSheetXlsx('As fake news', rows)) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('As fake news');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...GRADE_SHEET_COLUMNS]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    const ursula = sheet.getRow(5);
    expect(ursula.getCell(1).value).toBe('Úrsula Teixeira');
    expect(ursula.getCell(col('Nota oficial') + 1).value).toBe(440);
    expect(ursula.getCell(col('Nota da IA') + 1).value).toBe(480);
    const injected = sheet.getRow(2).getCell(1);
    expect(injected.value).toBe('=HYPERLINK("x")');
    expect(injected.type).toBe(ExcelJS.ValueType.String);
  });
});
