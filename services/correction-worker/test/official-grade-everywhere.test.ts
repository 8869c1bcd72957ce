import { jest } from '@jest/globals';
import { createInternalClient } from '@argumenta/platform';
import { api, SERVICE_TOKEN, testPool } from '@argumenta/testkit';
import { roomWithActivity } from '@argumenta/testkit/classroom';
import type { Actor } from '@argumenta/testkit/actors';
import { pdfText } from '@argumenta/testkit/files';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { useTeachingStack } from '@argumenta/testkit/teaching';

// One official grade everywhere (issue 46), as a property over the data sources of every screen that shows an essay's
// grade: after a teacher's review and again after an appeal decision, no source may carry a superseded grade. Each
// source's JSON is walked whole; every number under a grade-named key (nota…, media…, c1…c5…) must not be a grade the
// essay no longer has, and the official total must be there. The AI's grade may appear only under keys that say so
// (`…_ia…`), and the teacher's review only under its own (`nota_professor`). The screens themselves are checked in Chromium by web/e2e/official-grade.spec.ts.
jest.setTimeout(240_000);

const stack = useTeachingStack('nota-oficial');

const GRADE_KEY =
  /^(nota|notas|media|medias|pontuacao|c[1-5])(_|$)|nota_geral|nota_oficial|notas_oficiais|nota_total|nota_competencia/;
// A grade named for its source (the AI's, the teacher's review as given) is a record of that decision, not the grade.
const AI_KEY = /(^|_)ia(_|$)|nota_ia|_professor$|sugerida|anterior|antes/;

/** Every number under a grade-named key (or inside a grade-named object), with its path; the AI's own keys left out. */
function gradesIn(value: unknown, path = '', key = '', inGrade = false): { path: string; n: number }[] {
  if (AI_KEY.test(key)) return [];
  const grade = inGrade || GRADE_KEY.test(key);
  if (typeof value === 'number') return grade ? [{ path, n: value }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => gradesIn(v, `${path}[${i}]`, key, grade));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => gradesIn(v, `${path}.${k}`, k, grade && !/id$/.test(k)));
  return [];
}

/**
 * `total`: the source shows the essay's total (or a one-essay average of it); `levels`: a distribution of the room's
 * essays over each competency's levels (a diagnosis), where this essay must sit at its official level; `pdf`: the
 * report's text, which must print the official total (a number the AI suggested may stand beside it, labelled).
 */
type Source = { name: string; get: () => Promise<unknown>; shows?: 'total' | 'levels' | 'pdf' };

/** The level each competency's one essay sits at, in a diagnosis's `distribuicao`. */
function levelsIn(body: unknown): (number | undefined)[] {
  const dist = (
    body as { data?: { distribuicao?: { competencia: number; niveis: { nivel: number; redacoes: number }[] }[] } }
  ).data?.distribuicao;
  return [1, 2, 3, 4, 5].map((c) => dist?.find((d) => d.competencia === c)?.niveis.find((n) => n.redacoes > 0)?.nivel);
}

