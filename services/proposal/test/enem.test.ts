// Issue 48: the official ENEM themes in the theme bank (one public proposal per year, seeded idempotently), and the
// student's view of a built-in proposal: the theme and its texts, never the bank's notes for teachers.
import { ENEM_THEMES, seedEnemThemes, seedThemeBank } from '@argumenta/proposal';
import { logger, testPool } from '@argumenta/testkit';
import { useStack } from './helpers.js';

const stack = useStack();

beforeAll(async () => {
  await seedThemeBank(testPool(), logger);
  await seedEnemThemes(testPool());
}, 60_000);

it('has every ENEM theme from 2015 to 2024, each once, with its own short context', () => {
  const years = ENEM_THEMES.map((t) => t.ano);
  for (let y = 2015; y <= 2024; y++) expect(years).toContain(y);
  expect(new Set(years).size).toBe(years.length);
  for (const t of ENEM_THEMES) {
    expect(t.tema.length).toBeGreaterThan(10);
    expect(t.contexto.length).toBeGreaterThanOrEqual(2);
  }
});

it('seeds the themes as public proposals once: a second start changes nothing', async () => {
  expect(await seedEnemThemes(testPool())).toBe(0);
  const { rows } = await testPool().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM proposal.propostas WHERE enem_ano IS NOT NULL AND visibilidade = 'publico' AND ativa`,
  );
  expect(rows[0]!.n).toBe(ENEM_THEMES.length);
});

it("a student reads a built-in proposal without the bank's notes for teachers; a teacher still has them", async () => {
  const student = await stack.make('estudante');
  const teacher = await stack.make('professor');
  const list = await stack.call(student, 'GET', `/propostas?busca=${encodeURIComponent('acesso ao cinema')}`);
  expect(list.status).toBe(200);
  const cinema = (list.body.data.propostas as { id: number; enem_ano: number | null; descricao: string | null }[]).find(
    (p) => p.enem_ano === 2019,
  );
  expect(cinema).toMatchObject({ descricao: null });
  const detail = await stack.call(student, 'GET', `/propostas/${cinema!.id}`);
  expect(detail.body.data).toMatchObject({
    enem_ano: 2019,
    tema_principal: 'Democratização do acesso ao cinema no Brasil',
    descricao: null,
    ativa_para_correcao: true,
    pode_editar: false,
  });
  expect(detail.body.data.texto_apoio_original).toContain('sala de cinema');
  const forTeacher = await stack.call(teacher, 'GET', `/propostas/${cinema!.id}`);
  expect(forTeacher.body.data.descricao).toMatch(/^Tema oficial do ENEM 2019/);

  // The Essay-BR bank too: its "proposta N do corpus" note is the teacher's, not the student's.
  const bank = await testPool().query<{ id: number }>(
    'SELECT id FROM proposal.propostas WHERE banco_prompt_id IS NOT NULL ORDER BY id LIMIT 1',
  );
  const bankForStudent = await stack.call(student, 'GET', `/propostas/${bank.rows[0]!.id}`);
  expect(bankForStudent.body.data.descricao).toBeNull();
  const bankForTeacher = await stack.call(teacher, 'GET', `/propostas/${bank.rows[0]!.id}`);
  expect(bankForTeacher.body.data.descricao).toMatch(/^Banco de temas/);
});
