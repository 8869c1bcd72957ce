import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { CSV_IMPORT_MESSAGES, ONEROSTER_MESSAGES, ROSTER_MESSAGES } from '@argumenta/contracts';
import { api, closeTestPool, testPool, tokenFor, uniqueEmail, type Running } from '@argumenta/testkit';
import { startAuthService } from '@argumenta/testkit/auth';
import { startClassroomService } from '@argumenta/testkit/classroom';

// Classes in the user import (issue 54): the real auth service imports the people and asks the real classroom service,
// through its internal route, to create or match the classes and enroll the students.
let auth: Running;
let classroom: Running;
const admin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin Turmas' });
// Windows-1252 (what Excel on Windows saves as "CSV"): every character here is in Latin-1, one byte each.
const cp1252 = (text: string) => Buffer.from(text, 'latin1');

beforeAll(async () => {
  const later: { classroom?: Running } = {};
  auth = await startAuthService({ urls: { classroom: () => later.classroom?.url } });
  classroom = later.classroom = await startClassroomService({ auth: auth.url });
});
afterAll(async () => {
  await classroom.close();
  await auth.close();
  await closeTestPool();
});

async function school(): Promise<{ id: number; nome: string }> {
  const nome = `Escola Turmas ${randomUUID().slice(0, 8)}`;
  const { rows } = await testPool().query<{ id: number }>('INSERT INTO auth.escolas (nome) VALUES ($1) RETURNING id', [
    nome,
  ]);
  return { id: rows[0]!.id, nome };
}
const importCsv = (bytes: Buffer, simular = false) =>
  api(auth.url, 'POST', '/admin/usuarios/importar', {
    token: admin,
    body: { arquivo: bytes.toString('base64'), ...(simular ? { simular } : {}) },
  });
const importSet = (escolaId: number, files: Record<string, Buffer>, simular = false, token = admin) =>
  api(auth.url, 'POST', '/admin/usuarios/importar-oneroster', {
    token,
    body: {
      arquivos: Object.entries(files).map(([nome, b]) => ({ nome, conteudo: b.toString('base64') })),
      escola_id: escolaId,
      ...(simular ? { simular } : {}),
    },
  });
/** The school's imported rooms: name, teacher and the students' e-mails, read from the services' own tables. */
async function roomsOf(escolaId: number) {
  const { rows } = await testPool().query<{ nome: string; professor: string; alunos: string[] | null }>(
    `SELECT s.nome, p.email AS professor,
            array_agg(u.email ORDER BY u.email) FILTER (WHERE u.id IS NOT NULL) AS alunos
       FROM classroom.salas s JOIN auth.usuarios p ON p.id = s.professor_id
       LEFT JOIN classroom.sala_estudantes e ON e.sala_id = s.id LEFT JOIN auth.usuarios u ON u.id = e.estudante_id
      WHERE s.escola_id = $1 GROUP BY s.id, s.nome, p.email ORDER BY s.nome`,
    [escolaId],
  );
  return rows.map((r) => ({ ...r, alunos: r.alunos ?? [] }));
}

describe('turma column in the CSV import', () => {
  it('previews, creates the classes with their teacher, is idempotent, and moves a student', async () => {
    const escola = await school();
    const [prof, ana, bia, caio] = ['prof', 'ana', 'bia', 'caio'].map((n) => uniqueEmail(n));
    const file = (caioTurma: string) =>
      cp1252(
        [
          'nome;email;tipo;matricula;escola;turma;professor',
          `Márcia Prof;${prof};professor;P-1;${escola.nome};;`,
          `Ana Conceição;${ana};estudante;A-1;${escola.nome};3º A;${prof}`,
          `Bia Araújo;${bia};estudante;A-2;${escola.nome};3º A;`,
          `Caio Estêvão;${caio};estudante;A-3;${escola.nome};${caioTurma};P-1`,
        ].join('\r\n'),
      );

    const preview = await importCsv(file('3º B'), true);
    expect(preview.status).toBe(200);
    expect(preview.body.data.turmas).toMatchObject({
      turmas_novas: 2,
      matriculas_novas: 3,
      resumo: ROSTER_MESSAGES.summary(2, 3),
    });
    expect(await roomsOf(escola.id)).toEqual([]);

    const first = await importCsv(file('3º B'));
    expect(first.body.data).toMatchObject({
      criados: 4,
      total_erros: 0,
      turmas: { turmas_novas: 2, matriculas_novas: 3 },
    });
    expect(await roomsOf(escola.id)).toEqual([
      { nome: '3º A', professor: prof, alunos: [ana, bia].sort() },
      { nome: '3º B', professor: prof, alunos: [caio] },
    ]);

    // The same file again: nothing changes (accounts updated in place, no new room, no new enrollment).
    const again = await importCsv(file('3º B'));
    expect(again.body.data).toMatchObject({
      criados: 0,
      atualizados: 4,
      turmas: {
        turmas_novas: 0,
        turmas_existentes: 2,
        matriculas_novas: 0,
        matriculas_mantidas: 3,
        matriculas_removidas: 0,
      },
    });
    expect(await roomsOf(escola.id)).toHaveLength(2);

    // Caio changes class: taken out of 3º B, put in 3º A.
    const moved = await importCsv(file('3º A'));
    expect(moved.body.data.turmas).toMatchObject({ turmas_novas: 0, matriculas_novas: 1, matriculas_removidas: 1 });
    expect(await roomsOf(escola.id)).toEqual([
      { nome: '3º A', professor: prof, alunos: [ana, bia, caio].sort() },
      { nome: '3º B', professor: prof, alunos: [] },
    ]);
  });

  it('a new class without a teacher, an unknown teacher or a class without a school are errors on their lines', async () => {
    const escola = await school();
    const text = [
      'nome,email,escola,turma,professor',
      `Sem Professor,${uniqueEmail('a')},${escola.nome},1º A,`,
      `Professor Fantasma,${uniqueEmail('b')},${escola.nome},1º B,ninguem@nada.com`,
      `Sem Escola,${uniqueEmail('c')},,1º C,`,
    ].join('\n');
    const res = await importCsv(Buffer.from(text));
    expect(res.status).toBe(200);
    expect(res.body.data.erros).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ linha: 2, erro: ROSTER_MESSAGES.classNeedsTeacher('1º A') }),
        expect.objectContaining({ linha: 3, erro: ROSTER_MESSAGES.teacherNotFound('ninguem@nada.com') }),
        expect.objectContaining({ linha: 4, erro: CSV_IMPORT_MESSAGES.turmaNeedsSchool }),
      ]),
    );
    expect(await roomsOf(escola.id)).toEqual([]);
  });
});

