import { DEFAULT_CREDITS, splitCsvLine as splitLine } from '@argumenta/contracts';

/** One user row of the import file (spec 5 CSV import). `tipo` may come from a `papel` column. */
export type CsvUser = {
  nome: string;
  email: string;
  senha: string;
  tipo: string;
  creditos: number;
  instituicao?: string;
  disciplina?: string;
  escola?: string;
};
export type CsvParse = { usuarios: CsvUser[]; linhas: number; ignoradas: number };

export const CSV_MESSAGES = {
  invalidFile: 'Por favor, selecione um arquivo CSV válido',
  noFile: 'Selecione um arquivo CSV primeiro',
  noValidUser: 'Nenhum usuário válido encontrado no arquivo CSV',
  processError: 'Erro ao processar arquivo CSV',
  importError: 'Erro ao importar usuários',
  created: (n: number) => `${n} usuários criados com sucesso!`,
  failed: (n: number) => `${n} usuários falharam na criação`,
} as const;

export const ONEROSTER_MESSAGES = {
  noSchool: 'Escolha a escola do conjunto OneRoster',
  moved: (n: number) => `${n} ${n === 1 ? 'aluno mudou' : 'alunos mudaram'} de turma`,
} as const;

// `escola` (issue 16): the school by name or INEP code; empty = the default school. Issue 54: `matricula` makes a
// re-import update the student; an empty `senha` gets a first-access code; a school's student gets no personal credits.
// `turma` puts a student in that class of their school (created when new, its teacher by `professor`: e-mail or matrícula).
export const CSV_TEMPLATE =
  'nome,email,senha,tipo,matricula,escola,turma,professor,creditos,instituicao,disciplina\nMaria Souza,maria@escola.com,,estudante,2026001,35000001,3º A,joao@escola.com,,Escola Estadual,\nJoão Lima,joao@escola.com,senha123,professor,P-01,35000001,,,100,Escola Estadual,Português\n';

/** Structural problem with the file (as opposed to individual bad rows, which are skipped). */
export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

/** The browser reports text/csv on most systems; Windows with Excel says application/vnd.ms-excel, some say nothing. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  if (file.type === 'text/csv') return true;
  return (
    /\.csv$/i.test(file.name) && ['', 'application/vnd.ms-excel', 'application/csv', 'text/plain'].includes(file.type)
  );
}

const REQUIRED = ['nome', 'email', 'senha'] as const;

/**
 * Spec 5: header row plus at least one data row; nome, email, senha and tipo (or papel) required per row;
 * creditos defaults to 50; instituicao, disciplina and escola (name or INEP code, issue 16) optional; rows with fewer
 * cells than headers are skipped.
 */
export function parseUsersCsv(text: string): CsvParse {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  if (lines.length < 2)
    throw new CsvError('O arquivo precisa de uma linha de cabeçalho e pelo menos uma linha de dados.');
  // Spreadsheets in pt-BR often export with semicolons.
  const delimiter = !lines[0].includes(',') && lines[0].includes(';') ? ';' : ',';
  const headers = splitLine(lines[0], delimiter).map((h) => h.toLowerCase());
  const missing: string[] = REQUIRED.filter((h) => !headers.includes(h));
  if (!headers.includes('tipo') && !headers.includes('papel')) missing.push('tipo (ou papel)');
  if (missing.length) throw new CsvError(`Colunas obrigatórias ausentes: ${missing.join(', ')}.`);

  const usuarios: CsvUser[] = [];
  const rows = lines.slice(1);
  for (const line of rows) {
    const cells = splitLine(line, delimiter);
    if (cells.length < headers.length) continue;
    const row: Record<string, string> = {};
    headers.forEach((h, i) => (row[h] = cells[i]));
    const tipo = (row.tipo || row.papel || '').toLowerCase();
    if (!row.nome || !row.email || !row.senha || !tipo) continue;
    const creditos = Number.parseInt(row.creditos ?? '', 10);
    const user: CsvUser = {
      nome: row.nome,
      email: row.email.toLowerCase(),
      senha: row.senha,
      tipo,
      creditos: Number.isNaN(creditos) ? DEFAULT_CREDITS : creditos,
    };
    if (row.instituicao) user.instituicao = row.instituicao;
    if (row.disciplina) user.disciplina = row.disciplina;
    if (row.escola) user.escola = row.escola;
    usuarios.push(user);
  }
  return { usuarios, linhas: rows.length, ignoradas: rows.length - usuarios.length };
}
