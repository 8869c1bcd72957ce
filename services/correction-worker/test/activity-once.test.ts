import { jest } from '@jest/globals';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, closeTestPool, testPool, uniquePrefix, type Running } from '@argumenta/testkit';
import { actors } from '@argumenta/testkit/actors';
import { startAuthService } from '@argumenta/testkit/auth';
import { roomWithActivity, startClassroomService, startCorrectionPipeline } from '@argumenta/testkit/classroom';
import { SAMPLE_ESSAY, startEssayService } from '@argumenta/testkit/essay';

jest.setTimeout(180_000);

/**
 * The activity is read once per essay (issue 45): the essay service asks the classroom for it when it accepts the
 * essay and the correction job carries what the worker needs, so the worker does not ask again. Both reach the real
 * classroom service through a pass-through that counts the requests each one makes.
 */
const prefix = uniquePrefix('atividade-uma-vez');
let auth: Running;
let classroom: Running;
let essay: Awaited<ReturnType<typeof startEssayService>>;
let pipeline: Awaited<ReturnType<typeof startCorrectionPipeline>>;
const seen = { essay: [] as string[], worker: [] as string[] };
const proxies: Server[] = [];

/** A pass-through to the classroom service that writes down each path it forwards. */
async function counting(into: string[]): Promise<string> {
  const server = createServer((req, res) => {
    into.push(req.url!.split('?')[0]!);
    const target = new URL(req.url!, classroom.url);
    const fwd = request(target, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode!, up.headers);
      up.pipe(res);
    });
    fwd.on('error', () => res.writeHead(502).end());
    req.pipe(fwd);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  proxies.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  auth = await startAuthService();
  classroom = await startClassroomService({ auth: auth.url, essay: () => essay?.url });
  essay = await startEssayService({ authUrl: auth.url, classroomUrl: await counting(seen.essay), prefix });
  pipeline = await startCorrectionPipeline({ prefix, authUrl: auth.url, classroomUrl: await counting(seen.worker) });
});
afterAll(async () => {
  await pipeline?.close();
  await essay?.close();
  await classroom?.close();
  await auth?.close();
  for (const s of proxies) await new Promise((r) => s.close(r));
  await closeTestPool();
});

it("an activity essay asks the classroom for its activity once; the worker uses the job's copy", async () => {
  const make = actors(auth.url);
  const [prof, aluno] = [await make('professor'), await make('estudante')];
  const { atividade } = await roomWithActivity(
    classroom.url,
    prof,
    [aluno],
    { titulo: 'Mobilidade', tema: 'Os desafios da mobilidade urbana' },
    { nome: 'Turma única' },
  );

  const form = new FormData();
  form.set('texto', SAMPLE_ESSAY);
  form.set('atividade_id', String(atividade.id));
  const sent = await api(essay.url, 'POST', '/redacoes/submeter', { token: aluno.token, body: form });
  expect(sent.status).toBe(202);
  await pipeline.completed(sent.body.data.job_id);

  const contexto = `/internal/atividades/${atividade.id}/contexto`;
  expect(seen.essay.filter((p) => p === contexto)).toHaveLength(1);
  expect(seen.worker).toEqual([]);
  const { rows } = await testPool().query('SELECT status FROM essay.redacoes WHERE id = $1', [
    sent.body.data.redacao_id,
  ]);
  expect(rows[0].status).toBe('concluida');
});
