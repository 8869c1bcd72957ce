import { Router, type RequestHandler } from 'express';
import {
  addCreditsSchema,
  editUserSchema,
  newUserSchema,
  ok,
  roleSchema,
  SCHOOL_MESSAGES,
  suspendUserSchema,
  usersImportSchema,
  usersOneRosterImportSchema,
} from '@argumenta/contracts';
import {
  AppError,
  badRequest,
  PG_UNIQUE_VIOLATION,
  parseId,
  parseOrThrow,
  requireRole,
  withTransaction,
  type InternalClient,
  type Pool,
} from '@argumenta/platform';
import { addCredits } from '../domain/credits.js';
import { recordAudit } from '../domain/audit.js';
import { actorOf } from './audit.js';
import { schoolIdsByReference, schoolKey } from '../domain/escolas.js';
import { createUser, toUser, type UserRow } from '../domain/users.js';
import { endSessionsOrAbort, type EndSessions } from '../domain/sessions.js';
import { readOneRosterSet } from '../domain/oneroster.js';
import { firstAccessCode, importUsers, importUsersCsv, type ImportReport } from '../domain/userImport.js';
import { hashPassword } from '../domain/passwords.js';

/** Admin API (spec 7 Admin). Every route: authenticated admin only. */
export function adminRoutes(
  pool: Pool,
  requireAuth: RequestHandler,
  endSessions: EndSessions,
  essay?: InternalClient,
  classroom?: InternalClient,
): Router {
  const r = Router();
  r.use('/admin', requireAuth, requireRole('admin'));

  r.get('/admin/usuarios', async (req, res) => {
    const limite = Math.min(100, Math.max(1, Number(req.query.limite) || 10));
    const pagina = Math.max(1, Number(req.query.pagina) || 1);
    const busca = String(req.query.busca ?? '').trim();
    const tipo = roleSchema.safeParse(req.query.tipo).success ? String(req.query.tipo) : null;
    // Issue 54: filter by school; the search also finds a matrícula.
    const escola =
      Number.isSafeInteger(Number(req.query.escola)) && Number(req.query.escola) > 0 ? Number(req.query.escola) : null;
    const where = `WHERE ($1 = '' OR u.nome ILIKE '%' || $1 || '%' OR u.email ILIKE '%' || $1 || '%' OR u.matricula = $1)
      AND ($2::text IS NULL OR u.tipo = $2) AND ($3::int IS NULL OR u.escola_id = $3)`;
    const [list, count] = await Promise.all([
      pool.query<UserRow & { escola_nome: string | null }>(
        `SELECT u.*, e.nome AS escola_nome FROM auth.usuarios u LEFT JOIN auth.escolas e ON e.id = u.escola_id ${where}
          ORDER BY u.data_criacao DESC, u.id DESC LIMIT $4 OFFSET $5`,
        [busca, tipo, escola, limite, (pagina - 1) * limite],
      ),
      pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM auth.usuarios u ${where}`, [
        busca,
        tipo,
        escola,
      ]),
    ]);
    const usuarios = list.rows.map((row) => ({
      ...toUser(row),
      creditos: row.creditos_disponiveis,
      escola_nome: row.escola_nome,
      matricula: row.matricula ?? null,
      suspensa: Boolean(row.suspensa_em),
    }));
    res.json(ok({ usuarios, total: count.rows[0]?.total ?? 0, pagina, limite }));
  });

  // Issue 54: suspend / reactivate. A suspended account cannot log in and its sessions end with the change.
  r.post('/admin/usuarios/:id/suspender', async (req, res) => {
    const id = parseId(req.params.id, 'ID do usuário inválido');
    if (id === req.auth?.id) throw badRequest('Você não pode suspender a sua própria conta.');
    const { suspensa } = parseOrThrow(suspendUserSchema, req.body ?? {});
    await withTransaction(pool, async (c) => {
      const { rowCount } = await c.query(
        `UPDATE auth.usuarios SET suspensa_em = CASE WHEN $2 THEN coalesce(suspensa_em, now()) END
          WHERE id = $1 AND anonimizada_em IS NULL`,
        [id, suspensa],
      );
      if (!rowCount) throw new AppError('not_found', 'Usuário não encontrado');
      if (suspensa) await endSessionsOrAbort(endSessions, id);
      await recordAudit(c, {
        acao: suspensa ? 'conta.suspensa' : 'conta.reativada',
        ...actorOf(req),
        alvo_usuario_id: id,
      });
    });
    res.json(ok({ id, suspensa }, suspensa ? 'Conta suspensa.' : 'Conta reativada.'));
  });

  // Issue 54: an admin corrects a name, e-mail or matrícula; the fields changed (not their values) go to the trail.
  r.patch('/admin/usuarios/:id', async (req, res) => {
    const id = parseId(req.params.id, 'ID do usuário inválido');
    const input = parseOrThrow(editUserSchema, req.body ?? {});
    const fields = (['nome', 'email', 'matricula'] as const).filter((k) => input[k] !== undefined);
    const user = await withTransaction(pool, async (c) => {
      const { rows } = await c
        .query<UserRow>(
          `UPDATE auth.usuarios SET ${fields.map((k, i) => `${k} = $${i + 2}`).join(', ')}
            WHERE id = $1 AND anonimizada_em IS NULL RETURNING *`,
          [id, ...fields.map((k) => input[k])],
        )
        .catch((err: { code?: string; constraint?: string }) => {
          if (err.code !== PG_UNIQUE_VIOLATION) throw err;
          throw new AppError(
            'conflict',
            err.constraint === 'usuarios_escola_matricula'
              ? 'Outra pessoa desta escola já tem esta matrícula'
              : 'Este email já está em uso',
          );
        });
      if (!rows[0]) throw new AppError('not_found', 'Usuário não encontrado');
      await recordAudit(c, {
        acao: 'usuario.editado',
        ...actorOf(req),
        alvo_usuario_id: id,
        detalhes: { campos: fields.join(',') },
      });
      return rows[0];
    });
    res.json(ok({ ...toUser(user), matricula: user.matricula ?? null }, 'Usuário atualizado.'));
  });

  // Issue 54: a temporary password for someone without e-mail; shown once to the admin, sessions ended.
  r.post('/admin/usuarios/:id/senha-temporaria', async (req, res) => {
    const id = parseId(req.params.id, 'ID do usuário inválido');
    if (id === req.auth?.id) throw badRequest('Para a sua própria conta, troque a senha em Configurações.');
    const senha = firstAccessCode();
    const hash = await hashPassword(senha);
    await withTransaction(pool, async (c) => {
      const { rowCount } = await c.query(
        'UPDATE auth.usuarios SET senha_hash = $2 WHERE id = $1 AND anonimizada_em IS NULL',
        [id, hash],
      );
      if (!rowCount) throw new AppError('not_found', 'Usuário não encontrado');
      await endSessionsOrAbort(endSessions, id);
      await recordAudit(c, { acao: 'senha.temporaria', ...actorOf(req), alvo_usuario_id: id });
    });
    res.json(ok({ id, senha_temporaria: senha }, 'Senha temporária gerada: entregue-a à pessoa.'));
  });

  // The school must exist, and a coordinator needs a real one (nobody coordinates the default school).
  const checkSchool = async (input: { tipo: string; escola_id?: number }) => {
    const { rows } = input.escola_id
      ? await pool.query<{ padrao: boolean }>('SELECT padrao FROM auth.escolas WHERE id = $1', [input.escola_id])
      : { rows: [] };
    if (input.escola_id && !rows[0]) throw new AppError('not_found', SCHOOL_MESSAGES.notFound);
    if (input.tipo === 'coordenador' && (!rows[0] || rows[0].padrao))
      throw new AppError('unprocessable', SCHOOL_MESSAGES.coordinatorNeedsSchool);
  };

  r.post('/admin/usuarios', async (req, res) => {
    const input = parseOrThrow(newUserSchema, req.body ?? {});
    await checkSchool(input);
    const user = await createUser(pool, { ...input, contaEscolar: Boolean(input.escola_id) });
    res.status(201).json(ok(user, 'Usuário criado com sucesso!'));
  });

  r.delete('/admin/usuarios/:id', async (req, res) => {
    const id = parseId(req.params.id, 'ID do usuário inválido');
    if (id === req.auth?.id) throw badRequest('Você não pode excluir a sua própria conta por aqui.');
    // The deleted user's tokens end with the row (the gateway refuses them and closes their sockets).
    await withTransaction(pool, async (c) => {
      const { rowCount } = await c.query('DELETE FROM auth.usuarios WHERE id = $1', [id]);
      if (!rowCount) throw new AppError('not_found', 'Usuário não encontrado');
      await endSessionsOrAbort(endSessions, id);
    });
    res.json(ok({ id }, 'Usuário excluído com sucesso!'));
  });

  r.post('/admin/creditos/adicionar', async (req, res) => {
    const input = parseOrThrow(addCreditsSchema, req.body ?? {});
    const saldo = await addCredits(pool, input.usuario_id, input.quantidade, input.descricao);
    await recordAudit(pool, {
      acao: 'creditos.adicionados',
      ...actorOf(req),
      alvo_usuario_id: input.usuario_id,
      detalhes: { quantidade: input.quantidade },
    });
    res.json(ok({ usuario_id: input.usuario_id, creditos_disponiveis: saldo }, 'Créditos adicionados com sucesso!'));
  });

  // Bulk creation (CSV import parsed in the browser): each row succeeds or fails on its own.
  r.post('/admin/usuarios/lote', async (req, res) => {
    const rows: unknown[] = Array.isArray(req.body?.usuarios) ? req.body.usuarios.slice(0, 2000) : [];
    if (!rows.length) throw badRequest('Nenhum usuário válido encontrado no arquivo CSV');
    const sucessos: unknown[] = [];
    const erros: unknown[] = [];
    // The `escola` column names a school by its name or INEP code; one lookup for the whole file.
    const escolaOf = (raw: unknown) => String((raw as Record<string, unknown>)?.escola ?? '').trim();
    const schools = await schoolIdsByReference(pool, rows.map(escolaOf));
    for (const raw of rows) {
      const item = { ...(raw as Record<string, unknown>) };
      item.tipo ??= item.papel;
      const email = String(item.email ?? '');
      try {
        const escola = escolaOf(raw);
        if (escola) {
          item.escola_id = schools.get(schoolKey(escola));
          if (!item.escola_id) throw new AppError('not_found', `Escola "${escola}" não encontrada`);
        }
        const input = parseOrThrow(newUserSchema, item);
        await checkSchool(input);
        const user = await createUser(pool, { ...input, contaEscolar: Boolean(input.escola_id) });
        sucessos.push({ sucesso: true, usuario: user, email });
      } catch (err) {
        erros.push({ sucesso: false, email, erro: err instanceof AppError ? err.message : 'Erro ao criar usuário' });
      }
    }
    res.json(
      ok({
        total_processados: rows.length,
        total_sucesso: sucessos.length,
        total_erros: erros.length,
        sucessos,
        erros,
      }),
    );
  });

  // The file itself (base64): decoded, checked and imported here, each row with its line (issue 54). `simular` = preview.
  const auditImport = (req: Parameters<typeof actorOf>[0], report: ImportReport) =>
    recordAudit(pool, {
      acao: 'usuarios.importados',
      ...actorOf(req),
      detalhes: {
        criados: report.criados,
        atualizados: report.atualizados,
        erros: report.total_erros,
        ...(report.turmas
          ? { turmas_novas: report.turmas.turmas_novas, matriculas_novas: report.turmas.matriculas_novas }
          : {}),
      },
    });

  r.post('/admin/usuarios/importar', async (req, res) => {
    const { arquivo, simular = false } = parseOrThrow(usersImportSchema, req.body ?? {});
    const report = await importUsersCsv(pool, classroom, Buffer.from(arquivo, 'base64'), simular);
    if (!simular) await auditImport(req, report);
    res.json(ok(report));
  });

  // Issue 54: the OneRoster-style set (users.csv, classes.csv, enrollments.csv) into one school, with its classes.
  r.post('/admin/usuarios/importar-oneroster', async (req, res) => {
    const { arquivos, escola_id, simular = false } = parseOrThrow(usersOneRosterImportSchema, req.body ?? {});
    const source = readOneRosterSet(
      arquivos.map((a) => ({ nome: a.nome, bytes: Buffer.from(a.conteudo, 'base64') })),
      escola_id,
    );
    const report = await importUsers(pool, classroom, source, simular);
    if (!simular) await auditImport(req, report);
    res.json(ok(report));
  });

  r.get('/admin/estatisticas', async (_req, res) => {
    const { rows } = await pool.query<{
      total_usuarios: number;
      total_creditos_sistema: number;
      usuarios_ativos: number;
      creditos_utilizados_hoje: number;
    }>(`
      SELECT (SELECT count(*)::int FROM auth.usuarios) AS total_usuarios,
             (SELECT coalesce(sum(creditos_disponiveis), 0)::int FROM auth.usuarios) AS total_creditos_sistema,
             (SELECT count(*)::int FROM auth.usuarios WHERE ultimo_acesso > now() - interval '30 days') AS usuarios_ativos,
             (SELECT coalesce(sum(r.quantidade), 0)::int FROM auth.reservas_credito r
               WHERE r.estado = 'confirmado' AND r.atualizada_em >= date_trunc('day', now())) AS creditos_utilizados_hoje`);
    // Essay figures belong to the essay service; the dashboard still loads if it is down.
    const essays = await essay
      ?.get<{ total_redacoes: number; redacoes_ultimos_7_dias: { dia: string; total: number }[] }>(
        '/internal/estatisticas',
      )
      .catch(() => null);
    res.json(
      ok({
        ...rows[0],
        total_redacoes: essays?.total_redacoes ?? 0,
        redacoes_ultimos_7_dias: essays?.redacoes_ultimos_7_dias ?? [],
      }),
    );
  });

  return r;
}
