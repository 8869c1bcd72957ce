import { Router, type Request } from 'express';
import {
  essayTitle,
  gradeLevelSchema,
  ok,
  problemsOf,
  networkEssayQuerySchema,
  schoolEssayQuerySchema,
  type Analysis,
  type ResumoRedacoesInterno,
  type NetworkEssayStats,
  type SchoolEssayStats,
  type StudentProfileInterno,
} from '@argumenta/contracts';
import {
  activitySubmissionStats,
  awaitingTeacherCounts,
  essayCounts,
  essaysSentIn,
  essaysOfStudentsIn,
  getEssay,
  gradedSubmissionsOf,
  heldCountsByReviewer,
  openTeacherAppeals,
  recordTeacherReview,
  studentActivityStats,
  studentDashboard,
  submissionsOf,
  submissionsOfStudent,
  type NotifyPort,
  type ProposalsPort,
} from '@argumenta/essay-domain';
import { AppError, parseId, parseOrThrow, withTransaction, type Logger, type Pool } from '@argumenta/platform';
import { z } from 'zod';
import { iso } from '../domain/essays.js';
import { classInsightOfRows } from '../domain/insight.js';
import { essaySubmission } from '../domain/submissions.js';
import { recordTeacherReference } from '../domain/references.js';

/** Comma-separated positive ids from a query parameter, capped. */
function ids(req: Request, name: string): number[] {
  return String(req.query[name] ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, 2000);
}

const reviewSchema = z.object({
  nota_professor: z.coerce
    .number()
    .int()
    .min(0, 'A nota deve estar entre 0 e 1000')
    .max(1000, 'A nota deve estar entre 0 e 1000'),
  notas_professor: z
    .tuple([gradeLevelSchema, gradeLevelSchema, gradeLevelSchema, gradeLevelSchema, gradeLevelSchema])
    .optional(),
  comentario_professor: z.string().max(5000).optional().default(''),
  revisor_id: z.coerce.number().int().positive(),
  /** The activity's proposal (the essay may name none itself). */
  proposta_id: z.coerce.number().int().positive().nullable().optional(),
});

