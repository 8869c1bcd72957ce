import { randomInt } from 'node:crypto';
import {
  CSV_IMPORT_MESSAGES,
  DEFAULT_CREDITS,
  decodeCsvBytes,
  newUserSchema,
  readCsvRecords,
  ROSTER_MESSAGES,
  SCHOOL_MESSAGES,
  type CsvEncoding,
  type CsvRecord,
  type ImportedRow,
  type ImportError,
  type UserImportReport,
  type RosterSyncReport,
  type RosterSyncRequest,
} from '@argumenta/contracts';
import {
  AppError,
  badRequest,
  parseOrThrow,
  withTransaction,
  type InternalClient,
  type Pool,
  type PoolClient,
} from '@argumenta/platform';
import { schoolIdsByReference, schoolKey } from './escolas.js';
import { hashPassword } from './passwords.js';
import { createUser, toUser, type UserRow } from './users.js';

export type ImportReport = UserImportReport;

/** One person to import: the plain CSV's row, or a OneRoster users.csv row with the classes enrollments.csv gives. */
export type ImportRecord = CsvRecord & { arquivo?: string; turmas?: string[] };
/** A class named by the file: its name, its teacher's e-mail or matrícula, and where the file defines it. */
export type ImportClass = { nome: string; professor: string | null; linha: number; arquivo?: string };
export type ImportSource = {
  codificacao: CsvEncoding;
  registros: ImportRecord[];
  /** OneRoster's classes.csv by sourcedId; the plain CSV's classes come from its turma and professor columns. */
  turmas?: Map<string, ImportClass>;
  /** Lines refused while reading the files (an enrollment naming nobody, say). */
  erros?: ImportError[];
  /** Every record's school (the OneRoster set is imported into the school the admin chose). */
  escolaId?: number;
};

// No 0/O, 1/l/I: a code read off paper by a child.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const firstAccessCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

class Simulated extends Error {
  constructor(
    readonly report: ImportReport,
    readonly plan: RosterPlan,
  ) {
    super('simulação');
  }
}

type RosterPlan = {
  request: Omit<RosterSyncRequest, 'simular'>;
  lines: Map<string, { linha: number; arquivo?: string }>;
};
const classKey = (escolaId: number, codigo: string) => `${escolaId}\u0000${codigo}`;

/** The file's bytes as text and records, or a 400 with the reason in Portuguese. */
export function readImportFile(bytes: Uint8Array): { codificacao: CsvEncoding } & ReturnType<typeof readCsvRecords> {
  try {
    const decoded = decodeCsvBytes(bytes);
    return { codificacao: decoded.encoding, ...readCsvRecords(decoded.text) };
  } catch (err) {
    throw badRequest((err as Error).message);
  }
}

/**
 * The admin's plain CSV (issue 54): one row a person; `turma` puts a student in that class of their school (created
 * when new, its teacher given by `professor`, an e-mail or matrícula of the school).
 */
export async function importUsersCsv(
  pool: Pool,
  classroom: InternalClient | undefined,
  bytes: Uint8Array,
  simular: boolean,
): Promise<ImportReport> {
  const { codificacao, cabecalho, registros } = readImportFile(bytes);
  const missing = ['nome', 'email'].filter((h) => !cabecalho.includes(h));
  if (missing.length) throw badRequest(CSV_IMPORT_MESSAGES.missingColumns(missing));
  const withClasses: ImportRecord[] = registros.map((r) => {
    const turma = 'campos' in r ? (r.campos.turma ?? '').trim() : '';
    return turma ? { ...r, turmas: [turma] } : r;
  });
  return importUsers(pool, classroom, { codificacao, registros: withClasses }, simular);
}

/**
 * The admin's user import (issue 54), from the plain CSV or a OneRoster set: each record created — or updated when its
 * `id_externo` or `matricula` is already in that school — inside a savepoint of its own, so one bad row does not stop
 * the others and every error names its line. Without `senha` a first-access code is generated and returned; a school's
 * student gets no personal credits unless the file gives `creditos` (the school's pool pays). Then the classroom
 * service makes the file's classes true (after the commit: no remote call inside the transaction). `simular` runs it
 * all and rolls both back: the preview is the real outcome.
 */
