// An activity's submissions (list, zip, diagnosis) and a room's diagnosis and competency averages are served by the
// essay service, which owns the essays; the classroom service no longer fetches them from it (issue 45, "fewer
// hops"). This fails if the classroom serves those paths again, if the gateway sends them elsewhere, or if the
// classroom calls an essay endpoint that is not on the short list below.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInternalClient, listRoutes, type Pool } from '@argumenta/platform';
import { createClassroomApp } from '@argumenta/classroom';
import { DEAD_URL, jwtSettings, logger, SERVICE_TOKEN } from '@argumenta/testkit';
import { serviceFor } from '../../gateway/src/proxy.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLASSROOM_SRC = 'services/classroom/src';

/** The essay service's internal paths the classroom may still call, and why. */
const ALLOWED: Record<string, string> = {
  '/internal/redacoes/atividades?ids=:x': 'counts per activity on activity cards',
  '/internal/redacoes/estudantes?usuario_ids=:x&atividade_ids=:x': "figures per student on a room's roll",
  '/internal/redacoes/usuario/:x/atividades?atividade_ids=:x': "a student's own delivery on an activity",
  '/internal/redacoes/usuario/:x/perfil?atividade_ids=:x': "a student's profile for their teacher",
  // The teacher's review stays in the classroom until it moves to the essay service with the official grade.
  '/internal/redacoes/atividade/:x/submissoes': 'the review checks the essay was sent to the activity',
  '/internal/redacoes/:x/revisao': "the teacher's review",
};

const MOVED = [
  '/atividades/1/submissoes',
  '/atividades/1/submissoes/download',
  '/atividades/1/diagnostico',
  '/salas/1/diagnostico',
  '/salas/1/competencias',
];

function files(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) files(rel, out);
    else if (e.name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

/** Every `/internal/redacoes…` path named in a source text, with each `${…}` written as `:x`. */
export const essayPathsIn = (text: string) =>
  [...text.matchAll(/\/internal\/redacoes[^`'"\s]*/g)].map((m) => m[0].replace(/\$\{[^}]*\}/g, ':x'));

it('the classroom calls no essay endpoint beyond the listed ones (no submissions list, zip or diagnosis)', () => {
  const called = new Set(files(CLASSROOM_SRC).flatMap((f) => essayPathsIn(readFileSync(path.join(ROOT, f), 'utf8'))));
  expect([...called].filter((p) => !(p in ALLOWED))).toEqual([]);
  for (const p of called) expect(p).not.toMatch(/\/(pdf|diagnostico|competencias)\b/);
});

it('the check reads a call however its ids are written', () => {
  expect(
    essayPathsIn(
      "essay.get(`/internal/redacoes/${id}/pdf`); essay.get('/internal/redacoes/diagnostico?atividade_ids=' + x)",
    ),
  ).toEqual(['/internal/redacoes/:x/pdf', '/internal/redacoes/diagnostico?atividade_ids=']);
});

it("the gateway sends an activity's and a room's essays to the essay service, and the review still to the classroom", () => {
  for (const p of MOVED) expect([p, serviceFor(p)]).toEqual([p, 'essay']);
  expect(serviceFor('/atividades/1/submissoes/2/revisao')).toBe('classroom');
  expect(serviceFor('/atividades/1')).toBe('classroom');
  expect(serviceFor('/salas/1/estudantes')).toBe('classroom');
});

it('the classroom service has no route for them', () => {
  const client = createInternalClient(DEAD_URL, SERVICE_TOKEN);
  const app = createClassroomApp({
    pool: {} as Pool,
    logger,
    jwt: jwtSettings,
    serviceToken: SERVICE_TOKEN,
    auth: client,
    essay: client,
    proposal: client,
  });
  const served = new Set(listRoutes(app).map((r) => `${r.method} ${r.path}`));
  for (const p of ['/atividades/:id/submissoes', '/atividades/:id/submissoes/download', '/atividades/:id/diagnostico'])
    expect(served.has(`GET ${p}`)).toBe(false);
  for (const p of ['/salas/:id/diagnostico', '/salas/:id/competencias']) expect(served.has(`GET ${p}`)).toBe(false);
  // The list above is read from the real router: a route it still serves is seen.
  expect(served.has('PUT /atividades/:id/submissoes/:redacaoId/revisao')).toBe(true);
});