describe('OneRoster-style set', () => {
  const set = (escolaProf: string, nomeAna = 'Conceição') => ({
    'users.csv': cp1252(
      [
        'sourcedId,status,role,givenName,familyName,email,identifier',
        `t1,active,teacher,Márcia,Gonçalves,${escolaProf},P-77`,
        `s1,active,student,Ana,${nomeAna},ana.${escolaProf},M-1`,
        `s2,active,student,João,Araújo,joao.${escolaProf},M-2`,
        `s3,active,parent,Pai,Responsável,pai.${escolaProf},`,
      ].join('\r\n'),
    ),
    'classes.csv': Buffer.from('sourcedId,title,classCode\nc1,Redação 3º Ano,R3A\n'),
    'enrollments.csv': Buffer.from(
      ['classSourcedId,userSourcedId,role', 'c1,t1,teacher', 'c1,s1,student', 'c1,s2,student', 'c9,s2,student'].join(
        '\n',
      ),
    ),
  });

  it('imports people, the class and its enrollments; a re-import by sourcedId updates; errors name file and line', async () => {
    const escola = await school();
    const prof = uniqueEmail('or-prof');
    const first = await importSet(escola.id, set(prof));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      codificacao: 'windows-1252',
      criados: 3,
      turmas: { turmas_novas: 1, matriculas_novas: 2 },
    });
    expect(first.body.data.erros).toEqual([
      expect.objectContaining({ arquivo: 'enrollments.csv', linha: 5, erro: ONEROSTER_MESSAGES.unknownClass('c9') }),
      expect.objectContaining({ arquivo: 'users.csv', linha: 5, erro: ONEROSTER_MESSAGES.userRole('parent') }),
    ]);
    expect(await roomsOf(escola.id)).toEqual([
      { nome: 'Redação 3º Ano', professor: prof, alunos: [`ana.${prof}`, `joao.${prof}`].sort() },
    ]);
    const { rows } = await testPool().query(
      'SELECT nome, matricula FROM auth.usuarios WHERE id_externo = $1 AND escola_id = $2',
      ['s1', escola.id],
    );
    expect(rows).toEqual([{ nome: 'Ana Conceição', matricula: 'M-1' }]);

    const again = await importSet(escola.id, set(prof, 'Conceição Lima'));
    expect(again.body.data).toMatchObject({
      criados: 0,
      atualizados: 3,
      turmas: { turmas_novas: 0, matriculas_novas: 0, matriculas_mantidas: 2 },
    });
    const renamed = await testPool().query('SELECT nome FROM auth.usuarios WHERE id_externo = $1 AND escola_id = $2', [
      's1',
      escola.id,
    ]);
    expect(renamed.rows).toEqual([{ nome: 'Ana Conceição Lima' }]);
  });

  it('takes the set as one zip (a school system’s export), in a folder; a broken zip is refused', async () => {
    const escola = await school();
    const prof = uniqueEmail('zip-prof');
    const files = set(prof);
    const zip = Buffer.from(
      zipSync(Object.fromEntries(Object.entries(files).map(([n, b]) => [`export/${n}`, new Uint8Array(b)]))),
    );
    const res = await importSet(escola.id, { 'oneroster.zip': zip });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ codificacao: 'windows-1252', criados: 3, turmas: { turmas_novas: 1 } });
    const broken = await importSet(escola.id, { 'oneroster.zip': Buffer.from('PK\u0003\u0004 lixo') });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(ONEROSTER_MESSAGES.zipCorrupt);
  });

  it('refuses an incomplete set and non-admins, in Portuguese', async () => {
    const escola = await school();
    const files = set(uniqueEmail('x'));
    const partial = await importSet(escola.id, { 'users.csv': files['users.csv'] });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe(ONEROSTER_MESSAGES.missingFiles(['classes.csv', 'enrollments.csv']));
    for (const tipo of ['estudante', 'professor', 'coordenador'] as const)
      expect((await importSet(escola.id, files, true, tokenFor({ id: 999_998, tipo, nome: 'X' }))).status).toBe(403);
  });
});
