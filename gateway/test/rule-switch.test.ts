import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  RULE_SWITCH,
  RULE_SWITCH_MESSAGES,
  type AuditRecord,
  type Mark,
  type MarksView,
  type Role,
  type SchoolRule,
  type SchoolRules,
} from '@argumenta/contracts';
import { schoolWith, type Actor } from '@argumenta/testkit/actors';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import { startStack, type Stack } from '@argumenta/testkit/stack';
import { correctedEssays, gatewayCalls } from './marking.js';

// A school switches off a C1 rule its teachers keep striking (issue 51), through the gateway against the real services
// and the local corrector: each rule's precision among the school's decisions, who may read and switch (the school's
// coordinator, an admin; not its teachers, its students or another school's coordinator), the audit entry of each
// switch, and what a switched-off rule hides — its unreviewed marks, in that school only, never the grade.
jest.setTimeout(240_000);

let stack: Stack;
let admin: Actor;
let coordinator: Actor;
let teacher: Actor;
let student: Actor;
let otherCoordinator: Actor;
let otherTeacher: Actor;
let otherStudent: Actor;
let schoolId: number;
let otherSchoolId: number;
/** The school's two essays (the second with one accent mark left unreviewed) and the other school's one. */
let essays: number[];
let otherEssay: number;

const { call, must } = gatewayCalls(() => stack);
const marks = (who: Actor, id: number) => must(call<MarksView>(who, 'GET', `/api/redacoes/${id}/marcacoes`), 200);
const rules = (who: Actor, escola = schoolId) =>
  must(call<SchoolRules>(who, 'GET', `/api/escolas/${escola}/regras-corretor`), 200);
const rule = (r: SchoolRules, regra: string) => r.regras.find((x) => x.regra === regra);
const ACCENT = 'acentuação';
// Accent deviations the local corrector finds (two per essay), and one of punctuation.
const TEXT = SAMPLE_ESSAY.replace('sociedade brasileira', 'sociedade brasileira, nós vai mostrar que').replaceAll(
  'violência',
  'violencia',
);

const school = (...members: [Actor, Role][]) =>
  schoolWith(stack.gateway.url, admin, `EE Regras ${randomUUID().slice(0, 8)}`, ...members);

beforeAll(async () => {
  stack = await startStack({ name: 'regras', correctionWorker: true });
  [admin, coordinator, teacher, student, otherCoordinator, otherTeacher, otherStudent] = await Promise.all([
    stack.make('admin'),
    stack.make('estudante'),
    stack.make('estudante'),
    stack.make('estudante'),
    stack.make('estudante'),
    stack.make('estudante'),
    stack.make('estudante'),
  ]);
  schoolId = await school([coordinator, 'coordenador'], [teacher, 'professor'], [student, 'estudante']);
  otherSchoolId = await school(
    [otherCoordinator, 'coordenador'],
    [otherTeacher, 'professor'],
    [otherStudent, 'estudante'],
  );
  essays = await correctedEssays(stack, teacher, student, [TEXT, TEXT], 'Regras');
  [otherEssay] = await correctedEssays(stack, otherTeacher, otherStudent, [TEXT], 'Regras');

  // The school's teacher strikes three of the four accent marks and keeps the punctuation ones; the other school's
  // teacher keeps theirs (accent precision 0 % here, 100 % there).
  for (const [i, id] of essays.entries()) {
    const c1 = (await marks(teacher, id)).marcacoes.filter((m) => m.origem === 'ia' && m.competencia === 1);
    const accents = c1.filter((m) => m.categoria === ACCENT);
    expect(accents).toHaveLength(2);
    for (const m of i === 0 ? accents : accents.slice(0, 1))
      await must(call(teacher, 'DELETE', `/api/redacoes/${id}/marcacoes/${m.id}`), 200);
    for (const m of c1.filter((x) => x.categoria !== ACCENT))
      await must(call(teacher, 'PATCH', `/api/redacoes/${id}/marcacoes/${m.id}`, { estado: 'aceita' }), 200);
  }
  const theirs = (await marks(otherTeacher, otherEssay!)).marcacoes.filter((m) => m.categoria === ACCENT);
  await must(
    call(otherTeacher, 'PATCH', `/api/redacoes/${otherEssay}/marcacoes/${theirs[0]!.id}`, { estado: 'aceita' }),
    200,
  );
});
afterAll(async () => {
  await stack?.close();
});

it("lists each C1 rule's precision among the school's own decisions, with the counts and whether it may be switched off", async () => {
  const mine = await rules(coordinator);
  expect(mine.limiar).toEqual(RULE_SWITCH);
  expect(rule(mine, ACCENT)).toMatchObject<Partial<SchoolRule>>({
    aceitas: 0,
    riscadas: 3,
    decididas: 3,
    precisao: 0,
    ativa: true,
    pode_desligar: true,
  });
  const punctuation = mine.regras.find((r) => r.regra !== ACCENT)!;
  expect(punctuation).toMatchObject({ precisao: 1, pode_desligar: false });
  // Least precise first.
  expect(mine.regras[0]!.regra).toBe(ACCENT);
  // The other school's decisions are its own.
  expect(rule(await rules(otherCoordinator, otherSchoolId), ACCENT)).toMatchObject({ aceitas: 1, precisao: 1 });
  // An admin reads any school's.
  expect(rule(await rules(admin), ACCENT)?.riscadas).toBe(3);
});

