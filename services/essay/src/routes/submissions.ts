import { Router, type RequestHandler, type Response } from 'express';
import {
  ACTIVITY_MESSAGES,
  CLASSROOM_MESSAGES,
  gradeSheetQuerySchema,
  ok,
  type SubmissoesResponse,
} from '@argumenta/contracts';
import { authOf, parseId, parseOrThrow, requireRole } from '@argumenta/platform';
import { gradeSheetCsv, gradeSheetRows, gradeSheetXlsx } from '../domain/grade-sheet.js';
import {
  activitySubmissions,
  namedInsight,
  roomCompetencies,
  submissionsZip,
  zipEntryName,
  type SubmissionsDeps,
} from '../domain/submissions.js';

const asciiName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');

/**
 * An activity's and a room's essays as their teacher reads them (spec 7; the paths sit under /atividades and /salas,
 * the gateway's proxy table sends them here). Authorization is the classroom service's answer (manageActivity /
 * manageRoom): the room's teacher or an admin.
 */
export function submissionRoutes(deps: SubmissionsDeps, requireAuth: RequestHandler): Router {
  const r = Router();
  const teacher = [requireAuth, requireRole('professor', 'admin')];
  const atividadeId = (raw: unknown) => parseId(raw, ACTIVITY_MESSAGES.invalidId);
  const salaId = (raw: unknown) => parseId(raw, CLASSROOM_MESSAGES.invalidId);

  r.get('/atividades/:id/submissoes', ...teacher, async (req, res) => {
    res.json(ok(await activitySubmissions(deps, authOf(req), atividadeId(req.params.id))));
  });

  r.get('/atividades/:id/submissoes/download', ...teacher, async (req, res) => {
    const { fileName, bytes } = await submissionsZip(deps, authOf(req), atividadeId(req.params.id));
    res
      .set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      })
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  // The class diagnosis of one activity: most frequent problems, grade distribution, students not improving.
  r.get('/atividades/:id/diagnostico', ...teacher, async (req, res) => {
    const { atividade } = await deps.classroom.manageActivity(atividadeId(req.params.id), authOf(req));
    res.json(ok(await namedInsight(deps, [atividade.id])));
  });

  // The same over every activity of a room.
  r.get('/salas/:id/diagnostico', ...teacher, async (req, res) => {
    const { atividade_ids } = await deps.classroom.manageRoom(salaId(req.params.id), authOf(req));
    res.json(ok(await namedInsight(deps, atividade_ids)));
  });

  // Our addition: where the class is weak, per ENEM competency, over the room's corrected submissions.
  r.get('/salas/:id/competencias', ...teacher, async (req, res) => {
    const { atividade_ids } = await deps.classroom.manageRoom(salaId(req.params.id), authOf(req));
    res.json(ok(await roomCompetencies(deps.pool, atividade_ids)));
  });

  // The grade sheet (official grades) of one activity, or of every activity of a room, as CSV or XLSX (issue 46).
  const sendGradeSheet = async (res: Response, name: string, format: 'csv' | 'xlsx', data: SubmissoesResponse[]) => {
    const rows = gradeSheetRows(data);
    const fileName = `notas_${zipEntryName(name, 'notas')}.${format}`;
    res.set({
      'Content-Disposition': `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
    });
    if (format === 'csv') res.type('text/csv; charset=utf-8').send(gradeSheetCsv(rows));
    else
      res
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await gradeSheetXlsx(name, rows));
  };
  r.get('/atividades/:id/notas', ...teacher, async (req, res) => {
    const { formato } = parseOrThrow(gradeSheetQuerySchema, req.query);
    const data = await activitySubmissions(deps, authOf(req), atividadeId(req.params.id));
    await sendGradeSheet(res, data.atividade.titulo, formato, [data]);
  });
  r.get('/salas/:id/notas', ...teacher, async (req, res) => {
    const { formato } = parseOrThrow(gradeSheetQuerySchema, req.query);
    const user = authOf(req);
    const { sala_nome, atividade_ids } = await deps.classroom.manageRoom(salaId(req.params.id), user);
    // One activity at a time: each asks the classroom and auth services once.
    const data: SubmissoesResponse[] = [];
    for (const id of atividade_ids) data.push(await activitySubmissions(deps, user, id));
    await sendGradeSheet(res, sala_nome, formato, data);
  });

  return r;
}