/** Service-to-service reads for the classroom service, dashboards and admin stats (batched). */
export function internalRoutes(pool: Pool, proposals?: ProposalsPort, logger?: Logger, notify?: NotifyPort): Router {
  const r = Router();

  r.get('/internal/estatisticas', async (_req, res) => {
    res.json(ok(await essayCounts(pool)));
  });

  r.get('/internal/redacoes/atividades', async (req, res) => {
    res.json(ok({ atividades: await activitySubmissionStats(pool, ids(req, 'ids')) }));
  });

  // Only the teacher's review (classroom's PUT …/submissoes/:id/revisao) still asks for this, to check that the essay
  // was sent to the activity; the list, the zip and the diagnosis are served by this service (routes/submissions.ts).
  r.get('/internal/redacoes/atividade/:id/submissoes', async (req, res) => {
    const rows = await submissionsOf(pool, [parseId(req.params.id)]);
    res.json(ok({ submissoes: rows.map(essaySubmission) }));
  });

  r.get('/internal/redacoes/estudantes', async (req, res) => {
    res.json(ok({ estudantes: await studentActivityStats(pool, ids(req, 'usuario_ids'), ids(req, 'atividade_ids')) }));
  });

  r.get('/internal/redacoes/usuario/:id/atividades', async (req, res) => {
    const userId = parseId(req.params.id);
    const rows = await submissionsOfStudent(pool, ids(req, 'atividade_ids'), userId);
    res.json(
      ok({
        // The student's own view: a grade held for the teacher is not shown yet.
        entregas: rows.map((s) => ({
          atividade_id: s.atividade_id,
          redacao_id: s.id,
          titulo: essayTitle(s),
          data_envio: s.data_envio,
          status_entrega: s.status_entrega,
          status: s.status,
          correcao_id: s.status === 'em_revisao' ? null : s.c_id,
          nota_geral_enem: s.nota_geral_enem,
          origem_nota: s.origem_nota,
          data_correcao: s.data_correcao,
          feedback_geral:
            s.status === 'em_revisao'
              ? null
              : ((s.analise_detalhada as { comentarios_gerais?: string } | null)?.comentarios_gerais ?? null),
          nota_professor: s.nota_professor,
          notas_professor: s.notas_professor,
          comentario_professor: s.comentario_professor,
          revisado: s.nota_professor !== null,
        })),
      }),
    );
  });

  r.get('/internal/redacoes/usuario/:id/resumo', async (req, res) => {
    const userId = parseId(req.params.id);
    const { counts, recent } = await studentDashboard(pool, userId);
    const body: ResumoRedacoesInterno = {
      ...counts,
      // iso: the Date as JSON would render it (a completed correction always has its date).
      correcoes_recentes: recent.map((c) => ({
        ...c,
        data_correcao: iso(c.data_correcao)!,
        redacao_titulo: essayTitle({ id: c.redacao_id, titulo: c.redacao_titulo }),
      })),
    };
    res.json(ok(body));
  });

  r.post('/internal/redacoes/:id/revisao', async (req, res) => {
    const parsed = reviewSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw new AppError('validation', parsed.error.issues[0]?.message ?? 'Dados inválidos');
    const input = parsed.data;
    const id = parseId(req.params.id);
    const before = await getEssay(pool, id);
    const row = await withTransaction(pool, (c) =>
      recordTeacherReview(c, id, {
        nota: input.nota_professor,
        notas: input.notas_professor ?? null,
        comentario: input.comentario_professor,
        revisorId: input.revisor_id,
      }),
    );
    if (!row) throw new AppError('not_found', 'Submissão não encontrada');
    const { texto_original, proposta_tematica_id, ...stored } = row;
    // After the commit (no remote call inside a transaction): the teacher's grades per competency become one of the
    // proposal's references.
    const referencia = input.notas_professor
      ? await recordTeacherReference(
          proposals,
          proposta_tematica_id ?? input.proposta_id,
          {
            redacao_id: row.id,
            autor_id: input.revisor_id,
            texto: texto_original,
            notas: input.notas_professor,
          },
          logger,
        )
      : false;
    // The student is told when the review changed their official grade (in the app; by e-mail where configured).
    if (notify && before && before.nota_oficial !== input.nota_professor)
      await notify({
        usuario_id: before.usuario_id,
        tipo: 'nota_alterada',
        titulo: 'Sua nota foi revisada pelo professor',
        texto:
          before.nota_oficial === null
            ? `O professor corrigiu a sua redação "${essayTitle(before)}": ${input.nota_professor} pontos.`
            : `O professor revisou a sua redação "${essayTitle(before)}": a nota passou de ${before.nota_oficial} para ${input.nota_professor}.`,
        link: `/essays/${id}/feedback`,
      });
    const review = { ...stored, nota_oficial: input.nota_professor, origem_nota: 'professor' as const, referencia };
    res.json(ok(review, 'Revisão salva'));
  });

  // Class diagnosis (teacher): most frequent problems, grade distribution, students not improving.
  // A student's profile for their teacher: their latest essay per activity of the teacher's rooms, open appeals, and
  // what the class diagnosis says about them (their problems, how many classmates share each, whether they stalled).
  r.get('/internal/redacoes/usuario/:id/perfil', async (req, res) => {
    const userId = parseId(req.params.id);
    const rows = await submissionsOf(pool, ids(req, 'atividade_ids'));
    const mine = rows
      .filter((s) => s.usuario_id === userId)
      .sort((a, b) => +b.data_envio - +a.data_envio || b.id - a.id);
    const graded = rows.filter((s) => s.c_id !== null);
    const holders = new Map<string, { rotulo: string; competencia: number; alunos: Set<number>; minhas: number }>();
    for (const s of graded) {
      const analysis = s.analise_detalhada as Analysis | null;
      if (!Array.isArray(analysis?.competencias)) continue;
      for (const p of problemsOf(analysis)) {
        const entry = holders.get(p.chave) ?? {
          rotulo: p.rotulo,
          competencia: p.competencia,
          alunos: new Set<number>(),
          minhas: 0,
        };
        entry.alunos.add(s.usuario_id);
        if (s.usuario_id === userId) entry.minhas += 1;
        holders.set(p.chave, entry);
      }
    }
    const problemas = [...holders.entries()]
      .filter(([, p]) => p.minhas > 0)
      .map(([chave, p]) => ({
        chave,
        competencia: p.competencia,
        rotulo: p.rotulo,
        redacoes: p.minhas,
        colegas: p.alunos.size - 1,
      }))
      .sort((a, b) => b.redacoes - a.redacoes || b.colegas - a.colegas || a.competencia - b.competencia);
    const insight = classInsightOfRows(graded);
    const recursos = mine.length
      ? await openTeacherAppeals(
          pool,
          mine.map((s) => s.id),
        )
      : [];
    const profile: StudentProfileInterno = {
      // The official grades.
      redacoes: mine.map((s) => ({
        id: s.id,
        titulo: essayTitle(s),
        atividade_id: s.atividade_id,
        data_envio: new Date(s.data_envio).toISOString(),
        status: s.status,
        nota_geral_enem: s.nota_geral_enem,
        notas: [s.c1_nota, s.c2_nota, s.c3_nota, s.c4_nota, s.c5_nota],
        origem_nota: s.origem_nota,
      })),
      recursos: recursos.map((r) => ({ ...r, criado_em: r.criado_em.toISOString() })),
      diagnostico: { problemas, sem_melhora: insight.sem_melhora.some((s) => s.estudante_id === userId) },
    };
    res.json(ok(profile));
  });

  // A school's dashboard (issue 16), in one call: the ids come in a body because a school has thousands of students.
  // Averages are returned as sums per activity so the gateway can add activities up into rooms exactly.
  r.post('/internal/redacoes/escola', async (req, res) => {
    const q = parseOrThrow(schoolEssayQuerySchema, req.body ?? {});
    const [count, graded, held, waiting] = await Promise.all([
      essaysSentIn(pool, q.usuario_ids, q.desde, q.ate),
      gradedSubmissionsOf(pool, q.atividade_ids, [q.desde, q.ate]),
      heldCountsByReviewer(pool, q.revisor_ids),
      awaitingTeacherCounts(pool, q.atividade_ids),
    ]);
    const sums = new Map<number, SchoolEssayStats['por_atividade'][number]>();
    for (const s of graded) {
      const a = sums.get(s.atividade_id) ?? {
        atividade_id: s.atividade_id,
        corrigidas: 0,
        soma: { c1: 0, c2: 0, c3: 0, c4: 0, c5: 0, total: 0 },
      };
      a.corrigidas += 1;
      a.soma.c1 += s.c1_nota ?? 0;
      a.soma.c2 += s.c2_nota ?? 0;
      a.soma.c3 += s.c3_nota ?? 0;
      a.soma.c4 += s.c4_nota ?? 0;
      a.soma.c5 += s.c5_nota ?? 0;
      a.soma.total += s.nota_geral_enem ?? 0;
      sums.set(s.atividade_id, a);
    }
    const insight = classInsightOfRows(graded);
    const body: SchoolEssayStats = {
      redacoes_periodo: count,
      por_atividade: [...sums.values()],
      problemas: insight.problemas.map(({ chave, competencia, rotulo, estudantes }) => ({
        chave,
        competencia,
        rotulo,
        estudantes,
      })),
      em_revisao: held,
      aguardando_professor: waiting,
    };
    res.json(ok(body));
  });

  // A network's panel (issue 54): per school, the essays its students sent in the period (activity or not), graded
  // sums (the gateway averages and adds schools up exactly) and the frequent problems of the graded ones.
  r.post('/internal/redacoes/rede', async (req, res) => {
    const q = parseOrThrow(networkEssayQuerySchema, req.body ?? {});
    const escolas = await Promise.all(
      q.escolas.map(async ({ escola_id, usuario_ids, excluido_ids }) => {
        const authors = [...usuario_ids, ...excluido_ids];
        const rows = authors.length ? await essaysOfStudentsIn(pool, authors, q.desde, q.ate) : [];
        const current = new Set(usuario_ids);
        const graded = rows.filter((e) => e.nota_geral_enem !== null);
        const sum = (k: 'c1_nota' | 'c2_nota' | 'c3_nota' | 'c4_nota' | 'c5_nota' | 'nota_geral_enem') =>
          graded.reduce((t, e) => t + (e[k] ?? 0), 0);
        return {
          escola_id,
          redacoes_periodo: rows.length,
          estudantes_com_redacao: new Set(rows.filter((e) => current.has(e.usuario_id)).map((e) => e.usuario_id)).size,
          corrigidas: graded.length,
          soma: {
            c1: sum('c1_nota'),
            c2: sum('c2_nota'),
            c3: sum('c3_nota'),
            c4: sum('c4_nota'),
            c5: sum('c5_nota'),
            total: sum('nota_geral_enem'),
          },
          estudantes_corrigidos: new Set(graded.map((e) => e.usuario_id)).size,
          problemas: classInsightOfRows(graded).problemas.map(({ chave, competencia, rotulo, estudantes }) => ({
            chave,
            competencia,
            rotulo,
            estudantes,
          })),
        };
      }),
    );
    const body: NetworkEssayStats = { escolas };
    res.json(ok(body));
  });

  return r;
}