export async function importUsers(
  pool: Pool,
  classroom: InternalClient | undefined,
  source: ImportSource,
  simular: boolean,
): Promise<ImportReport> {
  const { registros } = source;
  const refs = source.escolaId ? [] : registros.map((r) => ('campos' in r ? (r.campos.escola ?? '') : ''));
  const schools = await schoolIdsByReference(pool, refs);
  const { rows: schoolRows } = await pool.query<{ id: number; padrao: boolean }>(
    'SELECT id, padrao FROM auth.escolas WHERE padrao OR id = ANY($1::int[])',
    [[...schools.values(), ...(source.escolaId ? [source.escolaId] : [])]],
  );
  const defaultSchool = schoolRows.find((s) => s.padrao)?.id;
  const isRealSchool = (id: number | undefined) => !!id && schoolRows.some((s) => s.id === id && !s.padrao);
  if (source.escolaId && !isRealSchool(source.escolaId)) throw new AppError('not_found', SCHOOL_MESSAGES.notFound);

  const report: ImportReport = {
    codificacao: source.codificacao,
    simulacao: simular,
    total_processados: registros.length,
    total_sucesso: 0,
    criados: 0,
    atualizados: 0,
    total_erros: 0,
    sucessos: [],
    erros: [...(source.erros ?? [])],
  };

  const schoolOf = (f: Record<string, string>) => {
    if (source.escolaId) return source.escolaId;
    const escola = (f.escola ?? '').trim();
    const escolaId = escola ? schools.get(schoolKey(escola)) : undefined;
    if (escola && !escolaId) throw new AppError('not_found', `Escola "${escola}" não encontrada`);
    return escolaId;
  };

  const importRow = async (c: PoolClient, r: ImportRecord & { campos: Record<string, string> }) => {
    const f = r.campos;
    const escolaId = schoolOf(f);
    if (r.turmas?.length && !isRealSchool(escolaId))
      throw new AppError('unprocessable', CSV_IMPORT_MESSAGES.turmaNeedsSchool);
    const senhaDada = (f.senha ?? '').trim();
    const codigo = senhaDada ? undefined : firstAccessCode();
    const tipo = (f.tipo || f.papel || 'estudante').toLowerCase();
    const creditosDados = (f.creditos ?? '').trim();
    const input = parseOrThrow(newUserSchema, {
      nome: f.nome,
      email: f.email,
      senha: senhaDada || codigo,
      tipo,
      creditos: creditosDados || (tipo === 'estudante' && isRealSchool(escolaId) ? 0 : DEFAULT_CREDITS),
      ...(f.instituicao ? { instituicao: f.instituicao } : {}),
      ...(f.disciplina ? { disciplina: f.disciplina } : {}),
      ...(escolaId ? { escola_id: escolaId } : {}),
    });
    if (input.tipo === 'coordenador' && !isRealSchool(escolaId))
      throw new AppError('unprocessable', SCHOOL_MESSAGES.coordinatorNeedsSchool);
    const matricula = (f.matricula ?? '').trim() || null;
    const idExterno = (f.id_externo ?? '').trim() || null;
    const email = input.email;
    const where = { linha: r.linha, ...(r.arquivo ? { arquivo: r.arquivo } : {}) };
    if (matricula || idExterno) {
      const { rows: found } = await c.query<{ id: number }>(
        `SELECT id FROM auth.usuarios WHERE escola_id = $1 AND anonimizada_em IS NULL
           AND (id_externo = $2 OR matricula = $3) ORDER BY (id_externo = $2) IS TRUE DESC LIMIT 1`,
        [escolaId ?? defaultSchool, idExterno, matricula],
      );
      if (found[0]) {
        // Re-import: the school's system is the source of names and e-mails; a password only when the file gives one.
        const { rows } = await c
          .query<UserRow>(
            `UPDATE auth.usuarios SET nome = $2, email = $3, tipo = $4,
               instituicao = coalesce($5, instituicao), disciplina = coalesce($6, disciplina),
               senha_hash = coalesce($7, senha_hash), matricula = coalesce($8, matricula),
               id_externo = coalesce($9, id_externo)
             WHERE id = $1 RETURNING *`,
            [
              found[0].id,
              input.nome,
              email,
              input.tipo,
              input.instituicao ?? null,
              input.disciplina ?? null,
              senhaDada ? await hashPassword(senhaDada) : null,
              matricula,
              idExterno,
            ],
          )
          .catch((err: Error & { code?: string }) => {
            throw err.code === '23505' ? new AppError('conflict', 'Este email já está cadastrado') : err;
          });
        return { ...where, acao: 'atualizado' as const, usuario: toUser(rows[0]!), email, matricula };
      }
    }
    const usuario = await createUser(pool, { ...input, contaEscolar: Boolean(input.escola_id) }, c);
    if (matricula || idExterno)
      await c.query('UPDATE auth.usuarios SET matricula = $2, id_externo = $3 WHERE id = $1', [
        usuario.id,
        matricula,
        idExterno,
      ]);
    return {
      ...where,
      acao: 'criado' as const,
      usuario,
      email,
      matricula,
      ...(codigo ? { codigo_acesso: codigo } : {}),
    };
  };

  const run = async (c: PoolClient) => {
    const placed: { record: ImportRecord & { campos: Record<string, string> }; row: ImportedRow }[] = [];
    for (const r of registros) {
      const email = 'campos' in r ? (r.campos.email ?? '').trim().toLowerCase() : '';
      const where = { linha: r.linha, ...(r.arquivo ? { arquivo: r.arquivo } : {}) };
      if ('erro' in r) {
        report.erros.push({ ...where, email, erro: r.erro });
        continue;
      }
      await c.query('SAVEPOINT linha');
      try {
        const done = await importRow(c, r);
        await c.query('RELEASE SAVEPOINT linha');
        report.sucessos.push(done);
        report[done.acao === 'criado' ? 'criados' : 'atualizados']++;
        placed.push({ record: r, row: done });
      } catch (err) {
        await c.query('ROLLBACK TO SAVEPOINT linha');
        report.erros.push({ ...where, email, erro: err instanceof AppError ? err.message : 'Erro ao criar usuário' });
      }
    }
    const plan = await planClasses(c, source, placed, report.erros);
    report.total_sucesso = report.sucessos.length;
    if (simular) throw new Simulated(report, plan);
    return { report, plan };
  };
  let outcome: { report: ImportReport; plan: RosterPlan };
  try {
    outcome = await withTransaction(pool, run);
  } catch (err) {
    if (!(err instanceof Simulated)) throw err;
    outcome = { report: err.report, plan: err.plan };
  }
  await syncClasses(classroom, outcome.plan, outcome.report, simular);
  outcome.report.total_erros = outcome.report.erros.length;
  return outcome.report;
}

