import { randomInt } from 'node:crypto';
import {
  CSV_IMPORT_MESSAGES,
  DEFAULT_CREDITS,
  decodeCsvBytes,
  newUserSchema,
  readCsvRecords,
  SCHOOL_MESSAGES,
  type CsvEncoding,
  type User,
} from '@argumenta/contracts';
import { AppError, badRequest, parseOrThrow, withTransaction, type Pool, type PoolClient } from '@argumenta/platform';
import { schoolIdsByReference, schoolKey } from './escolas.js';
import { hashPassword } from './passwords.js';
import { createUser, toUser, type UserRow } from './users.js';

export type ImportedRow = {
  linha: number;
  acao: 'criado' | 'atualizado';
  usuario: User;
  email: string;
  matricula: string | null;
  /** Generated when the file had no password: printed on the class's credential sheet, shown once. */
  codigo_acesso?: string;
};
export type ImportReport = {
  codificacao: CsvEncoding;
  simulacao: boolean;
  total_processados: number;
  total_sucesso: number;
  criados: number;
  atualizados: number;
  total_erros: number;
  sucessos: ImportedRow[];
  erros: { linha: number; email: string; erro: string }[];
};

// No 0/O, 1/l/I: a code read off paper by a child.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const firstAccessCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

class Simulated extends Error {
  constructor(readonly report: ImportReport) {
    super('simulação');
  }
}

/**
 * The admin's user import (issue 54): the file's bytes decoded (UTF-8 with or without BOM, Windows-1252; anything else
 * refused), each row created — or updated when its `matricula` is already in that school — inside a savepoint of its
 * own, so one bad row does not stop the others and every error names its line. Without `senha` a first-access code is
 * generated and returned; a school's student gets no personal credits unless the file gives `creditos` (the school's
 * pool pays). `simular` runs it all and rolls it back: the preview is the real outcome.
 */
export async function importUsersCsv(pool: Pool, bytes: Uint8Array, simular: boolean): Promise<ImportReport> {
  let decoded: ReturnType<typeof decodeCsvBytes>;
  let records: ReturnType<typeof readCsvRecords>;
  try {
    decoded = decodeCsvBytes(bytes);
    records = readCsvRecords(decoded.text);
  } catch (err) {
    throw badRequest((err as Error).message);
  }
  const { cabecalho, registros } = records;
  const missing = ['nome', 'email'].filter((h) => !cabecalho.includes(h));
  if (missing.length) throw badRequest(CSV_IMPORT_MESSAGES.missingColumns(missing));

  const refs = registros.map((r) => ('campos' in r ? (r.campos.escola ?? '') : ''));
  const schools = await schoolIdsByReference(pool, refs);
  const { rows: schoolRows } = await pool.query<{ id: number; padrao: boolean }>(
    'SELECT id, padrao FROM auth.escolas WHERE padrao OR id = ANY($1::int[])',
    [[...schools.values()]],
  );
  const defaultSchool = schoolRows.find((s) => s.padrao)?.id;
  const isRealSchool = (id: number | undefined) => !!id && schoolRows.some((s) => s.id === id && !s.padrao);

  const report: ImportReport = {
    codificacao: decoded.encoding,
    simulacao: simular,
    total_processados: registros.length,
    total_sucesso: 0,
    criados: 0,
    atualizados: 0,
    total_erros: 0,
    sucessos: [],
    erros: [],
  };

  const importRow = async (c: PoolClient, linha: number, f: Record<string, string>): Promise<ImportedRow> => {
    const escola = (f.escola ?? '').trim();
    const escolaId = escola ? schools.get(schoolKey(escola)) : undefined;
    if (escola && !escolaId) throw new AppError('not_found', `Escola "${escola}" não encontrada`);
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
    const email = input.email;
    if (matricula) {
      const { rows: found } = await c.query<{ id: number }>(
        'SELECT id FROM auth.usuarios WHERE escola_id = $1 AND matricula = $2 AND anonimizada_em IS NULL',
        [escolaId ?? defaultSchool, matricula],
      );
      if (found[0]) {
        // Re-import: the school's system is the source of names and e-mails; a password only when the file gives one.
        const { rows } = await c
          .query<UserRow>(
            `UPDATE auth.usuarios SET nome = $2, email = $3, tipo = $4,
               instituicao = coalesce($5, instituicao), disciplina = coalesce($6, disciplina),
               senha_hash = coalesce($7, senha_hash)
             WHERE id = $1 RETURNING *`,
            [
              found[0].id,
              input.nome,
              email,
              input.tipo,
              input.instituicao ?? null,
              input.disciplina ?? null,
              senhaDada ? await hashPassword(senhaDada) : null,
            ],
          )
          .catch((err: Error & { code?: string }) => {
            throw err.code === '23505' ? new AppError('conflict', 'Este email já está cadastrado') : err;
          });
        return { linha, acao: 'atualizado', usuario: toUser(rows[0]!), email, matricula };
      }
    }
    const usuario = await createUser(pool, { ...input, contaEscolar: Boolean(input.escola_id) }, c);
    if (matricula) await c.query('UPDATE auth.usuarios SET matricula = $2 WHERE id = $1', [usuario.id, matricula]);
    return { linha, acao: 'criado', usuario, email, matricula, ...(codigo ? { codigo_acesso: codigo } : {}) };
  };

  const run = async (c: PoolClient) => {
    for (const r of registros) {
      const email = 'campos' in r ? (r.campos.email ?? '').trim().toLowerCase() : '';
      if ('erro' in r) {
        report.erros.push({ linha: r.linha, email, erro: r.erro });
        continue;
      }
      await c.query('SAVEPOINT linha');
      try {
        const done = await importRow(c, r.linha, r.campos);
        await c.query('RELEASE SAVEPOINT linha');
        report.sucessos.push(done);
        report[done.acao === 'criado' ? 'criados' : 'atualizados']++;
      } catch (err) {
        await c.query('ROLLBACK TO SAVEPOINT linha');
        report.erros.push({
          linha: r.linha,
          email,
          erro: err instanceof AppError ? err.message : 'Erro ao criar usuário',
        });
      }
    }
    report.total_sucesso = report.sucessos.length;
    report.total_erros = report.erros.length;
    if (simular) throw new Simulated(report);
    return report;
  };
  try {
    return await withTransaction(pool, run);
  } catch (err) {
    if (err instanceof Simulated) return err.report;
    throw err;
  }
}
