import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MARK_MESSAGES, type BankComment, type Mark, type MarksView, type Role } from '@argumenta/contracts';
import { markStats } from '@argumenta/essay';
import { SERVICE_TOKEN_HEADER } from '@argumenta/platform';
import { api, SERVICE_TOKEN, testPool } from '@argumenta/testkit';
import { schoolWith, type Actor } from '@argumenta/testkit/actors';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { pdfText } from '@argumenta/testkit/files';
import { startStack, type Stack } from '@argumenta/testkit/stack';
import { correctedEssays, gatewayCalls } from './marking.js';

// The teacher's pen (issue 51) through the gateway, against the real services and the local corrector: the engine's
// findings as suggested marks, the teacher's accept / strike / edit / own marks, what the student sees, who may mark,
// the labelled decisions and the comment bank.
jest.setTimeout(240_000);

let stack: Stack;
let admin: Actor;
let teacher: Actor;
let otherTeacher: Actor;
let student: Actor;
let otherStudent: Actor;
let coordinator: Actor;
let otherCoordinator: Actor;
let schoolTeacher: Actor;
let essayId: number;
let text: string;

const { call, must } = gatewayCalls(() => stack);

const school = (...members: [Actor, Role][]) =>
  schoolWith(stack.gateway.url, admin, `EE Marcas ${randomUUID().slice(0, 8)}`, ...members);

const passage = (needle: string) => {
  const inicio = text.indexOf(needle);
  if (inicio < 0) throw new Error(`trecho ausente: ${needle}`);
  return { inicio, fim: inicio + needle.length, trecho: needle };
};
const marks = (who: Actor) => must(call<MarksView>(who, 'GET', `/api/redacoes/${essayId}/marcacoes`), 200);

beforeAll(async () => {
  stack = await startStack({ name: 'marcas', correctionWorker: true });
  [admin, teacher, otherTeacher, student, otherStudent, coordinator, otherCoordinator, schoolTeacher] =
    await Promise.all([
      stack.make('admin'),
      stack.make('professor'),
      stack.make('professor'),
      stack.make('estudante'),
      stack.make('estudante'),
      stack.make('estudante'),
      stack.make('estudante'),
      stack.make('estudante'),
    ]);
  await school([student, 'estudante'], [coordinator, 'coordenador'], [schoolTeacher, 'professor']);
  await school([otherCoordinator, 'coordenador']);
  // A few deviations the local corrector finds (C1), so the essay has engine marks to review.
  const texto = SAMPLE_ESSAY.replace('sociedade brasileira', 'sociedade brasileira, nós vai mostrar que').replace(
    'violência',
    'violencia',
  );
  [essayId] = await correctedEssays(stack, teacher, student, [texto], 'Marcas');
  text = (await must(call<{ texto_original: string }>(student, 'GET', `/api/redacoes/${essayId}`), 200)).texto_original;
});
afterAll(async () => {
  await stack?.close();
});

it("lists the engine's findings as suggested marks, anchored to the text, for the teacher and (labelled automatic) the student", async () => {
  const view = await marks(teacher);
  expect(view.visao).toBe('revisor');
  const ai = view.marcacoes.filter((m) => m.origem === 'ia');
  expect(ai.length).toBeGreaterThan(0);
  for (const m of ai) {
    expect(m).toMatchObject({ estado: 'sugerida', automatica: true, ancorada: true });
    expect(text.slice(m.inicio, m.fim)).toBe(m.trecho);
  }
  expect(view.revisada).toBe(false);
  const mine = await marks(student);
  expect(mine.visao).toBe('estudante');
  expect(mine.marcacoes.map((m) => m.id)).toEqual(view.marcacoes.map((m) => m.id));
  expect(mine.desvios_c1.automaticos).toBe(view.desvios_c1.automaticos);
  // Read twice: the engine's marks are written once per correction.
  expect((await marks(teacher)).marcacoes).toHaveLength(view.marcacoes.length);
});