/**
 * The classes of the imported students, keyed by school and code, with their teachers resolved to accounts of that
 * school (read in the import's transaction, so teachers created by the same file count).
 */
async function planClasses(
  c: PoolClient,
  source: ImportSource,
  placed: { record: ImportRecord & { campos: Record<string, string> }; row: ImportedRow }[],
  erros: ImportError[],
): Promise<RosterPlan> {
  const turmas = new Map<string, RosterSyncRequest['turmas'][number] & { professorRef: string | null }>();
  const lines: RosterPlan['lines'] = new Map();
  const matriculas: RosterSyncRequest['matriculas'] = [];
  for (const { record, row } of placed) {
    const escolaId = row.usuario.escola_id;
    if (!record.turmas?.length || !escolaId) continue;
    if (row.usuario.tipo === 'estudante')
      matriculas.push({ escola_id: escolaId, estudante_id: row.usuario.id, codigos: record.turmas });
    for (const codigo of record.turmas) {
      const k = classKey(escolaId, codigo);
      const defined = source.turmas?.get(codigo);
      // The plain CSV: the class's teacher is the first `professor` cell of its rows, or a teacher's own row in it.
      const rowTeacher = (record.campos.professor ?? '').trim() || (row.usuario.tipo === 'estudante' ? '' : row.email);
      const known = turmas.get(k);
      if (!known) {
        turmas.set(k, {
          escola_id: escolaId,
          codigo,
          nome: defined?.nome ?? codigo,
          professor_id: null,
          professorRef: defined ? defined.professor : rowTeacher || null,
        });
        lines.set(k, defined ? { linha: defined.linha, arquivo: defined.arquivo } : { linha: row.linha });
      } else if (!known.professorRef && rowTeacher) known.professorRef = rowTeacher;
    }
  }
  for (const [k, t] of turmas) {
    if (!t.professorRef) continue;
    const { rows } = await c.query<{ id: number; tipo: string }>(
      `SELECT id, tipo FROM auth.usuarios WHERE escola_id = $1 AND anonimizada_em IS NULL
         AND (lower(email) = lower($2) OR matricula = $2) ORDER BY id LIMIT 1`,
      [t.escola_id, t.professorRef],
    );
    const where = lines.get(k)!;
    if (!rows[0]) erros.push({ ...where, email: '', erro: ROSTER_MESSAGES.teacherNotFound(t.professorRef) });
    else if (rows[0].tipo === 'estudante')
      erros.push({ ...where, email: '', erro: ROSTER_MESSAGES.notTeacher(t.professorRef) });
    else t.professor_id = rows[0].id;
  }
  return {
    request: { turmas: [...turmas.values()].map(({ professorRef: _, ...t }) => t), matriculas },
    lines,
  };
}

/** The classroom service makes the plan true (or, simulating, says what it would do); its refusals become lines. */
async function syncClasses(
  classroom: InternalClient | undefined,
  plan: RosterPlan,
  report: ImportReport,
  simular: boolean,
): Promise<void> {
  if (!plan.request.turmas.length) return;
  let synced: RosterSyncReport;
  try {
    if (!classroom) throw new Error('sem serviço de salas');
    synced = await classroom.post<RosterSyncReport>('/internal/turmas/sincronizar', { ...plan.request, simular });
  } catch {
    report.aviso = ROSTER_MESSAGES.classroomDown;
    return;
  }
  const { erros, ...rest } = synced;
  for (const e of erros)
    report.erros.push({ ...plan.lines.get(classKey(e.escola_id, e.codigo))!, email: '', erro: e.erro });
  report.turmas = {
    ...rest,
    resumo: ROSTER_MESSAGES.summary(rest.turmas_novas, rest.matriculas_novas + rest.matriculas_mantidas),
  };
}