describe('the official grade is the only grade any screen reads', () => {
  it('after a review and after an appeal decision, every source shows the official grade and none a superseded one', async () => {
    const [prof, aluno] = await Promise.all([stack.make('professor'), stack.make('estudante', 'Olga Oficial')]);
    const room = (who: Actor, method: string, path: string, body?: unknown) =>
      api(stack.classroom.url, method, path, { token: who.token, body });
    const essay = (who: Actor, method: string, path: string, body?: unknown) =>
      api(stack.essay.url, method, path, { token: who.token, body });
    const { sala, atividade } = await roomWithActivity(
      stack.classroom.url,
      prof,
      [aluno],
      { titulo: 'Nota oficial', tema: 'Os desafios das fake news' },
      { nome: 'Terceirão Oficial' },
    );
    const form = new FormData();
    form.set('titulo', 'As fake news');
    form.set('texto', SAMPLE_ESSAY);
    form.set('tipo_envio', 'texto');
    form.set('atividade_id', String(atividade.id));
    const sent = await essay(aluno, 'POST', '/redacoes/submeter', form);
    expect(sent.status).toBe(202);
    await stack.pipeline.completed(sent.body.data.job_id);
    const id = sent.body.data.redacao_id as number;
    const share = (await essay(aluno, 'PUT', `/redacoes/${id}/compartilhar`, { tempo_expiracao: 24 })).body.data;

    const ai = (await essay(aluno, 'GET', `/redacoes/${id}/feedback`)).body.data.correcao.analise_detalhada
      .competencias as { nota_competencia: number }[];
    const aiNotas = ai.map((c) => c.nota_competencia);
    // The teacher's grades differ from the AI's in every competency and in the total.
    const reviewed = aiNotas.map((n) => (n >= 80 ? n - 40 : n + 40));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    // What the classroom service reads from the essay service for the teacher's screens (the student's profile, the dashboard).
    const internal = async (path: string) => ({
      status: 200,
      body: await createInternalClient(stack.essay.url, SERVICE_TOKEN).get(path),
    });

    const sources: Source[] = [
      { name: 'the essay', get: () => essay(aluno, 'GET', `/redacoes/${id}`) },
      { name: 'its correction page', get: () => essay(aluno, 'GET', `/redacoes/${id}/feedback`) },
      { name: "the student's list", get: () => essay(aluno, 'GET', '/redacoes?limit=50') },
      { name: 'its status', get: () => essay(aluno, 'GET', `/redacoes/${id}/status`) },
      { name: 'the share link', get: () => api(stack.essay.url, 'GET', `/compartilhado/${share.token}`) },
      { name: "the teacher's view", get: () => essay(prof, 'GET', `/redacoes/${id}/feedback`) },
      { name: 'the submissions list', get: () => essay(prof, 'GET', `/atividades/${atividade.id}/submissoes`) },
      {
        name: "the activity's diagnosis",
        get: () => essay(prof, 'GET', `/atividades/${atividade.id}/diagnostico`),
        shows: 'levels',
      },
      { name: "the room's diagnosis", get: () => essay(prof, 'GET', `/salas/${sala.id}/diagnostico`), shows: 'levels' },
      { name: "the room's competencies", get: () => essay(prof, 'GET', `/salas/${sala.id}/competencias`) },
      {
        name: "the student's profile (for the teacher)",
        get: () => internal(`/internal/redacoes/usuario/${aluno.id}/perfil?atividade_ids=${atividade.id}`),
      },
      {
        // The PDF report: its text, read back, with the total as a grade-named number.
        name: 'the PDF report',
        get: async () => {
          const res = await fetch(`${stack.essay.url}/redacoes/${id}/pdf`, {
            headers: { Authorization: `Bearer ${aluno.token}` },
          });
          const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
          return {
            status: res.status,
            body: { nota_no_pdf: [...text.matchAll(/\b\d{1,4}\b/g)].map((m) => Number(m[0])) },
          };
        },
        shows: 'pdf',
      },
      {
        name: "the student's dashboard",
        get: () => internal(`/internal/redacoes/usuario/${aluno.id}/resumo`),
      },
    ];

    async function expectEverywhere(official: number[], superseded: number[][]) {
      const total = sum(official);
      const stale = new Set(superseded.flatMap((s) => [sum(s)]));
      for (const s of sources) {
        const res = (await s.get()) as { status: number; body: unknown };
        expect([s.name, res.status]).toEqual([s.name, 200]);
        const found = gradesIn(res.body);
        // No superseded total anywhere a grade is read.
        if (s.shows !== 'pdf')
          expect([s.name, found.filter((g) => stale.has(g.n) && g.n !== total)]).toEqual([s.name, []]);
        // The official grade is what the source shows (a one-essay room's averages are that essay's grade).
        if (s.shows === 'levels') expect([s.name, levelsIn(res.body)]).toEqual([s.name, official]);
        else expect([s.name, found.some((g) => g.n === total)]).toEqual([s.name, true]);
      }
    }

    // 1. The teacher's review decides the grade.
    const review = await room(prof, 'PUT', `/atividades/${atividade.id}/submissoes/${id}/revisao`, {
      notas_professor: reviewed,
      comentario_professor: 'Revisada pelo professor.',
    });
    expect(review.status).toBe(200);
    await expectEverywhere(reviewed, [aiNotas]);

    // 2. An appeal on C2, accepted with another level: the official grade moves again.
    const appeal = await essay(aluno, 'POST', `/redacoes/${id}/recursos`, {
      competencia: 2,
      motivo: 'Meu repertório está articulado ao argumento no segundo parágrafo, com fonte e explicação.',
    });
    expect(appeal.status).toBe(201);
    const c2 = reviewed[1]! === 200 ? 160 : reviewed[1]! + 40;
    expect(
      (
        await essay(prof, 'PUT', `/redacoes/${id}/recursos/${appeal.body.data.id}`, {
          decisao: 'aceito',
          nota_nova: c2,
          comentario: 'O repertório está articulado.',
        })
      ).status,
    ).toBe(200);
    const decided = reviewed.map((n, i) => (i === 1 ? c2 : n));
    await expectEverywhere(decided, [aiNotas, reviewed]);

    // The store keeps the history of what the grade was, oldest first.
    const { rows } = await testPool().query<{ nota: number }>(
      'SELECT total AS nota FROM essay.notas_historico WHERE redacao_id = $1 ORDER BY id',
      [id],
    );
    expect(rows.map((r) => r.nota)).toEqual(expect.arrayContaining([sum(reviewed), sum(decided)]));
  });
});