it('places each engine mark on the occurrence of its passage the engine found, not on the first one', async () => {
  // "mulhe" (misspelt) is first met inside the title's "mulher"; "violencia" is misspelt twice. The paragraphs are
  // apart by blank lines, which the engine's normalised text drops: its offsets are mapped back to the text as sent.
  const texto = SAMPLE_ESSAY.replace('nasce mulher', 'nasce mulhe')
    .replace('violência contra a mulher ainda', 'violencia contra a mulher ainda')
    .replace('muitas agressões', 'a violencia e muitas agressões');
  const [id] = await correctedEssays(stack, teacher, student, [texto], 'Marcas repetidas');
  const sent = (await must(call<{ texto_original: string }>(student, 'GET', `/api/redacoes/${id}`), 200))
    .texto_original;
  const ai = (await must(call<MarksView>(teacher, 'GET', `/api/redacoes/${id}/marcacoes`), 200)).marcacoes.filter(
    (m) => m.origem === 'ia',
  );
  const at = (needle: string, from = 0) => sent.indexOf(needle, from);
  expect(at('mulhe')).toBeLessThan(at('nasce mulhe'));
  expect(ai.filter((m) => m.trecho === 'mulhe').map((m) => [m.inicio, m.ancorada])).toEqual([
    [at('nasce mulhe') + 'nasce '.length, true],
  ]);
  expect(ai.filter((m) => m.trecho === 'violencia').map((m) => m.inicio)).toEqual([
    at('violencia'),
    at('violencia', at('violencia') + 1),
  ]);
});

it("accepts, strikes and edits the engine's marks in one request each; the student sees the result and the C1 tally", async () => {
  const ai = (await marks(teacher)).marcacoes.filter((m) => m.origem === 'ia');
  const c1 = ai.filter((m) => m.competencia === 1);
  expect(c1.length).toBeGreaterThanOrEqual(2);
  const [keep, strike] = c1;
  const accepted = await must(
    call<Mark>(teacher, 'PATCH', `/api/redacoes/${essayId}/marcacoes/${keep!.id}`, { estado: 'aceita' }),
    200,
  );
  expect(accepted).toMatchObject({ estado: 'aceita', automatica: false });
  await must(call(teacher, 'DELETE', `/api/redacoes/${essayId}/marcacoes/${strike!.id}`), 200);
  const rest = ai.filter((m) => m.id !== keep!.id && m.id !== strike!.id);
  for (const m of rest) {
    const edited = await must(
      call<Mark>(teacher, 'PATCH', `/api/redacoes/${essayId}/marcacoes/${m.id}`, {
        comentario: `Revisto: ${m.comentario}`,
      }),
      200,
    );
    expect(edited.estado).toBe('aceita');
  }

  const seen = await marks(student);
  expect(seen.marcacoes.map((m) => m.id)).not.toContain(strike!.id);
  expect(seen.marcacoes.every((m) => !m.automatica)).toBe(true);
  expect(seen.revisada).toBe(true);
  expect(seen.desvios_c1.confirmados).toBe(c1.filter((m) => m.id !== strike!.id && m.categoria !== 'digitação').length);
  expect(seen.desvios_c1.automaticos).toBe(0);
  // The teacher still sees the struck mark.
  expect((await marks(teacher)).marcacoes.find((m) => m.id === strike!.id)?.estado).toBe('riscada');

  // Whoever holds the student's share link reads the findings without the struck one; the kept one is there.
  const share = await must(
    call<{ token: string }>(student, 'PUT', `/api/redacoes/${essayId}/compartilhar`, { tempo_expiracao: 24 }),
    200,
  );
  type Shared = {
    data: {
      correcao: {
        analise_detalhada: {
          competencias: { pontos_a_melhorar_detalhados_c1: { trecho_problematico_c1: string }[] }[];
        };
      };
    };
  };
  const shared = (await (await fetch(`${stack.gateway.url}/api/compartilhado/${share.token}`)).json()) as Shared;
  const c1Found = shared.data.correcao.analise_detalhada.competencias[0]!.pontos_a_melhorar_detalhados_c1.map(
    (d) => d.trecho_problematico_c1,
  );
  expect(c1Found).toContain(keep!.trecho);
  expect(c1Found).not.toContain(strike!.trecho);
});