it("refuses the school's teacher, its student and another school's coordinator (403, in Portuguese), and anonymous (401)", async () => {
  for (const who of [teacher, otherTeacher, student, otherCoordinator]) {
    const read = await call(who, 'GET', `/api/escolas/${schoolId}/regras-corretor`);
    expect(read.status).toBe(403);
    expect(read.body.error?.message).toBe(RULE_SWITCH_MESSAGES.forbidden);
    const write = await call(who, 'PUT', `/api/escolas/${schoolId}/regras-corretor`, { regra: ACCENT, ativa: false });
    expect(write.status).toBe(403);
    expect(write.body.error?.message).toBe(RULE_SWITCH_MESSAGES.forbidden);
  }
  expect((await call(null, 'GET', `/api/escolas/${schoolId}/regras-corretor`)).status).toBe(401);
  // Nothing was switched by the refused calls.
  expect(rule(await rules(coordinator), ACCENT)?.ativa).toBe(true);
});

it('refuses to switch off a rule at or above the threshold, or one the school never judged', async () => {
  const punctuation = (await rules(coordinator)).regras.find((r) => r.regra !== ACCENT)!;
  for (const regra of [punctuation.regra, 'crase']) {
    const res = await call(coordinator, 'PUT', `/api/escolas/${schoolId}/regras-corretor`, { regra, ativa: false });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(RULE_SWITCH_MESSAGES.aboveThreshold);
  }
  const bad = await call(coordinator, 'PUT', `/api/escolas/${schoolId}/regras-corretor`, { regra: ACCENT });
  expect(bad.status).toBe(400);
});

it("hides a switched-off rule's unreviewed marks from the school's essays only, keeps the grade, and audits each switch", async () => {
  const essay = essays[1]!;
  const before = await marks(student, essay);
  const grade = async () =>
    (await must(call<{ nota_geral_enem: number }>(student, 'GET', `/api/redacoes/${essay}`), 200)).nota_geral_enem;
  const gradeBefore = await grade();
  const pending = before.marcacoes.filter((m) => m.categoria === ACCENT && m.automatica);
  expect(pending).toHaveLength(1);
  const theirsBefore = await marks(otherStudent, otherEssay);

  const off = await call<{ regra: SchoolRule; alterada: boolean }>(
    coordinator,
    'PUT',
    `/api/escolas/${schoolId}/regras-corretor`,
    { regra: ACCENT, ativa: false },
  );
  expect(off.status).toBe(200);
  expect(off.body.message).toBe(RULE_SWITCH_MESSAGES.switchedOff);
  expect(off.body.data).toMatchObject({ alterada: true, regra: { regra: ACCENT, ativa: false } });
  expect(off.body.data.regra.desligada_em).toEqual(expect.any(String));

  // The student and the teacher no longer see it; the C1 tally drops by it; the correction's lists leave it out.
  for (const who of [student, teacher]) {
    const now = await marks(who, essay);
    expect(now.marcacoes.map((m) => m.id)).not.toContain(pending[0]!.id);
    expect(now.riscadas).toContain(pending[0]!.chave_ia);
  }
  const after = await marks(student, essay);
  expect(after.desvios_c1.total).toBe(before.desvios_c1.total - 1);
  expect(after.desvios_c1.automaticos).toBe(before.desvios_c1.automaticos - 1);
  // The grade is the correction's, switched rule or not.
  expect(await grade()).toBe(gradeBefore);
  // A share link's reader does not see it either.
  const share = await must(
    call<{ token: string }>(student, 'PUT', `/api/redacoes/${essay}/compartilhar`, { tempo_expiracao: 1 }),
    200,
  );
  type C1 = { pontos_a_melhorar_detalhados_c1: { tipo_desvio_c1: string }[] };
  const shared = await must(
    call<{ correcao: { analise_detalhada: { competencias: C1[] } } }>(null, 'GET', `/api/compartilhado/${share.token}`),
    200,
  );
  const kinds = shared.correcao.analise_detalhada.competencias[0]!.pontos_a_melhorar_detalhados_c1.map(
    (d) => d.tipo_desvio_c1,
  );
  expect(kinds).not.toContain(ACCENT);
  expect(kinds.length).toBeGreaterThan(0);
  // The other school's essay is untouched.
  expect((await marks(otherStudent, otherEssay)).marcacoes.map((m) => m.id)).toEqual(
    theirsBefore.marcacoes.map((m) => m.id),
  );

  // Switching off again changes nothing and records nothing; switching back on brings the mark back.
  const again = await call<{ alterada: boolean }>(coordinator, 'PUT', `/api/escolas/${schoolId}/regras-corretor`, {
    regra: ACCENT,
    ativa: false,
  });
  expect(again.body.data.alterada).toBe(false);
  const on = await must(
    call<{ regra: SchoolRule }>(admin, 'PUT', `/api/escolas/${schoolId}/regras-corretor`, {
      regra: ACCENT,
      ativa: true,
    }),
    200,
  );
  expect(on.regra).toMatchObject({ ativa: true, desligada_em: null });
  expect((await marks(student, essay)).marcacoes.map((m: Mark) => m.id)).toContain(pending[0]!.id);

  // The school's audit trail: who switched which rule, both ways, with the figures they read.
  const trail = await must(
    call<{ registros: AuditRecord[] }>(coordinator, 'GET', `/api/escolas/${schoolId}/auditoria?limite=50`),
    200,
  );
  const switches = trail.registros.filter((r) => r.acao === 'regra_corretor.alterada');
  expect(switches).toHaveLength(2);
  expect(switches.map((r) => [r.ator_id, r.detalhes?.ativa])).toEqual(
    expect.arrayContaining([
      [coordinator.id, false],
      [admin.id, true],
    ]),
  );
  expect(switches.find((r) => r.ator_id === coordinator.id)).toMatchObject({
    ator_papel: 'coordenador',
    recurso: `escola:${schoolId}`,
    detalhes: { regra: ACCENT, precisao: 0, decididas: 3, escola_id: schoolId },
  });
});