it("adds the teacher's own marks (overlapping allowed), stores every decision as labelled data, and checks the passage", async () => {
  const a = passage('violência contra a mulher');
  const first = await must(
    call<Mark>(teacher, 'POST', `/api/redacoes/${essayId}/marcacoes`, {
      ...a,
      competencia: 1,
      categoria: 'regência',
      comentario: 'Regência do verbo.',
      reescrita: 'violência à mulher',
    }),
    201,
  );
  expect(first).toMatchObject({ origem: 'professor', estado: 'professor', competencia: 1, ancorada: true });
  const overlap = { inicio: a.inicio + 10, fim: a.fim + 5, trecho: text.slice(a.inicio + 10, a.fim + 5) };
  await must(
    call(teacher, 'POST', `/api/redacoes/${essayId}/marcacoes`, { ...overlap, competencia: 3, comentario: 'x' }),
    201,
  );

  const wrong = await call(teacher, 'POST', `/api/redacoes/${essayId}/marcacoes`, {
    ...a,
    trecho: 'outra coisa',
    competencia: 1,
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toBe(MARK_MESSAGES.passage);
  const backwards = await call(teacher, 'POST', `/api/redacoes/${essayId}/marcacoes`, {
    ...a,
    fim: a.inicio,
    competencia: 1,
  });
  expect(backwards.status).toBe(400);

  const { rows } = await testPool().query<{
    decisao: string;
    origem: string;
    regra: string | null;
    sem_regra: boolean;
  }>('SELECT decisao, origem, regra, sem_regra FROM essay.marcacoes_decisoes WHERE redacao_id = $1 ORDER BY id', [
    essayId,
  ]);
  expect(rows.map((r) => r.decisao)).toEqual(expect.arrayContaining(['aceita', 'riscada', 'adicionada']));
  expect(rows.find((r) => r.decisao === 'adicionada' && r.regra === 'regência')?.sem_regra).toBe(true);
  expect((await marks(student)).desvios_c1.do_professor).toBe(1);
});

it('refuses the student, other teachers, other students and another school, and lets the school coordinator mark', async () => {
  const body = { ...passage('sociedade brasileira'), competencia: 2, comentario: 'Tema.' };
  const mine = await call(student, 'POST', `/api/redacoes/${essayId}/marcacoes`, body);
  expect(mine.status).toBe(403);
  expect(mine.body.message).toBe(MARK_MESSAGES.forbidden);
  const any = (await marks(teacher)).marcacoes[0]!;
  const patch = await call(student, 'PATCH', `/api/redacoes/${essayId}/marcacoes/${any.id}`, { estado: 'riscada' });
  expect(patch.status).toBe(403);
  expect((await call(student, 'DELETE', `/api/redacoes/${essayId}/marcacoes/${any.id}`)).status).toBe(403);
  for (const who of [otherTeacher, otherStudent, otherCoordinator, schoolTeacher]) {
    expect((await call(who, 'GET', `/api/redacoes/${essayId}/marcacoes`)).status).toBe(404);
    expect((await call(who, 'POST', `/api/redacoes/${essayId}/marcacoes`, body)).status).toBe(404);
    expect(
      (await call(who, 'PATCH', `/api/redacoes/${essayId}/marcacoes/${any.id}`, { estado: 'aceita' })).status,
    ).toBe(404);
    expect((await call(who, 'DELETE', `/api/redacoes/${essayId}/marcacoes/${any.id}`)).status).toBe(404);
  }
  expect((await call(null, 'GET', `/api/redacoes/${essayId}/marcacoes`)).status).toBe(401);
  // A mark of this essay under another essay's id is not found.
  expect((await call(teacher, 'PATCH', `/api/redacoes/${essayId + 100000}/marcacoes/${any.id}`, {})).status).toBe(404);

  const byCoordinator = await call<Mark>(coordinator, 'POST', `/api/redacoes/${essayId}/marcacoes`, body);
  expect(byCoordinator.status).toBe(201);
  expect((await call(admin, 'GET', `/api/redacoes/${essayId}/marcacoes`)).status).toBe(200);
  // A teacher's mark is only edited, never accepted or struck.
  const notAi = await call(teacher, 'PATCH', `/api/redacoes/${essayId}/marcacoes/${byCoordinator.body.data.id}`, {
    estado: 'riscada',
  });
  expect(notAi.status).toBe(400);
  expect(notAi.body.message).toBe(MARK_MESSAGES.notAi);
});

it('keeps a comment bank: the starter set, the teacher’s own, the school’s curated by its coordinator, usage counts', async () => {
  const list = (who: Actor, q = '') =>
    must(call<{ comentarios: BankComment[] }>(who, 'GET', `/api/banco-comentarios${q}`), 200).then(
      (d) => d.comentarios,
    );
  const starter = await list(teacher);
  for (const n of [1, 2, 3, 4, 5]) expect(starter.some((c) => c.competencia === n && c.escopo === 'padrao')).toBe(true);
  expect((await call(student, 'GET', '/api/banco-comentarios')).status).toBe(403);

  const own = await must(
    call<BankComment>(teacher, 'POST', '/api/banco-comentarios', {
      competencia: 4,
      texto: 'Conectivo repetido: varie.',
    }),
    201,
  );
  expect(own).toMatchObject({ escopo: 'pessoal', removivel: true, usos: 0 });
  const refused = await call(schoolTeacher, 'POST', '/api/banco-comentarios', {
    competencia: 2,
    texto: 'Comentário da escola',
    escopo: 'escola',
  });
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(MARK_MESSAGES.bankSchool);
  const ofSchool = await must(
    call<BankComment>(coordinator, 'POST', '/api/banco-comentarios', {
      competencia: 2,
      texto: 'Cite a fonte do repertório (padrão da escola).',
      escopo: 'escola',
    }),
    201,
  );
  // The school's teacher sees the school's comment (not removable); another teacher sees neither.
  expect((await list(schoolTeacher, '?competencia=2')).find((c) => c.id === ofSchool.id)?.removivel).toBe(false);
  expect((await list(otherTeacher)).some((c) => c.id === ofSchool.id || c.id === own.id)).toBe(false);
  expect((await list(teacher, '?busca=repetido')).map((c) => c.id)).toEqual([own.id]);

  await must(
    call(teacher, 'POST', `/api/redacoes/${essayId}/marcacoes`, {
      ...passage('A persistência'),
      competencia: 4,
      comentario: own.texto,
      comentario_banco_id: own.id,
    }),
    201,
  );
  expect((await list(teacher, '?competencia=4')).find((c) => c.id === own.id)?.usos).toBe(1);
  expect((await call(otherTeacher, 'DELETE', `/api/banco-comentarios/${own.id}`)).status).toBe(404);
  expect((await call(schoolTeacher, 'DELETE', `/api/banco-comentarios/${ofSchool.id}`)).status).toBe(403);
  expect((await call(coordinator, 'DELETE', `/api/banco-comentarios/${ofSchool.id}`)).status).toBe(200);
  expect((await call(teacher, 'DELETE', `/api/banco-comentarios/${own.id}`)).status).toBe(200);
});

it('lists the marks the student sees in the PDF report', async () => {
  const res = await fetch(`${stack.gateway.url}/api/redacoes/${essayId}/pdf`, {
    headers: { Authorization: `Bearer ${student.token}` },
  });
  expect(res.status).toBe(200);
  const pdf = await pdfText(new Uint8Array(await res.arrayBuffer()));
  expect(pdf).toContain('Marcações no texto');
  expect(pdf).toContain('Regência do verbo.');
});

it("reports each rule's precision from the teachers' decisions and the deviations no rule found", async () => {
  const stats = await markStats(testPool());
  expect(stats.regras.length).toBeGreaterThan(0);
  for (const r of stats.regras) {
    expect(r.competencia).toBe(1);
    expect(r.precisao).toBe((r.aceitas + r.editadas) / (r.aceitas + r.editadas + r.riscadas));
  }
  expect(stats.regras.reduce((n, r) => n + r.riscadas, 0)).toBeGreaterThanOrEqual(1);
  expect(stats.semRegra.find((u) => u.regra === 'regência')?.exemplos).toContain('violência contra a mulher');
});

it("erases the marks and the decisions' passages with the author's account (the decisions stay, without the text)", async () => {
  const { rows } = await testPool().query('SELECT count(*)::int AS n FROM essay.marcacoes WHERE redacao_id = $1', [
    essayId,
  ]);
  expect(rows[0].n).toBeGreaterThan(0);
  const erased = await api(stack.services.essay.url, 'POST', `/internal/titulares/${student.id}/apagar`, {
    headers: { [SERVICE_TOKEN_HEADER]: SERVICE_TOKEN },
  });
  expect(erased.status).toBe(200);
  expect(erased.body.data.apagados.marcacoes).toBeGreaterThan(0);
  const left = await testPool().query(
    "SELECT count(*)::int AS n FROM essay.marcacoes_decisoes WHERE redacao_id = $1 AND trecho <> ''",
    [essayId],
  );
  expect(left.rows[0].n).toBe(0);
});
